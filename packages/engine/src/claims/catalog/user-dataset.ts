/**
 * A user's uploaded table as a catalog of one: bytes → checked rows → typed columns → DatasetDef.
 * Pure (no fs, no node:crypto) so the server, tests and the browser's preview share one reading.
 */
import { normPhrase } from '../parse/text.ts';
import { detectConcept } from '../parse/lexicon.ts';
import type { Cell, DatasetDef, MetricDef, Row } from '../types.ts';
import { countryCode } from './aliases.ts';
import { columnNames, decodeUtf8, inferColumns, ISO_DATE, readRows, UploadProblem, YEAR, type UploadFormat, type UserColumn, type UserDatasetSpec } from './user-table.ts';
import { ownEntry } from '../../own-entry.ts';

export * from './user-table.ts';

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
  // A loop, not Math.min(...years): a 20 MB file has more rows than the call stack has room for arguments.
  let y0 = Infinity;
  let y1 = -Infinity;
  if (spec.timeColumn !== null) {
    for (const r of rows) {
      const y = Number(String(r[spec.timeColumn]).slice(0, 4));
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
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
  // A CSV row holds every column. A JSON row may leave keys out, and a row without a "toString"
  // cell must not read Object.prototype's: its keys are checked as its own.
  const complete = choices.format === 'csv';
  const rows: Row[] = raw.map((r) => {
    const full: Row = {};
    for (const n of names) full[n] = complete || Object.hasOwn(r, n) ? (r[n] ?? null) : null;
    return full;
  });
  normaliseEntityCells(rows, choices.entityColumn !== null && names.includes(choices.entityColumn) ? choices.entityColumn : null);
  normaliseTimeCells(rows, choices.timeColumn !== null && names.includes(choices.timeColumn) ? choices.timeColumn : null);
  const inferred = inferColumns(rows, names);
  const columns = inferred.map((c): UserColumn => {
    const unit = ownEntry(choices.units, c.name);
    return { ...c, ...(unit ? { unit } : {}), ...(choices.sumColumns.includes(c.name) ? { yearAgg: 'sum' as const } : {}) };
  });
  const spec: UserDatasetSpec = {
    id: choices.id, name: choices.name, file: choices.file, format: choices.format,
    entityColumn: choices.entityColumn, timeColumn: choices.timeColumn, columns,
  };
  checkSpec(spec, rows);
  return { spec, rows, def: userDatasetDef(spec, rows) };
}
