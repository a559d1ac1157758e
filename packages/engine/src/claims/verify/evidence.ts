import type { DatasetTable } from '../catalog/create-catalog.ts';
import type { Cell } from '../types.ts';
import type { Calc } from './compute.ts';
import type { Resolved } from './resolve.ts';
import type { Evidence, EvidenceRow, ProofRow, RowSet, SourceRef } from './result.ts';

/** Up to this many rows per reading are listed (with Merkle paths); larger sets become a RowSet. */
export const MAX_LISTED_ROWS = 24;

export function sourceRef(t: DatasetTable): SourceRef {
  const d = t.def;
  const sha = t.contentSha256 ?? d.sha256;
  return {
    id: d.id, title: d.title, file: d.file,
    ...(d.package ? { package: d.package } : {}), ...(sha ? { sha256: sha } : {}), ...(d.gitBlobSha1 ? { gitBlobSha1: d.gitBlobSha1 } : {}),
    original: d.original, licence: d.licence, attribution: d.attribution,
  };
}

function evidenceRow(t: DatasetTable, r: Resolved, entity: string, i: number): EvidenceRow {
  const d = t.def;
  const row = t.rows[i]!;
  const key: Record<string, Cell> = {};
  if (d.entity.column) key[d.entity.column] = row[d.entity.column] ?? null;
  else if (d.entity.wideColumns) key.series = entity;
  for (const c of [d.time.column, d.time.monthColumn, ...(d.dims ?? [])]) if (c) key[c] = row[c] ?? null;
  const col = r.metric.column === '*' ? entity : r.metric.column;
  return { dataset: d.id, index: i, key, values: { [col]: row[col] ?? null } };
}

function rowSet(t: DatasetTable, idx: number[]): RowSet {
  const sorted = [...idx].sort((a, b) => a - b);
  return {
    dataset: t.def.id, count: sorted.length, firstIndex: sorted[0]!, lastIndex: sorted.at(-1)!,
    leavesSha256: t.merkle.leavesDigest(sorted),
  };
}

export function proofRow(t: DatasetTable, i: number): ProofRow {
  const row = t.rows[i]!;
  const leaf = t.merkle.leaf(i);
  // The browser recomputes leaf = SHA-256(0x00 || rowLeafData(index, row)) and folds the path.
  return { dataset: t.def.id, rowIndex: i, row, leaf, path: t.merkle.path(i), root: t.merkle.root };
}

/** Evidence for each reading, plus the rows whose Merkle paths go into the proof. */
export function buildEvidence(calcs: readonly Calc[], r: Resolved): { evidence: Evidence[]; proofRows: ProofRow[] } {
  const t = r.table;
  const proofIdx = new Set<number>();
  const evidence = calcs.map((c): Evidence => {
    const rows: EvidenceRow[] = [];
    const sets: RowSet[] = [];
    const seen = new Set<string>();
    const list = (entity: string, i: number): void => {
      const k = `${entity}|${i}`;
      if (seen.has(k)) return;
      seen.add(k);
      rows.push(evidenceRow(t, r, entity, i));
      proofIdx.add(i);
    };
    for (const rd of c.reads) {
      if (rd.point.rows.length <= MAX_LISTED_ROWS) for (const i of rd.point.rows) list(rd.entity, i);
      else {
        sets.push(rowSet(t, rd.point.rows));
        // The ends of a long range are listed and proven; the rest is pinned by the leaf hash.
        let lo = Infinity;
        let hi = -Infinity;
        for (const i of rd.point.rows) { if (i < lo) lo = i; if (i > hi) hi = i; }
        list(rd.entity, lo);
        list(rd.entity, hi);
      }
    }
    return {
      source: t.def.id, reading: c.label, isDefault: c.isDefault, rows, ...(sets.length ? { rowSets: sets } : {}),
      computation: { op: c.op, lhs: c.lhs, rhs: c.rhs, result: c.tied ? 'tied' : c.score >= 0.5, score: c.score, margin: c.margin },
      caveats: [...new Set([...c.caveats, ...t.def.caveats])], text: c.text,
    };
  });
  const proofRows = [...proofIdx].sort((a, b) => a - b).map((i) => proofRow(t, i));
  return { evidence, proofRows };
}
