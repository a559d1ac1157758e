import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DatasetSummary } from '@verity/contracts/datasets';
import type { UserColumn } from '@verity/engine/claims/catalog/user-table';
import { ApiError, apiFetch } from '@/lib/api';
import type { VerifyResponse } from '@/lib/claims/types';

/** `GET /api/datasets` → one of the signed-in user's datasets (never its rows). */
export type MyDataset = DatasetSummary<UserColumn>;

export interface UploadRequest {
  file: Blob;
  format: 'csv' | 'json';
  name: string;
  fileName: string;
  entityColumn: string | null;
  timeColumn: string | null;
  units: Record<string, string>;
  sumColumns: string[];
}

export const datasetKeys = {
  all: ['my-datasets'] as const,
  list: () => [...datasetKeys.all, 'list'] as const,
};

export function myDatasetsQuery() {
  return queryOptions({
    queryKey: datasetKeys.list(),
    queryFn: ({ signal }) => apiFetch<MyDataset[]>('/datasets', { signal }),
  });
}

export function uploadPath(r: Omit<UploadRequest, 'file' | 'format'>): string {
  const q = new URLSearchParams({ name: r.name, fileName: r.fileName });
  if (r.entityColumn) q.set('entityColumn', r.entityColumn);
  if (r.timeColumn) q.set('timeColumn', r.timeColumn);
  const units = Object.fromEntries(Object.entries(r.units).filter(([, u]) => u.trim() !== ''));
  if (Object.keys(units).length) q.set('units', JSON.stringify(units));
  if (r.sumColumns.length) q.set('sumColumns', r.sumColumns.join(','));
  return `/datasets?${q.toString()}`;
}

/** POST /api/datasets with the file's bytes; the list is refetched after. */
export function useUploadDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation<MyDataset, ApiError, UploadRequest>({
    mutationFn: (r) =>
      apiFetch<MyDataset>(uploadPath(r), {
        method: 'POST',
        raw: { body: r.file, contentType: r.format === 'csv' ? 'text/csv' : 'application/json' },
      }),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datasetKeys.list() });
    },
  });
}

export function useDeleteDatasetMutation() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, string>({
    mutationFn: (id) => apiFetch(`/datasets/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: datasetKeys.list() });
    },
  });
}

export function useVerifyOnDatasetMutation(id: string) {
  return useMutation<VerifyResponse, ApiError, string>({
    mutationFn: (claim) => apiFetch<VerifyResponse>(`/datasets/${encodeURIComponent(id)}/verify`, { method: 'POST', body: { claim } }),
    retry: false,
  });
}
