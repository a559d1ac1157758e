/** Node-only: reads the pinned vega-datasets files, checks their hashes, builds the catalog. */
import { readFileSync } from 'node:fs';
import { createHash, hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { DatasetDef } from '../types.ts';
import { BUILTIN_DATASETS } from './datasets.ts';
import { createCatalog, type Catalog, type TableInput } from './create-catalog.ts';
import { parseCsv, parseJsonRows } from './parse-text.ts';
import type { MerkleHasher } from './merkle-index.ts';

// One-shot crypto.hash, not a Hash object per call: a 20 MB upload has ~600,000 leaves and as many
// nodes, and the per-call objects were most of the garbage (and GC time) of building its tree.
const NODE_SCRATCH = Buffer.alloc(65, 0x01);

/** Same rules as the proof module's merkleLeafHash/merkleNodeHash, on node:crypto (a test checks they agree). */
export const NODE_HASHER: MerkleHasher = {
  // "\u0000" is the single byte 0x00 in UTF-8: the leaf prefix.
  leaf: (data) => hash('sha256', `\u0000${data}`, 'buffer'),
  node: (l, r) => {
    NODE_SCRATCH.set(l, 1);
    NODE_SCRATCH.set(r, 33);
    return hash('sha256', NODE_SCRATCH, 'buffer');
  },
  digest: (data) => hash('sha256', data, 'hex'),
  digestBytes: (bytes) => hash('sha256', bytes, 'hex'),
  hex: (b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex'),
};

export interface DatasetStatus {
  id: string;
  file: string;
  ok: boolean;
  rows?: number;
  sha256?: string;
  error?: string;
}

export interface LoadedCatalog {
  catalog: Catalog;
  status: DatasetStatus[];
  /** False when any dataset was refused: the server should refuse to serve verifications. */
  ok: boolean;
  loadMs: number;
}

/** The package's data folder, found through Node resolution (its JS API fetches from a CDN; we never call it). */
export function vegaDataDir(): string {
  // The package exports only build/index.js; data/ sits beside build/.
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('vega-datasets')), '..', 'data');
}

export function gitBlobSha1(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export interface LoadOptions {
  dataDir?: string;
  datasets?: readonly DatasetDef[];
  /** Called once per refused dataset; defaults to console.error. */
  log?: (message: string) => void;
}

export function loadCatalog(options: LoadOptions = {}): LoadedCatalog {
  const t0 = performance.now();
  const dir = options.dataDir ?? vegaDataDir();
  const log = options.log ?? ((m: string) => console.error(m));
  const status: DatasetStatus[] = [];
  const inputs: TableInput[] = [];
  for (const def of options.datasets ?? BUILTIN_DATASETS) {
    try {
      const bytes = readFileSync(join(dir, def.file));
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (def.sha256 && sha256 !== def.sha256) throw new Error(`SHA-256 mismatch: expected ${def.sha256}, file has ${sha256}`);
      if (def.gitBlobSha1 && gitBlobSha1(bytes) !== def.gitBlobSha1) throw new Error(`git blob SHA-1 mismatch: expected ${def.gitBlobSha1}`);
      const text = bytes.toString('utf8');
      const rows = def.format === 'csv' ? parseCsv(text) : parseJsonRows(text);
      inputs.push({ def, rows, contentSha256: sha256 });
      status.push({ id: def.id, file: def.file, ok: true, rows: rows.length, sha256 });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      log(`[claims] dataset ${def.id} (${def.file}) refused: ${error}`);
      status.push({ id: def.id, file: def.file, ok: false, error });
    }
  }
  const catalog = createCatalog(inputs, { hasher: NODE_HASHER });
  return { catalog, status, ok: status.every((s) => s.ok), loadMs: performance.now() - t0 };
}
