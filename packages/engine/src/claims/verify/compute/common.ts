import type { DatasetTable } from '../../catalog/create-catalog.ts';
import type { CmpOp } from '../../parse/lexicon.ts';
import type { ParsedClaim, Quantity } from '../../parse/parse-claim.ts';
import type { Season, TimePoint } from '../../parse/time.ts';
import { formatPoint, monthName, SEASON_MONTHS, seasonText } from '../../parse/time.ts';
import type { MetricDef } from '../../types.ts';
import { fmtApart, fmtNumber, fmtPct, fmtValue } from '../format.ts';
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
  /** The text for the summary where `text` lists many periods (the evidence keeps the full list). */
  brief?: string;
  caveats: string[];
  capped?: string;
  /** Shown beside the default for context, not a reading of the claim: it never makes the verdict depend on it. */
  context?: boolean;
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

/** Units of a scale whose zero is a convention (°C, °F, and anomalies in them): ratios of its values mean nothing. */
const NO_TRUE_ZERO_UNIT = /^(?:°\s?[cf]|deg(?:rees?)?\s?[cf]|degrees? (?:celsius|fahrenheit)|celsius|fahrenheit)$/i;

/**
 * Why a ratio or percent change of the metric cannot be verified ("temperatures doubled"), or undefined
 * when its scale has a true zero. Decided from the unit, so a user dataset in °F is covered too.
 */
export function noTrueZero(metric: MetricDef, what: string, example: (unit: string) => string): Miss | undefined {
  if (!NO_TRUE_ZERO_UNIT.test(metric.unit.trim())) return undefined;
  return {
    fail: 'ambiguous',
    message: `${metric.label[0]!.toUpperCase()}${metric.label.slice(1)} is measured in ${metric.unit}, a scale without a true zero, so ${what} of it has no meaning (it would change with the scale's zero point). State it in ${metric.unit} instead, e.g. "${example(metric.unit)}".`,
  };
}

/** The claimed number in the metric's unit, or undefined when the units cannot match. */
export function claimed(q: Quantity, metric: MetricDef): number | undefined {
  if (metric.unit === '%') return q.value;
  if (q.percent) return undefined;
  const physical = ['°C', 'mm', 'ppm', 'MWh'];
  if (q.unit && physical.includes(q.unit) && q.unit !== metric.unit) return undefined;
  return q.value;
}

/** The unit a difference of two values is in: percentage points for a percentage (claims.md §4), else the value's. */
export function diffUnit(unit: string): string {
  return unit === '%' ? 'pp' : unit;
}

/**
 * How far a stated value is from the data's: "+17.6 % off" relative to the data, but for a percentage in
 * percentage points ("+1.8 percentage points off"), as its σ is (a relative figure of a rate misleads).
 */
export function offText(stated: number, actual: number, unit: string): string {
  if (stated === actual) return 'exactly';
  if (unit !== '%') return `${fmtPct((stated - actual) / Math.max(Math.abs(actual), 1e-12))} off`;
  const d = stated - actual;
  const [abs] = fmtApart([Math.abs(d), 0], 'pp');
  return `${d >= 0 ? '+' : '-'}${abs} off`;
}

export function marginText(actual: number, target: number, unit: string): string {
  const d = actual - target;
  // A difference of two percentages is in percentage points. One too small for the usual rounding is
  // printed with the digits that show it, never as "+0".
  const [abs] = fmtApart([Math.abs(d), 0], unit === '%' ? 'pp' : unit);
  const signed = `${d >= 0 ? '+' : '-'}${abs}`;
  if (unit === '%') return signed;
  return target !== 0 ? `${signed} (${fmtPct(d / Math.abs(target))})` : signed;
}

/**
 * The step the metric's values are recorded in (the coarser of the entities' columns), in its unit; 0 for a
 * count of days, which is exact.
 */
export function recordedStep(r: Resolved, entities: readonly string[]): number {
  if (r.derived === 'count_days') return 0;
  const cols = r.metric.column === '*' ? entities : [r.metric.column];
  return Math.max(0, ...cols.map((c) => r.table.steps.get(c) ?? 0)) * Math.abs(r.metric.scale ?? 1);
}

/** The precision two read values are told apart at: the recorded step, grown for totals by the readings in them. */
export interface TieStep {
  step: number;
  /** Readings summed into the larger total (1 for single values and means). */
  n: number;
  /** The step each reading is recorded in. */
  recorded: number;
}

/**
 * The tie step of two or more reads. A mean of readings recorded to step s is off by at most s/2. A total of n
 * of them adds n rounding errors, each within ±s/2 and as likely up as down: they cancel in part, and their sum
 * spreads as √n, not n (the worst case, n·s/2, would tie yearly rainfall totals 1 % apart). So a total ties
 * within √n·s/2, which is s/2 for a single reading.
 */
export function tieStep(r: Resolved, reads: readonly Read[]): TieStep {
  const n = Math.max(1, ...reads.map((x) => x.point.summed ?? 1));
  const recorded = recordedStep(r, reads.map((x) => x.entity));
  return { step: recorded * Math.sqrt(n), n, recorded };
}

/**
 * claims.md §4 "a tie within data precision": two values from readings recorded to a step cannot be ranked
 * on a difference below half of it (a mean or total of rounded readings carries that much doubt).
 */
export function tiedWithin(a: number, b: number, t: TieStep): boolean {
  return a === b || Math.abs(a - b) < t.step / 2;
}

/** Why two values that differ are called tied: "0.01 °C apart, less than half the 0.1 °C step …". */
export function tieText(a: number, b: number, t: TieStep, unit: string): string {
  if (a === b) return 'equal';
  const u = unit === '%' ? 'pp' : unit;
  const d = Math.abs(a - b);
  // two significant digits: the gap is below the printed precision by definition
  const gap = fmtValue(d, u, Math.max(2, Math.ceil(-Math.log10(d)) + 1));
  if (t.n > 1) return `${gap} apart, less than the ${fmtValue(t.step / 2, u)} that rounding adds up to in a total of ${fmtNumber(t.n)} readings each recorded to ${fmtValue(t.recorded, u)} (half a step times √${fmtNumber(t.n)})`;
  return `${gap} apart, less than half the ${fmtValue(t.step, u)} step the data is recorded in`;
}

/** A flow (a yearly total such as rainfall, or a count of days) adds up over a period; a level averages. */
export function isFlow(r: Pick<Resolved, 'metric' | 'derived'>): boolean {
  return r.metric.yearAgg === 'sum' || r.derived === 'count_days';
}

/** Threshold or point score for actual vs claimed under op (claims.md §4). */
/**
 * How far a stated value may be off and still hold (claims.md §4 point/approximate): 5 % for hedged numbers, else
 * half a unit of the last stated digit (at least 0.5 %); relative, or in the unit when σ is absolute.
 */
export function pointTolerance(actual: number, c: number, metric: MetricDef, q: Quantity | undefined, hedge: ParsedClaim['hedge']): number {
  const sigma = metric.sigma;
  const abs = sigma.kind === 'abs';
  if (hedge === 'about') return abs ? Math.max(sigma.value, 0.05 * Math.abs(c)) : 0.05;
  const half = q ? q.precision : 0;
  return abs ? Math.max(half, 0.005 * Math.abs(actual)) : Math.max(half / Math.max(Math.abs(c), 1e-12), 0.005);
}

/**
 * The largest value that is below c and not read as c: "not 20% wetter" holds below it. Relative tolerances are
 * of the value read (|c − a| / |a| ≤ t), so the bound is c / (1 + t).
 */
export function belowTolerance(c: number, metric: MetricDef, q: Quantity | undefined, hedge: ParsedClaim['hedge']): number {
  const t = pointTolerance(c, c, metric, q, hedge);
  if (metric.sigma.kind === 'abs') return c - t;
  return c > 0 ? c / (1 + t) : c - t * Math.abs(c);
}

export function scoreOp(actual: number, c: number, op: CmpOp, metric: MetricDef, q: Quantity | undefined, hedge: ParsedClaim['hedge']): { score: number; holds: boolean } {
  const sigma = metric.sigma;
  if (op === '=') {
    const abs = sigma.kind === 'abs';
    const e = abs ? Math.abs(c - actual) : Math.abs(c - actual) / Math.max(Math.abs(actual), 1e-12);
    const t = pointTolerance(actual, c, metric, q, hedge);
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
  const [from, to] = r.time.years ?? [-Infinity, Infinity];
  for (const year of r.table.years) {
    if (year < from || year > to) continue;
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
  // A mean of totals is off by as much as its totals are.
  const n = Math.max(1, ...points.map((p) => p.summed ?? 1));
  const summed = n > 1 ? { summed: n } : {};
  if ('month' in rec) {
    const each = r.derived === 'count_days' ? 'counts' : !daily ? 'values' : r.metric.yearAgg === 'sum' ? 'totals' : 'means';
    const span = years.length === 1 ? String(years[0]) : `${years[0]}–${years.at(-1)}`;
    return { value, rows, ...summed, label: `mean of the ${monthName(rec.month)} ${each} of ${span} (${years.length} year${years.length === 1 ? '' : 's'})` };
  }
  // A season's value in a year is a total or mean of its three months, whatever the grain.
  const each = r.derived === 'count_days' ? 'counts' : r.metric.yearAgg === 'sum' ? 'totals' : 'means';
  const first = yearName(rec, years[0]!);
  const span = years.length === 1 ? first : rec.season === 'winter' ? `${first} to ${yearName(rec, years.at(-1)!)}` : `${years[0]}–${years.at(-1)}`;
  const count = `${years.length} ${rec.season === 'winter' ? 'winter' : 'year'}${years.length === 1 ? '' : 's'}`;
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
    value, rows, ...summed, label: `mean of the ${recurringName(rec)} ${each} of ${span} (${count})`,
    ...(why.length ? { caveat: `Left out, ${why.join('; ')}.` } : {}),
  };
}

/** One period of a stated range ("2013", "March 2014", "summer 2014") with its value. */
export interface RangePart {
  name: string;
  point: Point;
}

/** A stated range read period by period, every period whole; `total` is their total or mean. */
export interface RangeRead {
  /** The periods: years, months, or one season of each year. */
  unit: 'year' | 'month' | 'season';
  parts: RangePart[];
  total: Point;
  /** "2012–2015", "January 2013–March 2014", "the summers (June–August) of 2012–2015". */
  span: string;
  /** What one period is called: "year", "month", "summer". */
  each: string;
  /** "every year of 2012–2015", "every summer (June–August) of 2012–2015". */
  every: string;
}

/** The whole-period points of a range, in order: its years, its months when an end names one, or a season of each year. */
function rangePeriods(r: Resolved, from: TimePoint, to: TimePoint): { unit: RangeRead['unit']; points: TimePoint[] } | undefined {
  if (from.day !== undefined || to.day !== undefined) return undefined;
  if (from.season || to.season) {
    if (from.season !== to.season) return undefined;
    const points: TimePoint[] = [];
    for (let y = from.year; y <= to.year; y++) points.push({ year: y, season: from.season! });
    return { unit: 'season', points };
  }
  if (from.month !== undefined || to.month !== undefined) {
    const points: TimePoint[] = [];
    for (let k = from.year * 12 + (from.month ?? 1) - 1; k <= to.year * 12 + (to.month ?? 12) - 1; k++) points.push({ year: Math.floor(k / 12), month: (k % 12) + 1 });
    return { unit: 'month', points };
  }
  // Data observed every few years (censuses) has only its observation years in a range.
  const step = r.table.def.time.stepYears;
  const points: TimePoint[] = [];
  for (let y = from.year; y <= to.year; y++) if (!step || r.table.years.includes(y)) points.push({ year: y });
  return { unit: 'year', points };
}

/**
 * "from 2012 to 2015": every year of the range (or month, or season of each year), each whole, and their
 * total (flows such as precipitation) or mean (levels). A period that is missing or not whole makes the
 * range unreadable, and the answer names it: a range is never read from part of it.
 */
export function readRange(r: Resolved, entity: string, from: TimePoint, to: TimePoint): RangeRead | Miss {
  const periods = rangePeriods(r, from, to);
  const file = r.table.def.file;
  if (!periods) return { fail: 'ambiguous', message: `A range from ${when(from)} to ${when(to)} is not read as one period: name its ends as years, months, or one season (e.g. "from summer 2012 to summer 2015").` };
  const parts: RangePart[] = [];
  const missing: { name: string; why: string }[] = [];
  for (const tp of periods.points) {
    const name = tp.season ? seasonText(tp) : when(tp);
    const v = read(r, entity, tp);
    if (isMiss(v)) missing.push({ name, why: v.message });
    else if (v.caveat) missing.push({ name, why: v.caveat });
    else parts.push({ name, point: v });
  }
  const first = periods.points[0]!;
  const last = periods.points.at(-1)!;
  const years = periods.unit === 'season'
    ? `${yearName({ season: first.season! }, first.year)}${first.season === 'winter' ? ' to ' : '–'}${yearName({ season: first.season! }, last.year)}`
    : `${when(first)}–${when(last)}`;
  const span = periods.unit === 'season' ? `the ${first.season}s (${SEASON_MONTHS[first.season!]}) of ${years}` : years;
  const each = periods.unit === 'season' ? first.season! : periods.unit;
  const step = periods.unit === 'year' ? r.table.def.time.stepYears : undefined;
  const every = periods.unit === 'season' ? `every ${each} (${SEASON_MONTHS[first.season!]}) of ${years}` : `every ${step ? 'observed ' : ''}${each} of ${years}`;
  if (missing.length > 0 || parts.length === 0) {
    const names = missing.map((m) => m.name);
    return {
      fail: 'time_not_observed',
      message: `${file} does not have all of ${span} for ${subject(entity, r)}: ${listText(names)} ${names.length === 1 ? 'is' : 'are'} missing or not whole (${missing[0]?.why ?? 'no values'}); a range is not read from part of it.`,
    };
  }
  const sum = isFlow(r);
  const value = parts.reduce((s, x) => s + x.point.value, 0) / (sum ? 1 : parts.length);
  const n = `${parts.length} ${periods.unit === 'season' ? `${first.season}s` : `${periods.unit}s`}`;
  const means = r.table.def.time.grain === 'year' || periods.unit === r.table.def.time.grain ? 'values' : periods.unit === 'year' ? 'yearly means' : periods.unit === 'month' ? 'monthly means' : 'seasonal means';
  const label = r.derived === 'count_days' ? `days with precipitation > 0 mm, total over ${span} (${n})`
    : sum ? `total over ${span} (${n})` : `mean of the ${parts.length} ${means} of ${span}`;
  const observed = step ? ` (observed every ${step} years: ${listText(parts.map((x) => x.name))})` : '';
  const summed = sum ? parts.reduce((s, x) => s + (x.point.summed ?? 1), 0) : 1;
  return { unit: periods.unit, parts, span, each, every, total: { value, rows: parts.flatMap((x) => x.point.rows), label: label + observed, ...(summed > 1 ? { summed } : {}) } };
}

/** Up to this many periods (a year of months) are listed one by one in the summary; more are counted. */
export const LISTED_PERIODS = 12;

/**
 * The periods a claim about every period is not true in ("not in July 2014 (…), …"), or, where it holds in five or
 * fewer, those ("only in …"): at most five named, the rest counted.
 */
export function exceptionsText<T>(xs: readonly T[], ok: (x: T) => boolean, show: (x: T) => string): string {
  const good = xs.filter(ok);
  const bad = xs.filter((x) => !ok(x));
  if (bad.length === 0) return '';
  if (good.length === 0) return `in none of them`;
  // The few it holds in are named instead only where they fit the list in full.
  return bad.length > good.length && good.length <= 5 ? `only in ${listText(good.map(show))}` : `not in ${listText(bad.map(show))}`;
}

/** A calculation's text and brief rewritten alike. */
export function retext(c: Calc, f: (text: string) => string): Pick<Calc, 'text' | 'brief'> {
  return { text: f(c.text), ...(c.brief !== undefined ? { brief: f(c.brief) } : {}) };
}

/** "2012, 2013 and 2015". */
export function listText(xs: readonly string[]): string {
  if (xs.length > 6) return `${xs.slice(0, 5).join(', ')} and ${fmtNumber(xs.length - 5, 0)} more`;
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
}

/** A start and an end read under one definition of "from Y1 to Y2". */
export interface EndPair { id: string; label: string; a: Point; b: Point; isDefault: boolean }

/**
 * The two ends of "from Y1 to Y2" under each reading (claims.md §3): the annual means (totals) by default; for a
 * monthly or daily level also January→December, December→December, January→January and, for CO2, the seasonally adjusted
 * means, so that a claim holding under one and not another depends on the definition. Used by changes and by
 * claims that state both ends.
 */
export function endPairs(r: Resolved, entity: string, from: TimePoint, to: TimePoint): EndPair[] | Miss {
  const a = read(r, entity, from); if (isMiss(a)) return a;
  const b = read(r, entity, to); if (isMiss(b)) return b;
  const each = r.metric.yearAgg === 'sum' ? 'totals' : 'means';
  const label = from.season ? `${from.season} ${each} (${SEASON_MONTHS[from.season]})` : from.month || r.table.def.time.grain === 'year' ? 'values as published' : `annual ${each}`;
  const pairs: EndPair[] = [{ id: 'default', label, a, b, isDefault: true }];
  // Monthly and daily levels read "from Y1 to Y2" can also mean January→December or December→December (claims.md §3):
  // of daily data, those months' means.
  const grain = r.table.def.time.grain;
  if (!from.month && !to.month && !from.season && !to.season && (grain === 'month' || grain === 'day') && r.metric.yearAgg === 'mean') {
    const alt = (id: string, label: string, m1: number, m2: number): void => {
      const x = read(r, entity, { year: from.year, month: m1 });
      const y = read(r, entity, { year: to.year, month: m2 });
      if (!isMiss(x) && !isMiss(y)) pairs.push({ id, label, a: x, b: y, isDefault: false });
    };
    alt('jan_to_dec', `January ${from.year} to December ${to.year}`, 1, 12);
    alt('dec_to_dec', `December ${from.year} to December ${to.year}`, 12, 12);
    alt('jan_to_jan', `January ${from.year} to January ${to.year}`, 1, 1);
    const adjusted = r.table.def.metrics.find((m) => m.concepts.includes('co2_adjusted'));
    if (adjusted && adjusted.id !== r.metric.id) {
      const x = valueAt(r.table, adjusted, entity, from); const y = valueAt(r.table, adjusted, entity, to);
      if (!isMiss(x) && !isMiss(y)) pairs.push({ id: 'annual_mean_adjusted', label: 'annual means, seasonally adjusted', a: x, b: y, isDefault: false });
    }
  }
  return pairs;
}
