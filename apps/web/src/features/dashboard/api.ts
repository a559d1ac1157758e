import { useAuth } from '@/lib/auth';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Analysis, AnalysisRequest, AnalysisStats } from '@verity/contracts/analysis';
import { HISTORY } from './analysis-constants';
import { ApiError, TIMEOUT_ERROR, apiFetch } from '@/lib/api';
import { clearDraft } from './analysis-draft';

/**
 * The dashboard's data: query keys, query options and mutations over `/api/analyses`,
 * the three health endpoints and the cost simulator. Components use these, never `fetch`.
 */
export const analysisKeys = {
  all: ['analyses'] as const,
  lists: () => [...analysisKeys.all, 'list'] as const,
  list: (limit: number) => [...analysisKeys.lists(), limit] as const,
  detail: (id: string) => [...analysisKeys.all, 'detail', id] as const,
  stats: () => [...analysisKeys.all, 'stats'] as const,
};

export interface AnalysisHistory {
  analyses: Analysis[];
  total: number;
}

/**
 * How long the user's stats and history count as current. Only their own analyses change them,
 * and running one here refetches both at once; without it, each panel that mounts after the
 * first (scaling economics reads the stats too) asked the server again for the same figures.
 */
const OWN_ANALYSES_FRESH_MS = 30_000;

export function statsQuery() {
  return queryOptions({
    queryKey: analysisKeys.stats(),
    staleTime: OWN_ANALYSES_FRESH_MS,
    queryFn: ({ signal }) => apiFetch<AnalysisStats>('/analyses/stats', { signal }),
  });
}

/**
 * The user's newest analyses, up to `HISTORY.maxLimit`. The performance charts and the recent
 * analyses list read this one query: one request at start and one render for both panels.
 */
export function historyQuery() {
  const limit = HISTORY.maxLimit;
  return queryOptions({
    queryKey: analysisKeys.list(limit),
    staleTime: OWN_ANALYSES_FRESH_MS,
    queryFn: async ({ signal }) => {
      const data = await apiFetch<AnalysisHistory>(`/analyses?limit=${limit}`, { signal });
      return { analyses: Array.isArray(data?.analyses) ? data.analyses : [], total: Number(data?.total ?? 0) };
    },
  });
}

export function analysisQuery(id: string) {
  return queryOptions({
    queryKey: analysisKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Analysis>(`/analyses/${encodeURIComponent(id)}`, { signal }),
  });
}

/**
 * After the user's analyses changed: the history and stats are read again. A read already in
 * flight started before the change and would bring the old list, and TanStack Query joins a
 * first read (one with no data yet) instead of restarting it, so those reads are cancelled first.
 */
export async function refreshOwnAnalyses(queryClient: QueryClient, { stats = true } = {}): Promise<void> {
  const keys = stats ? [analysisKeys.lists(), analysisKeys.stats()] : [analysisKeys.lists()];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * How long a run waits for its answer. The largest body the API takes (10 MB) analyses in
 * seconds; past this, something is wrong, and the form says so instead of spinning for ever.
 */
export const ANALYSIS_ANSWER_TIMEOUT_MS = 120_000;

/** POST /api/analyses. On success the stats and the history are refetched (spec §4). */
export function useRunAnalysisMutation() {
  const queryClient = useQueryClient();
  // The usage meter reads the profile (subscription.analysisUsed), which the auth provider holds.
  const { refreshProfile, user } = useAuth();
  const userId = user?.uid ?? null;
  return useMutation<Analysis, ApiError, AnalysisRequest>({
    mutationFn: (request) =>
      apiFetch<Analysis>('/analyses', { method: 'POST', body: request, signal: AbortSignal.timeout(ANALYSIS_ANSWER_TIMEOUT_MS) }),
    retry: false,
    onSuccess: async (analysis) => {
      // Stored: the copy the form kept in case the session ended meanwhile is no longer needed.
      if (userId) clearDraft(userId);
      queryClient.setQueryData(analysisKeys.detail(analysis.insightId), analysis);
      await Promise.all([refreshOwnAnalyses(queryClient), refreshProfile()]);
    },
    onError: (error) => {
      if (error.status === 402) void refreshProfile();
      // Given up on, the run may still be stored: the history and the usage are read again.
      if (error.code === TIMEOUT_ERROR) void Promise.all([refreshOwnAnalyses(queryClient), refreshProfile()]);
    },
  });
}

/** PATCH /api/analyses/:id {shared}. Sharing makes the proof public at /proof/:proofId. */
export function useShareAnalysisMutation() {
  const queryClient = useQueryClient();
  return useMutation<Analysis, ApiError, { id: string; shared: boolean }>({
    mutationFn: ({ id, shared }) =>
      apiFetch<Analysis>(`/analyses/${encodeURIComponent(id)}`, { method: 'PATCH', body: { shared } }),
    retry: false,
    onSuccess: async (analysis) => {
      queryClient.setQueryData(analysisKeys.detail(analysis.insightId), analysis);
      await refreshOwnAnalyses(queryClient, { stats: false });
    },
  });
}

export const SERVICES = [
  { id: 'api', name: 'API', path: '/health', baseUrl: '/api' },
  { id: 'engine', name: 'Truth engine', path: '/health', baseUrl: '/engine' },
  { id: 'cost', name: 'Cost simulator', path: '/health', baseUrl: '/cost' },
] as const;

export interface ServiceHealth {
  id: string;
  name: string;
  ok: boolean;
}

async function checkService(service: (typeof SERVICES)[number], signal: AbortSignal): Promise<ServiceHealth> {
  try {
    // Public endpoints: no token, so an ended session is never read as the service being down.
    const body = await apiFetch<{ ok?: unknown }>(service.path, { baseUrl: service.baseUrl, signal, anonymous: true });
    return { id: service.id, name: service.name, ok: body?.ok === true };
  } catch {
    return { id: service.id, name: service.name, ok: false };
  }
}

/** The three health endpoints, polled once a minute. Never throws: a failed check is "down". */
export function serviceHealthQuery() {
  return queryOptions({
    queryKey: ['service-health'] as const,
    queryFn: ({ signal }) => Promise.all(SERVICES.map((service) => checkService(service, signal))),
    refetchInterval: 60_000,
    retry: false,
  });
}

export interface CostCurvePoint {
  analysesPerMonth: number;
  costPerAnalysis: number;
  monthlyCost: number;
}

export interface CostSimulation {
  analysesPerMonth: number;
  costPerAnalysis: number;
  monthlyCost: number;
  curve: CostCurvePoint[];
  grossMargin: number | null;
  measurement: string | null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Reads the simulator's answer defensively: fields it lacks are left out, never invented. */
export function readCostSimulation(raw: unknown): CostSimulation | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const analysesPerMonth = num(r.analysesPerMonth);
  const costPerAnalysis = num(r.costPerAnalysis);
  const monthlyCost = num(r.monthlyCost);
  if (analysesPerMonth === null || costPerAnalysis === null || monthlyCost === null) return null;
  const curve = (Array.isArray(r.curve) ? r.curve : []).flatMap((point): CostCurvePoint[] => {
    if (typeof point !== 'object' || point === null) return [];
    const p = point as Record<string, unknown>;
    const a = num(p.analysesPerMonth);
    const c = num(p.costPerAnalysis);
    const m = num(p.monthlyCost);
    return a !== null && c !== null && m !== null ? [{ analysesPerMonth: a, costPerAnalysis: c, monthlyCost: m }] : [];
  });
  const plan = typeof r.plan === 'object' && r.plan !== null ? (r.plan as Record<string, unknown>) : null;
  const model = typeof r.model === 'object' && r.model !== null ? (r.model as Record<string, unknown>) : null;
  return {
    analysesPerMonth,
    costPerAnalysis,
    monthlyCost,
    curve,
    grossMargin: num(plan?.grossMargin ?? r.grossMargin ?? r.margin),
    measurement: typeof model?.measurement === 'string' ? model.measurement : null,
  };
}

/** POST /cost/simulate. `null` when the simulator is missing or answers something unreadable. */
export function costSimulationQuery(analysesPerMonth: number, planId?: string) {
  return queryOptions({
    queryKey: ['cost-simulation', analysesPerMonth, planId ?? null] as const,
    queryFn: async ({ signal }) => {
      try {
        const raw = await apiFetch<unknown>('/simulate', {
          baseUrl: '/cost',
          method: 'POST',
          body: { analysesPerMonth, ...(planId ? { planId } : {}) },
          signal,
        });
        return readCostSimulation(raw);
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
