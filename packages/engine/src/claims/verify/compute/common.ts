import type { DatasetTable } from '../../catalog/create-catalog.ts';
import type { CmpOp } from '../../parse/lexicon.ts';
import type { ParsedClaim, Quantity } from '../../parse/parse-claim.ts';
import type { Season, TimePoint } from '../../parse/time.ts';
import { formatPoint, monthName, SEASON_MONTHS, seasonText } from '../../parse/time.ts';
import type { MetricDef } from '../../types.ts';
import { fmtPct, fmtSigned } from '../format.ts';
import type { ClaimTime, Resolved } from '../resolve.ts';
import { margin, pointScore, thresholdScore } from '../score.ts';
import { isMiss, valueAt, type Lookup, type Miss, type Point } from '../series.ts';

/** A number read from the data for one entity, kept for the evidence rows. */
export interface Read {
  entity: string;
  point: Point;
}

/** One reading's computation: what was compared with what, and how it scores. */
export interface Calc {
  id: string;
  label: string;
  isDefault: boolean;
  op: string;
  lhs: { label: string; value: number; unit: string };
  rhs: { label: string; value: number; unit: string };
  score: number;
  tied?: boolean;
  margin: string;
  reads: Read[];
  text: string;
  caveats: string[];
  capped?: string;
}

export type Computed = { calcs: Calc[] } | { miss: Miss };

export const WORD: Record<string, string> = { '>': 'above', '>=': 'at least', '<': 'below', '<=': 'at most', '=': 'equal to' };

export function when(tp: TimePoint): string {
  if (tp.season) return seasonText(tp);
  return tp.day ? formatPoint(tp) : tp.month ? `${monthName(tp.month)} ${tp.year}` : String(tp.year);
}

export function dsName(t: DatasetTable): string {
  return `${t.def.original.publisher.split(/[,(]/)[0]!.trim()} (${t.def.file})`;
}

export function subject(entity: string, r: Resolved): string {
  if (r.table.def.entity.fixed && r.table.def.entity.kind === 'place') return entity === 'Global' ? 'global' : entity;
  return entity.replace(/_/g, ' ');
}

/** The claimed number in the metric's unit, or undefined when the units cannot match. */
export function claimed(q: Quantity, metric: MetricDef): number | undefined {
  if (metric.unit === '%') return q.value;
  if (q.percent) return undefined;
  const physical = ['°C', 'mm', 'ppm', 'MWh'];
  if (q.unit && physical.includes(q.unit) && q.unit !== metric.unit) return undefined;
  return q.value;
}

export function marginText(actual: number, target: number, unit: string): string {
  const d = actual - target;
  // A difference of two percentages is in percentage points.
  if (unit === '%') return fmtSigned(d, 'pp');
  const rel = target !== 0 ? ` (${fmtPct(d / Math.abs(target))})` : '';
  return `${fmtSigned(d, unit)}${rel}`;
}

/** Threshold or point score for actual vs claimed under op (claims.md §4). */
export function scoreOp(actual: number, c: number, op: CmpOp, metric: MetricDef, q: Quantity | undefined, hedge: ParsedClaim['hedge']): { score: number; holds: boolean } {
  const sigma = metric.sigma;
  if (op === '=') {
    const abs = sigma.kind === 'abs';
    const e = abs ? Math.abs(c - actual) : Math.abs(c - actual) / Math.max(Math.abs(actual), 1e-12);
    let t: number;
    if (hedge === 'about') t = abs ? Math.max(sigma.value, 0.05 * Math.abs(c)) : 0.05;
    else {
      const half = q ? q.precision : 0;
      t = abs ? Math.max(half, 0.005 * Math.abs(actual)) : Math.max(half / Math.max(Math.abs(c), 1e-12), 0.005);
    }
    const score = pointScore(e, t);
    return { score, holds: e <= t };
  }
  const dir = op === '>' || op === '>=' ? 1 : -1;
  const m = margin(actual, c, dir, sigma);
  // Strict ">" with an exact tie is not met; "at least" is.
  const holds = op === '>' ? actual > c : op === '>=' ? actual >= c : op === '<' ? actual < c : actual <= c;
  const score = thresholdScore(holds && m === 0 ? 0 : m, sigma.value);
  return { score: holds ? Math.max(score, 0.9) : Math.min(score, 0.45), holds };
}

export function read(r: Resolved, entity: string, tp: TimePoint | null, agg?: 'mean' | 'sum' | 'max' | 'min'): Lookup {
  if (r.derived === 'count_days' && tp) return rainyDays(r, entity, tp);
  return valueAt(r.table, r.metric, entity, tp, agg);
}

/** Days with precipitation > 0 mm in a year (claims.md §3 default "rainy day"). */
export function rainyDays(r: Resolved, entity: string, tp: TimePoint): Lookup {
  const total = valueAt(r.table, r.metric, entity, tp, 'sum');
  if (isMiss(total)) return total;
  const wet = total.rows.filter((i) => (r.table.columns.get(r.metric.column)?.[i] ?? 0) > 0);
  return { value: wet.length, rows: total.rows, label: `days with precipitation > 0 mm in ${when(tp)} (of ${total.rows.length})` };
}

export function unitOf(r: Resolved): string {
  return r.derived === 'count_days' ? 'days' : r.metric.unit;
}


/** A month or a season of no particular year ("in December", "in summer"), read in every year the data has it whole. */
export type Recurring = { month: number } | { season: Season };

export function recurringOf(t: ClaimTime): Recurring[] | undefined {
  if (t.kind === 'month') return t.months!.map((month) => ({ month }));
  if (t.kind === 'season') return t.seasons!.map((season) => ({ season }));
  return undefined;
}

/** "December", "summer (June–August)". */
export function recurringName(x: Recurring): string {
  return 'month' in x ? monthName(x.month) : `${x.season} (${SEASON_MONTHS[x.season]})`;
}

/** A year of a recurring period as the user reads it: "2014", or for a winter "2013–14" (December 2013–February 2014). */
export function yearName(x: Recurring, y: number): string {
  return 'season' in x && x.season === 'winter' ? `${y - 1}–${String(y).slice(2)}` : String(y);
}

/** One calendar month (or season) in each year the dataset has it whole ("in December" with no year), by year. */
export function monthByYear(r: Resolved, entity: string, x: Recurring | number): Map<number, Point> {
  const rec = typeof x === 'number' ? { month: x } : x;
  const out = new Map<number, Point>();
  for (const year of r.table.years) {
    const v = read(r, entity, { year, ...rec });
    // A month with missing days is left out, as a year with missing days is from a yearly series.
    if (!isMiss(v) && !v.caveat) out.set(year, v);
  }
  return out;
}

/** The mean of a month over the given years: "mean of the December totals of 2012–2015 (4 years)". */
export function monthMean(r: Resolved, x: Recurring | number, byYear: ReadonlyMap<number, Point>, years: readonly number[]): Point {
  const rec = typeof x === 'number' ? { month: x } : x;
  const points = years.map((y) => byYear.get(y)!);
  const daily = r.table.def.time.grain === 'day';
  const value = points.reduce((s, p) => s + p.value, 0) / points.length;
  const rows = points.flatMap((p) => p.rows);
  if ('month' in rec) {
    const each = r.derived === 'count_days' ? 'counts' : !daily ? 'values' : r.metric.yearAgg === 'sum' ? 'totals' : 'means';
    const span = years.length === 1 ? String(years[0]) : `${years[0]}–${years.at(-1)}`;
    return { value, rows, label: `mean of the ${monthName(rec.month)} ${each} of ${span} (${years.length} year${years.length === 1 ? '' : 's'})` };
  }
  // A season's value in a year is a total or mean of its three months, whatever the grain.
  const each = r.derived === 'count_days' ? 'counts' : r.metric.yearAgg === 'sum' ? 'totals' : 'means';
  const first = yearName(rec, years[0]!);
  const span = years.length === 1 ? first : rec.season === 'winter' ? `${first} to ${yearName(rec, years.at(-1)!)}` : `${years[0]}–${years.at(-1)}`;
  const n = `${years.length} ${rec.season === 'winter' ? 'winter' : 'year'}${years.length === 1 ? '' : 's'}`;
  // Say which years are not in the mean, and why: a season is never read from part of it.
  const out = r.table.years.filter((y) => !years.includes(y));
  const list = (ys: number[]): string => ys.map((y) => (out.length <= 3 ? seasonText({ year: y, season: rec.season }) : yearName(rec, y))).join(', ');
  const missing = out.filter((y) => !byYear.has(y));
  const unmatched = out.filter((y) => byYear.has(y));
  const why = [
    ...(missing.length ? [`not all three months in ${r.table.def.file}: ${out.length <= 3 ? '' : `${rec.season} `}${list(missing)}`] : []),
    ...(unmatched.length ? [`not whole on the other side of the comparison: ${out.length <= 3 ? '' : `${rec.season} `}${list(unmatched)}`] : []),
  ];
  return {
    value, rows, label: `mean of the ${recurringName(rec)} ${each} of ${span} (${n})`,
    ...(why.length ? { caveat: `Left out, ${why.join('; ')}.` } : {}),
  };
}
