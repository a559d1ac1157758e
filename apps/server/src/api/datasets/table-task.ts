/**
 * Runs in the user-table worker thread: reads uploads, builds user tables and verifies claims on
 * them, so a 20 MB file never blocks the server's event loop. The parsed tables stay here, in an
 * LRU bounded by estimated bytes; the main thread only ever sees plain results.
 */
import { createCatalog, type Catalog, type CatalogManifest } from '@verity/engine/claims/catalog/create-catalog';
import { NODE_HASHER } from '@verity/engine/claims/catalog/load-catalog';
import {
  prepareUpload,
  UploadProblem,
  userDatasetDef,
  type UploadChoices,
  type UserDatasetSpec,
} from '@verity/engine/claims/catalog/user-dataset';
import { verifyClaim } from '@verity/engine/claims/verify/verify-claim';
import type { VerificationResult } from '@verity/engine/claims/verify/result';
import type { DatasetDef } from '@verity/engine/claims/types';
import { decodeRows, encodeRows, estimateBytes, UserTableCache } from './store.ts';

export interface StoredSource {
  spec: UserDatasetSpec;
  merkleRoot: string;
  sha256: string;
  blob: Uint8Array;
  byteSize: number;
}

export type TableTask =
  | { op: 'configure'; cacheBytes: number }
  | { op: 'prepare'; owner: string; id: string; bytes: Uint8Array; sha256: string; choices: UploadChoices }
  | { op: 'verify'; owner: string; id: string; claims: string[]; maxLength: number; source?: StoredSource }
  | { op: 'evict'; owner: string; id: string };

export interface TableGuide {
  datasets: { def: DatasetDef; entities: string[] }[];
}

export type TableTaskResult =
  | { op: 'configured' }
  | { op: 'prepared'; spec: UserDatasetSpec; coverage: string; merkleRoot: string; rowCount: number; blob: Uint8Array; entities: string[]; years: number[] }
  | { op: 'problem'; code: string; message: string }
  | { op: 'need-source' }
  | { op: 'verified'; results: VerificationResult[]; manifest: CatalogManifest; guide: TableGuide }
  | { op: 'evicted' };

let cache = new UserTableCache(384 * 1024 * 1024);

function guideOf(catalog: Catalog): TableGuide {
  return { datasets: catalog.datasets.map((t) => ({ def: t.def, entities: t.entities.slice(0, 200) as string[] })) };
}

export function runTableTask(task: TableTask): TableTaskResult {
  switch (task.op) {
    case 'configure':
      cache = new UserTableCache(task.cacheBytes);
      return { op: 'configured' };
    case 'evict':
      cache.delete(task.owner, task.id);
      return { op: 'evicted' };
    case 'prepare': {
      let prepared;
      try {
        prepared = prepareUpload(task.bytes, task.choices);
      } catch (e) {
        if (e instanceof UploadProblem) return { op: 'problem', code: e.code, message: e.message };
        throw e;
      }
      const catalog = createCatalog([{ def: prepared.def, rows: prepared.rows, contentSha256: task.sha256 }], { hasher: NODE_HASHER });
      const table = catalog.datasets[0]!;
      const blob = encodeRows(prepared.spec.columns.map((c) => c.name), prepared.rows);
      cache.set(task.owner, task.id, { catalog, bytes: estimateBytes(task.bytes.length, prepared.rows.length, prepared.def.metrics.length) });
      return {
        op: 'prepared', spec: prepared.spec, coverage: prepared.def.coverageText, merkleRoot: table.merkleRoot,
        rowCount: prepared.rows.length, blob, entities: table.entities.slice(0, 50) as string[], years: [...table.years],
      };
    }
    case 'verify': {
      let hit = cache.get(task.owner, task.id);
      if (!hit) {
        if (!task.source) return { op: 'need-source' };
        const { spec, merkleRoot, sha256, blob, byteSize } = task.source;
        const rows = decodeRows(blob);
        const def = userDatasetDef(spec, rows);
        const catalog = createCatalog([{ def: { ...def, merkleRoot }, rows, contentSha256: sha256 }], { hasher: NODE_HASHER });
        // The stored root makes the tree lazy; build it now so a changed blob is caught before any verdict.
        void catalog.datasets[0]!.merkle.root;
        hit = { catalog, bytes: estimateBytes(byteSize, rows.length, def.metrics.length) };
        cache.set(task.owner, task.id, hit);
      }
      const results = task.claims.map((c) => verifyClaim(c, hit.catalog, { maxLength: task.maxLength }));
      return { op: 'verified', results, manifest: hit.catalog.manifest, guide: guideOf(hit.catalog) };
    }
  }
}
