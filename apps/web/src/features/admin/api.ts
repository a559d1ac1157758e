import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadKind, LeadStatus } from '@verity/contracts/leads';
import type { PlanId } from '@verity/contracts/plans';
import { ApiError, api, apiFetch } from '@/lib/api';

/** Shapes of the admin API (apps/server/src/api/admin). */
export interface Figure {
  value: number;
  growth: number | null;
  sparkline: number[];
}

export interface Overview {
  users: Figure;
  analyses: Figure;
  revenueCents: Figure;
  avgTruthScore: Figure;
  empty: boolean;
}

export interface AdminUser {
  id: string;
  email: string | null;
  role: string | null;
  plan: string | null;
  status: string | null;
  analysisUsed: number | null;
  analysisLimit: number | null;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface Page {
  total: number;
  page: number;
  pageSize: number;
}

/** Users are paged by cursor (newest first); the total of a search is counted up to a cap. */
export interface UsersPage {
  users: AdminUser[];
  total: number;
  totalCapped: boolean;
  pageSize: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

export type UsersCursor = { after: string } | { before: string } | null;

export interface SystemStatus {
  services: { name: string; url: string; status: 'healthy' | 'unhealthy'; latencyMs: number; lastChecked: string }[];
  database: { engine: string; sizeBytes: number | null };
  server: { version: string; uptimeSeconds: number };
  errorsLastHour: number;
}

export interface Revenue {
  mrrCents: number;
  /** `subscribers` pay; `complimentary` were granted the plan by an admin and bring no revenue. */
  mrrByPlan: { planId: string; name: string; subscribers: number; complimentary: number; mrrCents: number }[];
  blueprintSales: { count: number; totalCents: number };
  recentPayments: { id: string; email: string | null; kind: string; amountCents: number; provider: string; createdAt: string }[];
}

export interface Lead {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string;
  company: string;
  createdAt: string;
  payload: Record<string, unknown>;
}

export interface LeadsPage extends Page {
  leads: Lead[];
}

export interface LeadFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
}

export const PAGE_SIZE = 25;

export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: (q: string, cursor: UsersCursor) => ['admin', 'users', q, cursor] as const,
  system: ['admin', 'system'] as const,
  revenue: ['admin', 'revenue'] as const,
  leads: (filter: LeadFilter, page: number) => ['admin', 'leads', filter.kind ?? '', filter.status ?? '', page] as const,
};

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}

export function useOverview(enabled = true) {
  return useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => apiFetch<Overview>('/admin/overview', { signal }), enabled });
}

export function useUsers(q: string, cursor: UsersCursor) {
  return useQuery({
    queryKey: adminKeys.users(q, cursor),
    queryFn: ({ signal }) => apiFetch<UsersPage>(`/admin/users${query({ q, pageSize: PAGE_SIZE, ...cursor })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSystem() {
  return useQuery({ queryKey: adminKeys.system, queryFn: ({ signal }) => apiFetch<SystemStatus>('/admin/system', { signal }) });
}

export function useRevenue() {
  return useQuery({ queryKey: adminKeys.revenue, queryFn: ({ signal }) => apiFetch<Revenue>('/admin/revenue', { signal }) });
}

export function useLeads(filter: LeadFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.leads(filter, page),
    queryFn: ({ signal }) =>
      apiFetch<LeadsPage>(`/admin/leads${query({ kind: filter.kind, status: filter.status, page, pageSize: PAGE_SIZE })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH a user's role or plan. Failures show the server's message in the "Error" toast (api.ts). */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string; role?: 'admin' | 'user'; plan?: PlanId }) => {
      const result = await api.patch<AdminUser>(`/admin/users/${encodeURIComponent(id)}`, body);
      if (!result.success) throw new ApiError(result);
      return result.data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

export function useUpdateLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: LeadStatus }) => {
      const result = await api.patch<{ id: string; status: LeadStatus }>(`/admin/leads/${encodeURIComponent(id)}`, { status });
      if (!result.success) throw new ApiError(result);
      return result.data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'leads'] }),
  });
}
