/**
 * A user's uploaded table as a catalog of one: bytes → checked rows → typed columns → DatasetDef.
 * Pure (no fs, no node:crypto) so the server, tests and the browser's preview share one reading.
 */
import { normPhrase } from '../parse/text.ts';
import { detectConcept } from '../parse/lexicon.ts';
import type { Cell, DatasetDef, MetricDef, Row } from '../types.ts';
import { countryCode } from './aliases.ts';
import { parseCsv, parseJsonRows } from './parse-text.ts';

export type UploadFormat = 'csv' | 'json';

export type UploadProblemCode =
  | 'bad_encoding' | 'ragged_rows' | 'unknown_type' | 'mixed_types' | 'empty' | 'not_rows'
  | 'too_many_columns' | 'bad_header' | 'bad_time' | 'bad_column';

/** A problem with the uploaded file itself (HTTP 422), named precisely enough to fix. */
export class UploadProblem extends Error {
  constructor(readonly code: UploadProblemCode, message: string) {
    super(message);
    this.name = 'UploadProblem';
  }
}

export type ColumnType = 'number' | 'text' | 'year' | 'date' | 'empty';

export interface UserColumn {
  name: string;
  type: ColumnType;
  /** Unit of a numeric column as the user named it ("USD", "%", "kg"). */
  unit?: string;
  /** How one year of sub-annual values is read: mean (levels, default) or sum (flows such as sales). */
  yearAgg?: 'mean' | 'sum';
}

export interface UserDatasetSpec {
  id: string;
  name: string;
  file: string;
  format: UploadFormat;
  entityColumn: string | null;
  timeColumn: string | null;
  columns: UserColumn[];
}

export const MAX_COLUMNS = 100;
const YEAR = /^\d{4}$/;
const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** UTF-8 bytes → text; invalid UTF-8 (a Latin-1 or UTF-16 export) is refused with the byte offset. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    if (text.includes('\u0000')) throw new UploadProblem('bad_encoding', 'The file contains NUL bytes: it looks like UTF-16 or a binary file. Save it as UTF-8 CSV or JSON.');
    return text;
  } catch (e) {
    if (e instanceof UploadProblem) throw e;
    const at = firstInvalidUtf8(bytes);
    throw new UploadProblem('bad_encoding', `The file is not valid UTF-8 (first bad byte at offset ${at}). Save it as UTF-8 and upload it again.`);
  }
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  const dec = new TextDecoder('utf-8', { fatal: true });
  // Binary search on prefixes would split characters; a linear scan by code point is exact and only runs on failure.
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const len = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (len === 0) return i;
    try { dec.decode(bytes.subarray(i, i + len)); } catch { return i; }
    i += len;
  }
  return i;
}

/** Parses the text into flat rows; every structural problem becomes an UploadProblem naming the row. */
export function readRows(text: string, format: UploadFormat): Row[] {
  let rows: Row[];
  try {
    rows = format === 'csv' ? parseCsv(text) : parseJsonRows(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (/^CSV row/.test(msg)) throw new UploadProblem('ragged_rows', `${msg}: every row needs the same number of fields as the header.`);
    if (/is not a string, finite number or null/.test(msg)) throw new UploadProblem('unknown_type', `${msg} (nested objects, arrays and booleans are not supported).`);
    if (/not an object|must be an array/.test(msg)) throw new UploadProblem('not_rows', `${msg}: send a JSON array of flat objects, one per row.`);
    throw new UploadProblem('not_rows', `The JSON could not be read: ${msg}.`);
  }
  if (rows.length === 0) throw new UploadProblem('empty', 'The file has a header but no data rows.');
  return rows;
}

/** Column names in first-seen order (JSON rows may omit keys; a missing key is an empty cell). */
export function columnNames(rows: readonly Row[], format: UploadFormat): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    for (const k of Object.keys(r)) if (!seen.has(k)) { seen.add(k); names.push(k); }
    if (format === 'csv') break;
  }
  if (names.length > MAX_COLUMNS) throw new UploadProblem('too_many_columns', `The file has ${names.length} columns; at most ${MAX_COLUMNS} are supported.`);
  names.forEach((n, i) => {
    if (n.trim() === '') throw new UploadProblem('bad_header', `Column ${i + 1} has no name in the header.`);
  });
  return names;
}

/**
 * Infers each column's type. A column is numeric when every non-empty cell is a number, text
 * when none is; a column that mixes both (a stray "n/a" among numbers) is refused, naming the cell,
 * because silently dropping it would change totals and averages.
 */
export function inferColumns(rows: readonly Row[], names: readonly string[]): UserColumn[] {
  return names.map((name) => {
    let nums = 0;
    let texts = 0;
    let firstNum = -1;
    let firstText = -1;
    let years = 0;
    let dates = 0;
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i]![name];
      if (v === null || v === undefined) continue;
      if (typeof v === 'number') {
        nums++;
        if (firstNum < 0) firstNum = i;
        if (Number.isInteger(v) && v >= 1000 && v <= 2999) years++;
      } else {
        texts++;
        if (firstText < 0) firstText = i;
        if (ISO_DATE.test(v)) dates++;
      }
    }
    if (nums === 0 && texts === 0) return { name, type: 'empty' };
    if (nums > 0 && texts > 0) {
      const [minority, i] = nums >= texts ? ['text', firstText] : ['number', firstNum];
      const cell = rows[i]![name];
      // A text column that happens to hold some numbers (codes, names like "7-Eleven") is still text.
      if (minority === 'number') return { name, type: dates === texts ? 'date' : 'text' };
      throw new UploadProblem('mixed_types', `Column "${name}" holds numbers but row ${i + 1} has ${JSON.stringify(cell)}. Leave the cell empty for a missing value.`);
    }
    if (nums > 0) return { name, type: years === nums && /year|yr|jahr|año|annee/i.test(name) ? 'year' : 'number' };
    return { name, type: dates === texts ? 'date' : 'text' };
  });
}

/** Checks the user's choices against the columns: names exist, roles make sense, time cells parse. */
export function checkSpec(spec: UserDatasetSpec, rows: readonly Row[]): void {
  const byName = new Map(spec.columns.map((c) => [c.name, c]));
  if (spec.entityColumn !== null) {
    const c = byName.get(spec.entityColumn);
    if (!c) throw new UploadProblem('bad_column', `entityColumn: the file has no column "${spec.entityColumn}".`);
    if (spec.entityColumn === spec.timeColumn) throw new UploadProblem('bad_column', 'entityColumn and timeColumn must be different columns.');
  }
  if (spec.timeColumn !== null) {
    const c = byName.get(spec.timeColumn);
    if (!c) throw new UploadProblem('bad_column', `timeColumn: the file has no column "${spec.timeColumn}".`);
    for (let i = 0; i < rows.length; i++) {
      const v = rows[i]![spec.timeColumn];
      const ok = typeof v === 'number' ? Number.isInteger(v) && v >= 1000 && v <= 2999 : typeof v === 'string' && (YEAR.test(v) || ISO_DATE.test(v));
      if (!ok) throw new UploadProblem('bad_time', `timeColumn "${spec.timeColumn}": row ${i + 1} has ${JSON.stringify(v ?? null)}; use a year (2021) or an ISO date (2021-03 or 2021-03-31).`);
    }
  }
  if (metricColumns(spec).length === 0) throw new UploadProblem('bad_column', 'The file has no numeric column besides the entity and time columns, so there is nothing to verify.');
}

function metricColumns(spec: UserDatasetSpec): UserColumn[] {
  return spec.columns.filter((c) => c.name !== spec.entityColumn && c.name !== spec.timeColumn && (c.type === 'number' || c.type === 'year'));
}

function timeGrain(rows: readonly Row[], column: string): 'year' | 'month' | 'day' {
  let grain: 'year' | 'month' | 'day' = 'year';
  for (const r of rows) {
    const v = r[column];
    if (typeof v !== 'string') continue;
    const m = ISO_DATE.exec(v);
    if (m?.[3]) return 'day';
    if (m?.[2]) grain = 'month';
  }
  return grain;
}

/** Time cells as stored: years as numbers, so "2021" and 2021 hash and compare alike. */
export function normaliseTimeCells(rows: Row[], timeColumn: string | null): void {
  if (timeColumn === null) return;
  for (const r of rows) {
    const v = r[timeColumn];
    if (typeof v === 'string' && YEAR.test(v)) r[timeColumn] = Number(v);
  }
}

/** Entity names as text (a numeric store id 12 is the entity "12"). */
export function normaliseEntityCells(rows: Row[], entityColumn: string | null): void {
  if (entityColumn === null) return;
  for (const r of rows) {
    const v: Cell | undefined = r[entityColumn];
    r[entityColumn] = v === null || v === undefined ? '' : String(v);
  }
}

function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_\-.]+/g, ' ').trim();
}

/** The DatasetDef that lets the shared verifier read a user's table: metrics from columns, aliases from entity values. */
export function userDatasetDef(spec: UserDatasetSpec, rows: readonly Row[]): DatasetDef {
  const metrics: MetricDef[] = metricColumns(spec).map((c) => {
    const label = words(c.name);
    const unit = (c.unit ?? '').trim();
    const percent = unit === '%' || /^(?:percent|pct|pp)$/i.test(unit);
    const lexicon = detectConcept(label);
    const kw = new Set<string>([label, c.name, normPhrase(label)]);
    // "net_revenue" is also named by its last word in a claim ("revenue").
    const last = label.split(' ').pop();
    if (last && last.length > 2 && label.includes(' ')) kw.add(last);
    return {
      id: `user.${normPhrase(label).replace(/ /g, '_') || 'value'}`,
      column: c.name,
      label,
      unit,
      concepts: [`user:${spec.id}:${c.name}`, ...(lexicon ? [lexicon] : [])],
      keywords: [...kw].filter((k) => k.trim().length > 0),
      sigma: percent ? { kind: 'abs', value: 1 } : { kind: 'rel', value: 0.05 },
      yearAgg: c.yearAgg ?? 'mean',
    };
  });
  const entityValues = spec.entityColumn === null ? [] : [...new Set(rows.map((r) => String(r[spec.entityColumn!] ?? '')))];
  const countries = entityValues.filter((v) => countryCode(v) !== undefined).length;
  const kind = entityValues.length > 0 && countries / entityValues.length >= 0.8 ? 'country' : 'series';
  const years = spec.timeColumn === null ? [] : rows.map((r) => Number(String(r[spec.timeColumn!]).slice(0, 4)));
  const y0 = years.length ? Math.min(...years) : 0;
  const y1 = years.length ? Math.max(...years) : 0;
  const grain = spec.timeColumn === null ? 'snapshot' : timeGrain(rows, spec.timeColumn);
  const coverage = [
    spec.entityColumn === null ? spec.name : `${entityValues.length} ${spec.entityColumn} value${entityValues.length === 1 ? '' : 's'}`,
    spec.timeColumn === null ? 'undated' : `${y0}–${y1}${grain === 'year' ? '' : ` (${grain}ly)`}`,
    `${rows.length} rows`,
  ].join(', ');
  return {
    id: spec.id,
    title: spec.name,
    file: spec.file,
    format: spec.format,
    entity: spec.entityColumn === null
      ? { fixed: spec.name, kind: 'series', noun: 'series', complete: true }
      : { column: spec.entityColumn, kind, noun: words(spec.entityColumn).toLowerCase() || 'entity', complete: true },
    time: spec.timeColumn === null
      ? { kind: 'snapshot', grain: 'snapshot', snapshotLabel: 'undated' }
      : grain === 'year'
        ? { kind: 'year', column: spec.timeColumn, grain: 'year' }
        : { kind: 'date', column: spec.timeColumn, grain },
    metrics,
    original: { publisher: 'Uploaded by its owner', url: 'about:blank' },
    licence: { name: 'Private dataset', url: 'about:blank' },
    attribution: `Your dataset "${spec.name}" (${spec.file})`,
    caveats: ['The data was uploaded by its owner; Verity checked it against the rows as uploaded, not against an outside source.'],
    coverageText: coverage,
  };
}

export interface UploadChoices {
  id: string;
  name: string;
  file: string;
  format: UploadFormat;
  entityColumn: string | null;
  timeColumn: string | null;
  /** Units by column name; columns not listed have no unit. */
  units: Record<string, string>;
  /** Columns whose yearly value is a total of sub-annual rows (sales), not a mean (levels). */
  sumColumns: string[];
}

export interface PreparedUpload {
  spec: UserDatasetSpec;
  /** Every row carries every column (null when missing), so its Merkle leaf is the same however it is stored. */
  rows: Row[];
  def: DatasetDef;
}

/** Bytes → rows → typed columns → the user's choices checked → a DatasetDef; throws UploadProblem. */
export function prepareUpload(bytes: Uint8Array, choices: UploadChoices): PreparedUpload {
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new UploadProblem('empty', 'The file is empty.');
  const raw = readRows(text, choices.format);
  const names = columnNames(raw, choices.format);
  for (const c of [...Object.keys(choices.units), ...choices.sumColumns]) {
    if (!names.includes(c)) throw new UploadProblem('bad_column', `units: the file has no column "${c}" (columns: ${names.join(', ')}).`);
  }
  const rows: Row[] = raw.map((r) => {
    const full: Row = {};
    for (const n of names) full[n] = r[n] ?? null;
    return full;
  });
  normaliseEntityCells(rows, choices.entityColumn !== null && names.includes(choices.entityColumn) ? choices.entityColumn : null);
  normaliseTimeCells(rows, choices.timeColumn !== null && names.includes(choices.timeColumn) ? choices.timeColumn : null);
  const inferred = inferColumns(rows, names);
  const columns = inferred.map((c): UserColumn => {
    const unit = choices.units[c.name];
    return { ...c, ...(unit ? { unit } : {}), ...(choices.sumColumns.includes(c.name) ? { yearAgg: 'sum' as const } : {}) };
  });
  const spec: UserDatasetSpec = {
    id: choices.id, name: choices.name, file: choices.file, format: choices.format,
    entityColumn: choices.entityColumn, timeColumn: choices.timeColumn, columns,
  };
  checkSpec(spec, rows);
  return { spec, rows, def: userDatasetDef(spec, rows) };
}
