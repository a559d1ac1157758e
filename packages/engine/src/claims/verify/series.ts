import type { DatasetTable } from '../catalog/create-catalog.ts';
import type { TimePoint } from '../parse/time.ts';
import { formatPoint, monthName, seasonMonths, seasonText } from '../parse/time.ts';
import { datasetName } from './format.ts';
import type { Cell, MetricDef, ReasonCode } from '../types.ts';

/** One number read from the data, with the rows it came from. */
export interface Point {
  value: number;
  rows: number[];
  /** How it was read: "2005", "annual mean of 12 months of 2008", "total of 366 days of 2012". */
  label: string;
  caveat?: string;
  /** How many recorded values were added up into `value` (a total); absent for one value or a mean. */
  summed?: number;
}

export interface Miss {
  fail: ReasonCode;
  message: string;
}

export type Lookup = Point | Miss;
export const isMiss = (l: Lookup): l is Miss => 'fail' in l;

const EMPTY_ROWS = new Int32Array(0);

function dimsMatchEntries(dims: readonly [string, Cell | Cell[]][], row: Record<string, Cell>): boolean {
  for (const [k, want] of dims) {
    const v = row[k] ?? null;
    if (Array.isArray(want) ? !want.includes(v) : v !== want) return false;
  }
  return true;
}

/** The metric's value in one row, in the metric's unit (raw × scale). */
export function rowValue(t: DatasetTable, metric: MetricDef, entity: string, i: number): number {
  const col = metric.column === '*' ? entity : metric.column;
  const a = t.columns.get(col);
  return (a ? (a[i] as number) : NaN) * (metric.scale ?? 1);
}

export function matchesTime(t: DatasetTable, i: number, tp: TimePoint): boolean {
  return t.year[i] === tp.year && (tp.month === undefined || t.month[i] === tp.month) && (tp.day === undefined || t.day[i] === tp.day);
}

export function describe(tp: TimePoint): string {
  if (tp.season) return seasonText(tp);
  if (tp.day) return formatPoint(tp);
  if (tp.month) return `${monthName(tp.month)} ${tp.year}`;
  return String(tp.year);
}

export function coverageYears(t: DatasetTable): [number, number] | undefined {
  const y = t.years;
  return y.length ? [y[0] as number, y[y.length - 1] as number] : undefined;
}

/** Checks that a time can be read from this dataset, before any value is looked at. */
export function checkTime(t: DatasetTable, tp: TimePoint | null): Miss | undefined {
  const d = t.def;
  if (d.time.kind === 'snapshot') {
    return tp ? { fail: 'snapshot_has_no_year', message: `${datasetName(d)} is an ${d.time.snapshotLabel ?? 'undated snapshot'}: it has no value for ${describe(tp)}` } : undefined;
  }
  if (!tp) return undefined;
  const cov = coverageYears(t);
  if (!cov || tp.year < cov[0] || tp.year > cov[1]) {
    return { fail: 'time_out_of_range', message: `${d.file} covers ${d.coverageText}; ${describe(tp)} is outside it` };
  }
  if ((tp.month || tp.season) && d.time.grain === 'year') return { fail: 'time_not_observed', message: `${d.file} has yearly values only, not ${describe(tp)}` };
  if (tp.day && d.time.grain !== 'day') return { fail: 'time_not_observed', message: `${d.file} has no daily values` };
  if (d.time.grain === 'year' && !t.years.includes(tp.year)) {
    const before = [...t.years].reverse().find((y) => y < tp.year);
    const after = t.years.find((y) => y > tp.year);
    return { fail: 'time_not_observed', message: `${d.file} has no value for ${tp.year} (observations in ${before} and ${after}; values are not interpolated)` };
  }
  return undefined;
}

/** Latest year with a complete set of observations: what a claim with no time and no present-tense verb is read against. */
export function latestCompleteYear(t: DatasetTable): number | undefined {
  const expected = t.def.time.grain === 'month' ? 12 : t.def.time.grain === 'day' ? 365 : 1;
  const anyEntity = t.entities[0];
  if (anyEntity === undefined) return undefined;
  const rows = t.rowsByEntity.get(anyEntity) ?? new Int32Array();
  for (let k = t.years.length - 1; k >= 0; k--) {
    const y = t.years[k] as number;
    let n = 0;
    for (const i of rows) if (t.year[i] === y) n++;
    if (n >= expected) return y;
  }
  return undefined;
}

/**
 * The years a claim with no time is read over: the run of complete years that ends with the latest one (CO2:
 * 1965–2019, after 1964's gap), so a range read never meets a year the data has only in part.
 */
export function completeYearSpan(t: DatasetTable): [number, number] | undefined {
  const expected = t.def.time.grain === 'month' ? 12 : t.def.time.grain === 'day' ? 365 : 1;
  const anyEntity = t.entities[0];
  if (anyEntity === undefined) return undefined;
  const rows = t.rowsByEntity.get(anyEntity) ?? new Int32Array();
  const whole = (y: number): boolean => { let n = 0; for (const i of rows) if (t.year[i] === y) n++; return n >= expected; };
  let last: number | undefined;
  let first: number | undefined;
  for (let k = t.years.length - 1; k >= 0; k--) {
    const y = t.years[k] as number;
    if (whole(y)) { last ??= y; first = y; } else if (last !== undefined) break;
  }
  return last === undefined || first === undefined ? undefined : [first, last];
}

/**
 * The value of metric × entity at a time. Sub-annual data read "in YEAR" is the annual mean
 * (levels) or total (flows, e.g. precipitation), per metric.yearAgg. Snapshot: tp = null.
 */
export function valueAt(t: DatasetTable, metric: MetricDef, entity: string, tp: TimePoint | null, agg?: 'mean' | 'sum' | 'max' | 'min'): Lookup {
  const miss = checkTime(t, tp);
  if (miss) return miss;
  const rows: number[] = [];
  const values: number[] = [];
  let sum = 0;
  const all = t.rowsByEntity.get(entity) ?? EMPTY_ROWS;
  // One column look-up and one dims check set per call, not per row: this loop runs over up to a year of daily rows.
  const column = t.columns.get(metric.column === '*' ? entity : metric.column);
  const scale = metric.scale ?? 1;
  const dims = metric.dims ? Object.entries(metric.dims) : null;
  // A season is read from its three months, each of which must be there: a season is never read from part of it.
  const parts: TimePoint[] | null = tp?.season ? seasonMonths(tp) : tp ? [tp] : null;
  const when = tp ? describe(tp) : (t.def.time.snapshotLabel ?? 'snapshot');
  for (const part of parts ?? [null]) {
    const before = rows.length;
    // Rows are in time order: jump to the year instead of scanning the whole series.
    const [from, to] = part ? yearSpan(t, all, part.year) : [0, all.length];
    for (let k = from; k < to; k++) {
      const i = all[k] as number;
      if (part && !matchesTime(t, i, part)) continue;
      if (dims && !dimsMatchEntries(dims, t.rows[i] as Record<string, Cell>)) continue;
      const v = column ? (column[i] as number) * scale : NaN;
      if (!Number.isFinite(v)) continue;
      rows.push(i);
      values.push(v);
      sum += v;
    }
    if (tp?.season && part && rows.length === before) {
      const winter = tp.season === 'winter' && tp.decYear === undefined ? ` ("winter ${tp.year}" is read as the winter that ends in ${tp.year}; the one that starts in December ${tp.year} is "winter ${tp.year + 1}")` : '';
      return { fail: 'time_not_observed', message: `${t.def.file} has no ${metric.label} for ${entity} in ${describe(part)}, so ${when} is not whole${winter}` };
    }
  }
  if (rows.length === 0) return { fail: 'time_not_observed', message: `${t.def.file} has no ${metric.label} for ${entity} in ${when}` };
  // One observation per time, or several rows that add up (population by age × sex, income brackets).
  if (!tp || t.def.time.grain === 'year' || (!tp.season && granularityOf(tp) === t.def.time.grain)) {
    return { value: rows.length > 1 ? sum : (values[0] as number), rows, label: when, ...(rows.length > 1 ? { summed: rows.length } : {}) };
  }
  const how = agg ?? metric.yearAgg;
  const grain = t.def.time.grain;
  const expected = tp?.season
    ? (grain === 'month' ? 3 : seasonMonths(tp).reduce((n, x) => n + daysIn(x.year, x.month), 0))
    : tp?.month ? daysIn(tp.year, tp.month) : grain === 'month' ? 12 : daysInYear(tp?.year ?? 0);
  const unit = grain === 'month' ? 'months' : 'days';
  if (rows.length < expected) {
    if (how === 'sum') return { fail: 'time_not_observed', message: `${t.def.file} has only ${rows.length} of ${expected} ${unit} of ${when}: no total` };
    if (rows.length < expected * 0.75) return { fail: 'time_not_observed', message: `${t.def.file} has only ${rows.length} of ${expected} ${unit} of ${when}` };
  }
  const partial = rows.length < expected ? `${when} has ${rows.length} of ${expected} ${unit}` : undefined;
  if (how === 'max' || how === 'min') {
    // The extreme day (or month): its own row is the evidence.
    let best = 0;
    values.forEach((v, k) => { if (how === 'max' ? v > (values[best] as number) : v < (values[best] as number)) best = k; });
    const i = rows[best] as number;
    const at = formatPoint({ year: t.year[i] as number, month: t.month[i] as number, ...(t.day[i] ? { day: t.day[i] as number } : {}) });
    return { value: values[best] as number, rows: [i], label: `${how === 'max' ? 'highest' : 'lowest'} of ${rows.length} ${unit} of ${when}, on ${at}`, ...(partial ? { caveat: partial } : {}) };
  }
  return how === 'sum'
    ? { value: sum, rows, label: `total over ${rows.length} ${unit} of ${when}`, summed: rows.length, ...(partial ? { caveat: partial } : {}) }
    : { value: sum / rows.length, rows, label: `mean of ${rows.length} ${unit} of ${when}`, ...(partial ? { caveat: partial } : {}) };
}

/** [first, end) positions in a time-ordered row list whose year is `year`. */
function yearSpan(t: DatasetTable, sorted: Int32Array, year: number): [number, number] {
  const lower = (y: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((t.year[sorted[mid] as number] as number) < y) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lower(year), lower(year + 1)];
}

function granularityOf(tp: TimePoint): 'year' | 'month' | 'day' {
  return tp.day ? 'day' : tp.month ? 'month' : 'year';
}

function daysInYear(y: number): number {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 366 : 365;
}

function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Yearly series of a metric for an entity over [from, to], skipping years that cannot be read. */
export function yearlySeries(t: DatasetTable, metric: MetricDef, entity: string, from: number, to: number): { year: number; point: Point }[] {
  const out: { year: number; point: Point }[] = [];
  for (const y of t.years) {
    if (y < from || y > to) continue;
    const p = valueAt(t, metric, entity, { year: y });
    if (!isMiss(p) && !p.caveat) out.push({ year: y, point: p });
  }
  return out;
}
