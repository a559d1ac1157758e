import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Catalog } from '@verity/engine/claims/catalog/create-catalog';
import type { UserColumn, UserDatasetSpec } from '@verity/engine/claims/catalog/user-dataset';
import type { Cell, Row } from '@verity/engine/claims/types';
import type { DatasetSummary as DatasetSummaryOf } from '@verity/contracts/datasets';
import type { DatabaseHandle } from '../../db/client.ts';

/** What the API shows of a dataset (never the rows themselves). */
export type DatasetSummary = DatasetSummaryOf<UserColumn>;

interface DatasetRow {
  id: string;
  name: string;
  file_name: string;
  format: 'csv' | 'json';
  columns: UserColumn[] | string;
  entity_column: string | null;
  time_column: string | null;
  row_count: number;
  byte_size: number;
  stored_bytes: number;
  sha256: string;
  merkle_root: string;
  created_at: Date | string;
}

/** Rows as columns ({columns, data: [[col 1 cells], …]}), gzip'd: the column names are not repeated per row. */
export function encodeRows(names: readonly string[], rows: readonly Row[]): Buffer {
  const data = names.map((n) => rows.map((r) => r[n] ?? null));
  return gzipSync(JSON.stringify({ v: 1, columns: names, data }), { level: 6 });
}

export function decodeRows(blob: Uint8Array): Row[] {
  const { columns, data } = JSON.parse(gunzipSync(blob).toString('utf8')) as { columns: string[]; data: Cell[][] };
  const n = data[0]?.length ?? 0;
  const rows: Row[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const r: Row = {};
    for (let c = 0; c < columns.length; c++) r[columns[c]!] = data[c]![i] ?? null;
    rows[i] = r;
  }
  return rows;
}

export const datasetDefId = (id: string): string => `user-${id}`;

function specOf(row: DatasetRow): UserDatasetSpec {
  const columns = typeof row.columns === 'string' ? (JSON.parse(row.columns) as UserColumn[]) : row.columns;
  return {
    id: datasetDefId(row.id), name: row.name, file: row.file_name, format: row.format,
    entityColumn: row.entity_column, timeColumn: row.time_column, columns,
  };
}

function summary(row: DatasetRow, coverage: string): DatasetSummary {
  const spec = specOf(row);
  return {
    id: row.id, name: row.name, fileName: row.file_name, format: row.format, columns: spec.columns,
    entityColumn: row.entity_column, timeColumn: row.time_column, rowCount: row.row_count,
    byteSize: row.byte_size, storedBytes: Number(row.stored_bytes), sha256: row.sha256, merkleRoot: row.merkle_root,
    coverage, createdAt: new Date(row.created_at).toISOString(),
  };
}

const COLUMNS = `id, name, file_name, format, columns, entity_column, time_column, row_count, byte_size,
  octet_length(rows_gzip) as stored_bytes, sha256, merkle_root, created_at`;

/** Coverage text without loading rows: the stored summary is enough for lists. */
function coverageOf(row: DatasetRow): string {
  const spec = specOf(row);
  const metrics = spec.columns.filter((c) => c.name !== spec.entityColumn && c.name !== spec.timeColumn && (c.type === 'number' || c.type === 'year'));
  // The row count is its own field (rowCount), shown beside this text: not repeated here.
  return `measures: ${metrics.map((m) => (m.unit ? `${m.name} (${m.unit})` : m.name)).join(', ')}`;
}

export async function listDatasets(db: DatabaseHandle, ownerId: string): Promise<DatasetSummary[]> {
  const rows = await db.query<DatasetRow>(`select ${COLUMNS} from user_datasets where owner_id = $1 order by created_at desc, id desc`, [ownerId]);
  return rows.map((r) => summary(r, coverageOf(r)));
}

export async function getDataset(db: DatabaseHandle, ownerId: string, id: string): Promise<DatasetSummary | null> {
  const [row] = await db.query<DatasetRow>(`select ${COLUMNS} from user_datasets where id = $1 and owner_id = $2`, [id, ownerId]);
  return row ? summary(row, coverageOf(row)) : null;
}

export interface CachedTable {
  catalog: Catalog;
  /** Rough heap cost, for the cache bound. */
  bytes: number;
}

/**
 * Parsed user tables (typed columns, indexes, Merkle tree) kept in memory, bounded by an
 * estimate of their heap size, so a verification does not re-read and re-hash the rows.
 * Keys include the owner: a cached table is never served to anyone else.
 */
export class UserTableCache {
  private readonly lru: LRUCache<string, CachedTable>;
  hits = 0;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, CachedTable>({ maxSize: maxBytes, sizeCalculation: (v) => Math.max(1, v.bytes) });
  }

  private key(ownerId: string, id: string): string {
    return `${ownerId}/${id}`;
  }

  get(ownerId: string, id: string): CachedTable | undefined {
    const hit = this.lru.get(this.key(ownerId, id));
    if (hit) this.hits++;
    return hit;
  }

  set(ownerId: string, id: string, value: CachedTable): void {
    this.lru.set(this.key(ownerId, id), value);
  }

  delete(ownerId: string, id: string): void {
    this.lru.delete(this.key(ownerId, id));
  }

  get size(): number {
    return this.lru.size;
  }

  get calculatedBytes(): number {
    return this.lru.calculatedSize;
  }
}

/** Heap estimate: the row objects (~2.5× the file text) plus typed columns and the Merkle tree (~200 B a row). */
export function estimateBytes(fileBytes: number, rowCount: number, metricCount: number): number {
  return Math.round(fileBytes * 2.5 + rowCount * (200 + 8 * metricCount + 16));
}
