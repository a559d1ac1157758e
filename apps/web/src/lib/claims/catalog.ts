import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';
import { formatNumber } from '@verity/contracts/format';

/** `GET /api/catalog` → `data`: the signed manifest of the shipped datasets. */
export interface CatalogDataset {
  id: string;
  title: string;
  file: string;
  package?: string;
  sha256: string;
  rows: number;
  merkleRoot: string;
  leafRule?: string;
  coverage: string;
  entityNoun?: string;
  metrics: { id: string; label: string; unit: string }[];
  original: { publisher: string; url: string; version?: string };
  licence: { name: string; url: string };
  attribution: string;
}

export interface Catalog {
  available: boolean;
  datasets: CatalogDataset[];
  status: { id: string; ok: boolean; rows?: number; error?: string }[];
  manifestSha256: string;
  signature: string;
  kid: string;
}

export const catalogKeys = { all: () => ['catalog'] as const };

export function catalogQuery() {
  return queryOptions({
    queryKey: catalogKeys.all(),
    queryFn: ({ signal }) => apiFetch<Catalog>('/catalog', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function formatRows(rows: number): string {
  return formatNumber(rows);
}
