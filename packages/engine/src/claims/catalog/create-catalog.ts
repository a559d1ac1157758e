import { canonicalJson } from '../../proof/canonical-json.ts';
import { sha256HexPure } from '../../proof/sha256.ts';
import type { DatasetDef, MetricDef, Row } from '../types.ts';
import { buildAliasIndex, entityKey, type AliasIndex, type EntityKey } from './aliases.ts';
import { MerkleIndex, PURE_HASHER, type MerkleHasher } from './merkle-index.ts';

/** One dataset held in memory: raw rows (for evidence and proofs) plus typed column arrays. */
export interface DatasetTable {
  def: DatasetDef;
  rows: readonly Row[];
  /** Per row: year (0 for a snapshot), month 1–12 (0 if none), day 1–31 (0 if none). */
  year: Int16Array;
  month: Uint8Array;
  day: Uint8Array;
  /** Numeric columns as Float64Array (NaN where missing or not a number). */
  columns: Map<string, Float64Array>;
  /**
   * The step each numeric column is recorded in: 10^-d for the most decimals any value has (1 for whole
   * numbers, 0 for a column with no numbers). Values closer than half of it cannot be ranked (claims.md §4).
   */
  steps: Map<string, number>;
  entities: readonly string[];
  entityByKey: Map<EntityKey, string>;
  /** Row indices of each entity, in time order. Wide tables: every row, for every entity. */
  rowsByEntity: Map<string, Int32Array>;
  /** Observed years, ascending (empty for a snapshot). */
  years: readonly number[];
  metrics: Map<string, MetricDef>;
  /** The row Merkle tree; built on first access when the root is pinned (see DatasetDef.merkleRoot). */
  readonly merkle: MerkleIndex;
  readonly merkleRoot: string;
  /** SHA-256 of the file bytes when known (built-in files), for sources and the manifest. */
  contentSha256?: string;
}

export interface ManifestEntry {
  id: string;
  title: string;
  file: string;
  package?: string;
  sha256?: string;
  gitBlobSha1?: string;
  rows: number;
  merkleRoot: string;
  leafRule: string;
  coverage: string;
  entityNoun: string;
  metrics: { id: string; label: string; unit: string }[];
  original: DatasetDef['original'];
  licence: DatasetDef['licence'];
  attribution: string;
}

/** What the server signs and serves at GET /api/catalog (signing is the server's job). */
export interface CatalogManifest {
  v: 1;
  datasets: ManifestEntry[];
}

export interface Catalog {
  datasets: readonly DatasetTable[];
  byId: Map<string, DatasetTable>;
  aliases: AliasIndex;
  manifest: CatalogManifest;
  manifestSha256: string;
}

export interface TableInput {
  def: DatasetDef;
  rows: readonly Row[];
  contentSha256?: string;
}

export const LEAF_RULE = 'leaf = SHA-256(0x00 || JCS({index, row})), node = SHA-256(0x01 || left || right), RFC 6962 split';

/** The canonical bytes of one row as a Merkle leaf; the browser recomputes exactly this. */
export function rowLeafData(index: number, row: Row): string {
  return canonicalJson({ index, row });
}

/**
 * The same text as rowLeafData for a flat row of strings, finite numbers and nulls, ~5× faster:
 * RFC 8785 serialises strings and numbers exactly as JSON.stringify does and sorts keys by UTF-16
 * code units, as Array.prototype.sort does. A test compares it with canonicalJson on every row.
 */
export function fastRowLeafData(index: number, row: Row): string {
  const keys = Object.keys(row).sort();
  let s = `{"index":${JSON.stringify(index)},"row":{`;
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    s += `${k ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(row[key] ?? null)}`;
  }
  return `${s}}}`;
}

function parseTime(def: DatasetDef, row: Row): [number, number, number] {
  const t = def.time;
  if (t.kind === 'snapshot') return [0, 0, 0];
  if (t.kind === 'fixed-year') return [t.fixedYear ?? 0, 0, 0];
  const v = t.column ? row[t.column] : null;
  if (t.kind === 'year-month') {
    const m = t.monthColumn ? row[t.monthColumn] : null;
    return [Number(v), typeof m === 'number' ? m : 0, 0];
  }
  if (typeof v === 'number') return [v, 0, 0];
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(String(v ?? ''));
  if (!m) throw new Error(`${def.id}: cannot read a date from ${JSON.stringify(v)}`);
  const y = Number(m[1]);
  if (t.grain === 'year') return [y, 0, 0];
  const mo = m[2] ? Number(m[2]) : 0;
  return [y, mo, t.grain === 'day' && m[3] ? Number(m[3]) : 0];
}

/**
 * The finest step a column's values are written in: the shortest decimal text of a number is what the file
 * holds (CSV and JSON alike), so its decimals are the recorded ones. Whole numbers skip the string.
 */
export function recordedStep(values: Float64Array): number {
  let decimals = -1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    if (Number.isInteger(v)) { if (decimals < 0) decimals = 0; continue; }
    const s = String(v);
    const e = s.indexOf('e');
    const dot = s.indexOf('.');
    // "1.5e-7": decimals of the mantissa plus the exponent's shift
    const d = e < 0 ? s.length - dot - 1 : (dot < 0 ? 0 : e - dot - 1) - Number(s.slice(e + 1));
    if (d > decimals) decimals = d;
  }
  return decimals < 0 ? 0 : 10 ** -Math.min(decimals, 15);
}

function buildTable(input: TableInput, hasher: MerkleHasher): DatasetTable {
  const { def, rows } = input;
  const n = rows.length;
  const year = new Int16Array(n);
  const month = new Uint8Array(n);
  const day = new Uint8Array(n);
  rows.forEach((r, i) => {
    const [y, m, d] = parseTime(def, r);
    year[i] = y; month[i] = m; day[i] = d;
  });
  const numericCols = new Set<string>();
  for (const m of def.metrics) if (m.column !== '*') numericCols.add(m.column);
  for (const c of def.entity.wideColumns ?? []) numericCols.add(c);
  const columns = new Map<string, Float64Array>();
  const steps = new Map<string, number>();
  for (const c of numericCols) {
    const a = new Float64Array(n);
    rows.forEach((r, i) => { const v = r[c]; a[i] = typeof v === 'number' ? v : NaN; });
    columns.set(c, a);
    steps.set(c, recordedStep(a));
  }
  const order = (a: number, b: number): number => (year[a]! - year[b]!) || (month[a]! - month[b]!) || (day[a]! - day[b]!) || a - b;
  const byEntity = new Map<string, number[]>();
  const entities: string[] = [];
  if (def.entity.wideColumns) entities.push(...def.entity.wideColumns);
  else if (def.entity.fixed) entities.push(def.entity.fixed);
  for (let i = 0; i < n; i++) {
    if (def.entity.column) {
      const e = String(rows[i]![def.entity.column] ?? '');
      let list = byEntity.get(e);
      if (!list) { list = []; byEntity.set(e, list); entities.push(e); }
      list.push(i);
    }
  }
  const rowsByEntity = new Map<string, Int32Array>();
  if (def.entity.column) for (const [e, list] of byEntity) rowsByEntity.set(e, Int32Array.from(list.sort(order)));
  else {
    const all = Int32Array.from(Array.from({ length: n }, (_, i) => i).sort(order));
    for (const e of entities) rowsByEntity.set(e, all);
  }
  const entityByKey = new Map<EntityKey, string>();
  for (const e of entities) entityByKey.set(entityKey(def, e), e);
  const years = def.time.kind === 'snapshot' ? [] : [...new Set(year)].sort((a, b) => a - b);
  let tree: MerkleIndex | undefined;
  const build = (): MerkleIndex => {
    if (!tree) {
      tree = MerkleIndex.fromLeafFn(rows.length, (i) => fastRowLeafData(i, rows[i]!), hasher);
      // A pinned root that the rows do not reproduce means the code or the file changed: never serve it.
      if (def.merkleRoot && tree.root !== def.merkleRoot) throw new Error(`${def.id}: Merkle root ${tree.root} differs from the pinned ${def.merkleRoot}`);
    }
    return tree;
  };
  const merkleRoot = def.merkleRoot ?? build().root;
  return {
    def, rows, year, month, day, columns, steps, entities, entityByKey, rowsByEntity, years,
    metrics: new Map(def.metrics.map((m) => [m.id, m])),
    get merkle() { return build(); },
    merkleRoot,
    ...(input.contentSha256 ? { contentSha256: input.contentSha256 } : {}),
  };
}

function manifestEntry(t: DatasetTable): ManifestEntry {
  const d = t.def;
  return {
    id: d.id, title: d.title, file: d.file,
    ...(d.package ? { package: d.package } : {}),
    ...(t.contentSha256 ?? d.sha256 ? { sha256: t.contentSha256 ?? d.sha256 } : {}),
    ...(d.gitBlobSha1 ? { gitBlobSha1: d.gitBlobSha1 } : {}),
    rows: t.rows.length, merkleRoot: t.merkleRoot, leafRule: LEAF_RULE, coverage: d.coverageText,
    entityNoun: d.entity.noun,
    metrics: d.metrics.map((m) => ({ id: m.id, label: m.label, unit: m.unit })),
    original: d.original, licence: d.licence, attribution: d.attribution,
  };
}

/**
 * Builds a catalog from already-parsed rows. Pure (no fs), so the same code serves the built-in
 * files and, later, a user's uploaded table with its own DatasetDef.
 */
export function createCatalog(inputs: readonly TableInput[], options: { hasher?: MerkleHasher } = {}): Catalog {
  const ids = new Set<string>();
  for (const i of inputs) {
    if (ids.has(i.def.id)) throw new Error(`duplicate dataset id ${i.def.id}`);
    ids.add(i.def.id);
  }
  const datasets = inputs.map((i) => buildTable(i, options.hasher ?? PURE_HASHER));
  const aliases = buildAliasIndex(datasets.map((t) => ({ def: t.def, entities: t.entities })));
  const manifest: CatalogManifest = { v: 1, datasets: datasets.map(manifestEntry) };
  return {
    datasets, byId: new Map(datasets.map((t) => [t.def.id, t])), aliases, manifest,
    manifestSha256: sha256HexPure(canonicalJson(manifest)),
  };
}

/** Builds every lazy Merkle tree now (the server can call this after it starts listening). */
export function warmCatalog(catalog: Catalog): void {
  for (const t of catalog.datasets) void t.merkle.root;
}
