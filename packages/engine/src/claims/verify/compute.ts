import type { DatasetTable } from '../catalog/create-catalog.ts';
import type { CmpOp } from '../parse/lexicon.ts';
import type { ParsedClaim, Quantity } from '../parse/parse-claim.ts';
import type { TimePoint } from '../parse/time.ts';
import { formatPoint, monthName } from '../parse/time.ts';
import type { MetricDef } from '../types.ts';
import { fmtNumber, fmtPct, fmtSigned, fmtValue } from './format.ts';
import type { Resolved } from './resolve.ts';
import { COVERAGE_CAP, extremeScore, margin, pointScore, thresholdScore } from './score.ts';
import { isMiss, valueAt, yearlySeries, type Lookup, type Miss, type Point } from './series.ts';

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

const WORD: Record<string, string> = { '>': 'above', '>=': 'at least', '<': 'below', '<=': 'at most', '=': 'equal to' };

function when(tp: TimePoint): string {
  return tp.day ? formatPoint(tp) : tp.month ? `${monthName(tp.month)} ${tp.year}` : String(tp.year);
}

function dsName(t: DatasetTable): string {
  return `${t.def.original.publisher.split(/[,(]/)[0]!.trim()} (${t.def.file})`;
}

function subject(entity: string, r: Resolved): string {
  if (r.table.def.entity.fixed && r.table.def.entity.kind === 'place') return entity === 'Global' ? 'the' : entity;
  return entity.replace(/_/g, ' ');
}

/** The claimed number in the metric's unit, or undefined when the units cannot match. */
function claimed(q: Quantity, metric: MetricDef): number | undefined {
  if (metric.unit === '%') return q.value;
  if (q.percent) return undefined;
  const physical = ['°C', 'mm', 'ppm', 'MWh'];
  if (q.unit && physical.includes(q.unit) && q.unit !== metric.unit) return undefined;
  return q.value;
}

function sigmaOf(metric: MetricDef): { kind: 'rel' | 'abs'; value: number } {
  return metric.sigma;
}

function marginText(actual: number, target: number, unit: string): string {
  const d = actual - target;
  // A difference of two percentages is in percentage points.
  if (unit === '%') return fmtSigned(d, 'pp');
  const rel = target !== 0 ? ` (${fmtPct(d / Math.abs(target))})` : '';
  return `${fmtSigned(d, unit)}${rel}`;
}

/** Threshold or point score for actual vs claimed under op (claims.md §4). */
export function scoreOp(actual: number, c: number, op: CmpOp, metric: MetricDef, q: Quantity | undefined, hedge: ParsedClaim['hedge']): { score: number; holds: boolean } {
  const sigma = sigmaOf(metric);
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

function read(r: Resolved, entity: string, tp: TimePoint | null, agg?: 'mean' | 'sum'): Lookup {
  if (r.derived === 'count_days' && tp) return rainyDays(r, entity, tp);
  return valueAt(r.table, r.metric, entity, tp, agg);
}

/** Days with precipitation > 0 mm in a year (claims.md §3 default "rainy day"). */
function rainyDays(r: Resolved, entity: string, tp: TimePoint): Lookup {
  const total = valueAt(r.table, r.metric, entity, tp, 'sum');
  if (isMiss(total)) return total;
  const wet = total.rows.filter((i) => (r.table.columns.get(r.metric.column)?.[i] ?? 0) > 0);
  return { value: wet.length, rows: total.rows, label: `days with precipitation > 0 mm in ${when(tp)} (of ${total.rows.length})` };
}

function unitOf(r: Resolved): string {
  return r.derived === 'count_days' ? 'days' : r.metric.unit;
}

// ---- value, approximate, between, aggregate ----

export function computeValue(p: ParsedClaim, r: Resolved): Computed {
  const entity = r.entities[0]!;
  const q = p.quantity!;
  const unit = unitOf(r);
  const c = r.derived === 'count_days' ? q.value : claimed(q, r.metric);
  if (c === undefined) return { miss: { fail: 'metric_not_in_catalog', message: `The claim's unit (${q.unit ?? '%'}) does not match ${r.metric.label} (${r.metric.unit}).` } };
  let pt: Lookup;
  const tps = r.time.points;
  if (r.time.kind === 'range' || (p.perYear && r.time.kind !== 'point')) {
    // "averaged 100 rainy days a year": mean over the complete years in range.
    const [a, b] = r.time.kind === 'range' ? [tps[0]!.year, tps[1]!.year] : [r.table.years[0]!, r.table.years.at(-1)!];
    const ys: Point[] = [];
    for (let y = a; y <= b; y++) { const v = read(r, entity, { year: y }); if (!isMiss(v) && !v.caveat) ys.push(v); }
    if (ys.length === 0) return { miss: { fail: 'time_not_observed', message: `No complete year between ${a} and ${b} in ${r.table.def.file}.` } };
    pt = { value: ys.reduce((s, v) => s + v.value, 0) / ys.length, rows: ys.flatMap((v) => v.rows), label: `mean per year over ${ys.length} years ${a}–${b}` };
  } else pt = read(r, entity, r.time.kind === 'point' ? tps[0]! : null);
  if (isMiss(pt)) return { miss: pt };
  const who = subject(entity, r);
  const reads = [{ entity, point: pt }];
  const caveats = [...(r.metric.caveats ?? []), ...(pt.caveat ? [pt.caveat] : []), ...(r.time.implied ? [`No year stated: read as the latest complete year, ${pt.label}`] : [])];
  if (p.form === 'between' || p.hedge === 'nearly') {
    const [lo, hi] = p.form === 'between' ? [Math.min(c, claimed(p.quantity2!, r.metric) ?? c), Math.max(c, claimed(p.quantity2!, r.metric) ?? c)] : [0.95 * c, c];
    const inside = pt.value >= lo && pt.value <= hi;
    const sigma = sigmaOf(r.metric);
    const dist = inside ? Math.min(pt.value - lo, hi - pt.value) : pt.value < lo ? lo - pt.value : pt.value - hi;
    const m = sigma.kind === 'abs' ? dist : dist / Math.max(Math.abs(c), 1e-12);
    const score = inside ? thresholdScore(m, sigma.value) : thresholdScore(-m, sigma.value);
    const label = p.hedge === 'nearly' ? `nearly ${fmtValue(c, unit)} (between ${fmtValue(lo, unit)} and ${fmtValue(hi, unit)})` : `between ${fmtValue(lo, unit)} and ${fmtValue(hi, unit)}`;
    return {
      calcs: [{
        id: 'default', label: 'value as published', isDefault: true, op: 'between',
        lhs: { label: `${who} ${r.metric.label}, ${pt.label}`, value: pt.value, unit }, rhs: { label, value: c, unit },
        score, margin: inside ? `inside, ${fmtValue(dist, unit)} from the nearer bound` : `outside by ${fmtValue(dist, unit)}`, reads, caveats,
        text: `${dsName(r.table)} gives ${who} ${r.metric.label} (${pt.label}) as ${fmtValue(pt.value, unit)}, ${inside ? 'inside' : 'outside'} the claimed ${label}.`,
      }],
    };
  }
  const op = p.op ?? '=';
  const { score } = scoreOp(pt.value, c, op, r.metric, q, p.hedge);
  const opLabel = op === '=' ? (p.hedge === 'about' ? '≈' : '=') : op;
  const rel = op === '=' ? `${fmtPct((c - pt.value) / Math.max(Math.abs(pt.value), 1e-12))} off` : marginText(pt.value, c, unit);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  return {
    calcs: [{
      id: 'default', label: r.derived === 'count_days' ? 'rainy day = precipitation > 0 mm' : pt.rows.length > 1 && !r.metric.sumOverDims ? `${r.metric.yearAgg === 'sum' ? 'total' : 'mean'} over the period` : 'value as published',
      isDefault: true, op: opLabel,
      lhs: { label: `${who} ${measure}, ${pt.label}`, value: pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
      score, margin: rel, reads, caveats,
      text: op === '='
        ? `${dsName(r.table)} gives ${who} ${measure} (${pt.label}) as ${fmtValue(pt.value, unit)}; the claim says ${p.hedge === 'about' ? 'about ' : ''}${fmtValue(c, unit)}, ${rel}.`
        : `${dsName(r.table)} gives ${who} ${measure} (${pt.label}) as ${fmtValue(pt.value, unit)}, ${marginText(pt.value, c, unit)} against the claimed ${WORD[op]} ${fmtValue(c, unit)}.`,
    }],
  };
}

// ---- comparison ----

export function computeCompare(p: ParsedClaim, r: Resolved): Computed {
  const unit = unitOf(r);
  let left: Read; let right: Read;
  let lLabel: string; let rLabel: string;
  if (p.compare?.overTime) {
    const e = r.entities[0]!;
    const [t1, t2] = r.time.points as [TimePoint, TimePoint];
    const a = read(r, e, t1); if (isMiss(a)) return { miss: a };
    const b = read(r, e, t2); if (isMiss(b)) return { miss: b };
    left = { entity: e, point: a }; right = { entity: e, point: b };
    lLabel = `${subject(e, r)}, ${a.label}`; rLabel = `${subject(e, r)}, ${b.label}`;
  } else {
    if (r.entities.length < 2) return { miss: { fail: 'entity_not_in_catalog', message: `Only ${r.entities[0] ?? 'nothing'} was found in ${r.table.def.id}; a comparison needs two.` } };
    const tp = r.time.points[0] ?? null;
    const a = read(r, r.entities[0]!, tp); if (isMiss(a)) return { miss: a };
    const b = read(r, r.entities[1]!, tp); if (isMiss(b)) return { miss: b };
    left = { entity: r.entities[0]!, point: a }; right = { entity: r.entities[1]!, point: b };
    lLabel = `${subject(left.entity, r)}, ${a.label}`; rLabel = `${subject(right.entity, r)}, ${b.label}`;
  }
  const op = p.compare?.op ?? '>';
  const dir = op === '>' ? 1 : -1;
  const m = margin(left.point.value, right.point.value, dir, r.metric.sigma);
  const tied = left.point.value === right.point.value;
  const score = tied ? 0.5 : thresholdScore(m, r.metric.sigma.value);
  return {
    calcs: [{
      id: 'default', label: 'values as published', isDefault: true, op, score, ...(tied ? { tied } : {}),
      lhs: { label: lLabel, value: left.point.value, unit }, rhs: { label: rLabel, value: right.point.value, unit },
      margin: marginText(left.point.value, right.point.value, unit), reads: [left, right],
      caveats: [...(r.metric.caveats ?? []), ...[left.point.caveat, right.point.caveat].filter((x): x is string => Boolean(x))],
      text: `${dsName(r.table)} gives ${r.metric.label} of ${fmtValue(left.point.value, unit)} for ${lLabel} and ${fmtValue(right.point.value, unit)} for ${rLabel}: the first is ${left.point.value > right.point.value ? 'higher' : left.point.value < right.point.value ? 'lower' : 'equal'} (${marginText(left.point.value, right.point.value, unit)}).`,
    }],
  };
}

// ---- change ----

interface Pair { id: string; label: string; a: Point; b: Point; isDefault: boolean }

function changePairs(r: Resolved, entity: string, from: TimePoint, to: TimePoint): Pair[] | Miss {
  const a = read(r, entity, from); if (isMiss(a)) return a;
  const b = read(r, entity, to); if (isMiss(b)) return b;
  const pairs: Pair[] = [{ id: 'default', label: from.month || r.table.def.time.grain === 'year' ? 'values as published' : `annual ${r.metric.yearAgg === 'sum' ? 'totals' : 'means'}`, a, b, isDefault: true }];
  // Monthly levels read "from Y1 to Y2" can also mean January→December or December→December.
  if (!from.month && !to.month && r.table.def.time.grain === 'month' && r.metric.yearAgg === 'mean') {
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

export function computeChange(p: ParsedClaim, r: Resolved): Computed {
  const ch = p.change!;
  const entity = r.entities[0]!;
  const unit = unitOf(r);
  let from: TimePoint; let to: TimePoint;
  if (r.time.kind === 'range') [from, to] = r.time.points as [TimePoint, TimePoint];
  else if (r.time.kind === 'point' && r.time.points[0]) { to = r.time.points[0]; from = to.month ? { year: to.month === 1 ? to.year - 1 : to.year, month: to.month === 1 ? 12 : to.month - 1 } : { year: to.year - (r.table.def.time.stepYears ?? 1) }; }
  else return { miss: { fail: 'unparsed', message: 'A change needs a start and an end, e.g. "from 2008 to 2010".' } };
  const pairs = changePairs(r, entity, from, to);
  if ('fail' in pairs) return { miss: pairs };
  const q = ch.quantity;
  const calcs: Calc[] = [];
  for (const pr of pairs) {
    const v1 = pr.a.value; const v2 = pr.b.value;
    let actual: number; let target: number; let cu: string; let opText: string;
    let op: CmpOp = ch.op;
    let metricForScore: MetricDef = r.metric;
    const down = ch.dir === 'down';
    if (ch.measure === 'ratio') {
      actual = v2 / v1; target = q!.value; cu = '×'; opText = `ratio ${op} ${fmtNumber(target)}`;
      metricForScore = { ...r.metric, sigma: { kind: 'rel', value: 0.05 } };
    } else if (ch.measure === 'pct') {
      actual = (down ? v1 / v1 - v2 / v1 : v2 / v1 - 1) * 100; target = q!.value; cu = '%'; opText = `${down ? 'fall' : 'rise'} ${op} ${fmtNumber(target)} %`;
      metricForScore = { ...r.metric, unit: '%', sigma: { kind: 'rel', value: 0.05 } };
    } else if (ch.measure === 'diff') {
      const c = claimed(q!, r.metric);
      if (c === undefined) return { miss: { fail: 'metric_not_in_catalog', message: `The claim's unit does not match ${r.metric.label} (${r.metric.unit}).` } };
      actual = down ? v1 - v2 : v2 - v1; target = c; cu = unit; opText = `${down ? 'fall' : 'rise'} ${op} ${fmtValue(target, unit)}`;
    } else {
      // Direction only: the relative change must have the claimed sign.
      const rel = r.metric.sigma.kind === 'abs' ? v2 - v1 : (v2 - v1) / Math.abs(v1);
      actual = down ? -rel : rel; target = 0; op = ch.op === '<=' ? '<=' : '>'; cu = r.metric.sigma.kind === 'abs' ? unit : 'relative';
      opText = ch.dir === 'down' ? 'decrease' : 'increase';
      const m = op === '>' ? actual : -actual;
      const score = m > 0 ? thresholdScore(m, r.metric.sigma.value) : 0.45 * Math.exp(-Math.abs(m) / r.metric.sigma.value);
      calcs.push(changeCalc(pr, r, entity, unit, opText, score, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)} (${fmtPct((v2 - v1) / Math.abs(v1))})`));
      continue;
    }
    const { score } = scoreOp(actual, target, op, metricForScore, ch.measure === 'diff' ? q : undefined, p.hedge);
    const shown = ch.measure === 'ratio' ? `×${fmtNumber(actual, 3)}` : ch.measure === 'pct' ? `${fmtNumber(actual, 2)} %` : fmtValue(actual, cu === '%' ? 'pp' : cu);
    calcs.push(changeCalc(pr, r, entity, unit, opText, score, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)}: ${shown}`));
  }
  return { calcs };
}

function changeCalc(pr: Pair, r: Resolved, entity: string, unit: string, opText: string, score: number, marginStr: string): Calc {
  const who = subject(entity, r);
  return {
    id: pr.id, label: pr.label, isDefault: pr.isDefault, op: opText, score,
    lhs: { label: `${who} ${r.metric.label}, ${pr.a.label}`, value: pr.a.value, unit },
    rhs: { label: `${who} ${r.metric.label}, ${pr.b.label}`, value: pr.b.value, unit },
    margin: marginStr, reads: [{ entity, point: pr.a }, { entity, point: pr.b }],
    caveats: [...(r.metric.caveats ?? []), ...[pr.a.caveat, pr.b.caveat].filter((x): x is string => Boolean(x))],
    text: `${dsName(r.table)}: ${who} ${r.metric.label} went from ${fmtValue(pr.a.value, unit)} (${pr.a.label}) to ${fmtValue(pr.b.value, unit)} (${pr.b.label}), ${marginStr.split(': ')[1] ?? fmtPct((pr.b.value - pr.a.value) / Math.abs(pr.a.value))}; claim: ${opText}.`,
  };
}

// ---- extremes ----

export function computeExtreme(p: ParsedClaim, r: Resolved): Computed {
  const ex = p.extreme!;
  const unit = unitOf(r);
  const sign = ex.dir === 'max' ? 1 : -1;
  const sigma = r.metric.sigma;
  const gapOf = (a: number, b: number): number => (sigma.kind === 'abs' ? Math.abs(a - b) : Math.abs(a - b) / Math.max(Math.abs(b), 1e-12));
  let ranked: { name: string; read: Read }[];
  let claimedName: string;
  let scope: string;
  let cap: string | undefined;
  if (ex.over === 'time') {
    const entity = r.entities[0]!;
    const cov = [r.table.years[0]!, r.table.years.at(-1)!];
    const [a, b] = r.time.kind === 'range' ? [r.time.points[0]!.year, r.time.points[1]!.year] : cov as [number, number];
    const series = yearlySeries(r.table, r.metric, entity, a, b);
    if (series.length < 2) return { miss: { fail: 'time_not_observed', message: `Too few complete years between ${a} and ${b} in ${r.table.def.file}.` } };
    claimedName = String(ex.claimedTime!.year);
    if (!series.some((s) => s.year === ex.claimedTime!.year)) return { miss: { fail: 'time_out_of_range', message: `${claimedName} is not in ${r.table.def.file} between ${a} and ${b}.` } };
    ranked = series.map((s) => ({ name: String(s.year), read: { entity, point: s.point } }));
    scope = `${a}–${b}`;
    if (r.time.ever || r.time.kind !== 'range') cap = `"ever" read as the dataset's coverage, ${series[0]!.year}–${series.at(-1)!.year}`;
  } else {
    const tp = r.time.points[0] ?? null;
    ranked = [];
    for (const e of r.table.entities) {
      const v = read(r, e, tp);
      if (!isMiss(v)) ranked.push({ name: e, read: { entity: e, point: v } });
    }
    if (ranked.length < 2) return { miss: { fail: 'time_not_observed', message: `Too few ${r.table.def.entity.noun} values in ${r.table.def.file} for ${tp ? when(tp) : 'the snapshot'}.` } };
    const named = r.entities[0];
    if (!named) return { miss: { fail: 'unparsed', message: 'Name the one claimed to be highest or lowest.' } };
    claimedName = named;
    scope = `${ranked.length} ${r.table.def.entity.noun === 'country' ? 'countries' : `${r.table.def.entity.noun}s`}${tp ? `, ${when(tp)}` : ''}`;
    if (!r.table.def.entity.complete) cap = `ranking within the dataset's ${ranked.length} ${r.table.def.entity.noun === 'country' ? 'countries' : `${r.table.def.entity.noun}s`}, not the world`;
  }
  ranked.sort((x, y) => sign * (y.read.point.value - x.read.point.value) || (x.name < y.name ? -1 : 1));
  const top = ranked[0]!;
  const second = ranked[1]!;
  const mine = ranked.find((x) => x.name === claimedName)!;
  const tied = mine.read.point.value === top.read.point.value && ranked.filter((x) => x.read.point.value === top.read.point.value).length > 1;
  const isTop = mine === top && !tied;
  let score = tied ? 0.5 : isTop ? extremeScore(true, gapOf(top.read.point.value, second.read.point.value), sigma.value) : extremeScore(false, gapOf(top.read.point.value, mine.read.point.value), sigma.value);
  if (cap && score > COVERAGE_CAP) score = COVERAGE_CAP;
  const word = ex.dir === 'max' ? 'highest' : 'lowest';
  const runner = isTop ? second : top;
  const reads = isTop ? [top.read, second.read] : [top.read, mine.read];
  return {
    calcs: [{
      id: 'default', label: `${word} of ${scope}`, isDefault: true, op: ex.dir === 'max' ? 'argmax' : 'argmin', score, ...(tied ? { tied } : {}),
      lhs: { label: `${label(claimedName, r)} ${r.metric.label}`, value: mine.read.point.value, unit },
      rhs: { label: `${isTop ? 'runner-up' : word}: ${label(runner.name, r)}`, value: runner.read.point.value, unit },
      margin: isTop ? `leads by ${fmtValue(Math.abs(top.read.point.value - second.read.point.value), unit)}` : `${fmtValue(Math.abs(top.read.point.value - mine.read.point.value), unit)} behind ${label(top.name, r)}`,
      reads, caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])], ...(cap ? { capped: cap } : {}),
      text: `${dsName(r.table)}: the ${word} ${r.metric.label} of ${scope} is ${label(top.name, r)} (${fmtValue(top.read.point.value, unit)}), ${isTop ? `ahead of ${label(second.name, r)} (${fmtValue(second.read.point.value, unit)})` : `not ${label(claimedName, r)} (${fmtValue(mine.read.point.value, unit)})`}.`,
    }],
  };
}

function label(name: string, r: Resolved): string {
  return r.table.def.entity.wideColumns ? name.replace(/_/g, ' ') : name;
}

// ---- stated start and end values ----

export function computeFromTo(p: ParsedClaim, r: Resolved): Computed {
  const entity = r.entities[0]!;
  const unit = unitOf(r);
  const [t1, t2] = r.time.points as [TimePoint, TimePoint];
  const a = read(r, entity, t1); if (isMiss(a)) return { miss: a };
  const b = read(r, entity, t2); if (isMiss(b)) return { miss: b };
  const c1 = claimed(p.quantity!, r.metric);
  const c2 = claimed(p.quantity2!, r.metric);
  if (c1 === undefined || c2 === undefined) return { miss: { fail: 'metric_not_in_catalog', message: `The claim's units do not match ${r.metric.label} (${r.metric.unit}).` } };
  const s1 = scoreOp(a.value, c1, '=', r.metric, p.quantity, p.hedge).score;
  const s2 = scoreOp(b.value, c2, '=', r.metric, p.quantity2, p.hedge).score;
  // Both stated values must hold: the weaker one decides.
  const score = Math.min(s1, s2);
  const who = subject(entity, r);
  return {
    calcs: [{
      id: 'default', label: 'values as published', isDefault: true, op: 'from→to', score,
      lhs: { label: `${who} ${r.metric.label}, ${a.label}`, value: a.value, unit }, rhs: { label: `${who} ${r.metric.label}, ${b.label}`, value: b.value, unit },
      margin: `start ${fmtPct((c1 - a.value) / Math.max(Math.abs(a.value), 1e-12))} off, end ${fmtPct((c2 - b.value) / Math.max(Math.abs(b.value), 1e-12))} off`,
      reads: [{ entity, point: a }, { entity, point: b }],
      caveats: [...(r.metric.caveats ?? []), ...[a.caveat, b.caveat].filter((x): x is string => Boolean(x))],
      text: `${dsName(r.table)} gives ${who} ${r.metric.label} as ${fmtValue(a.value, unit)} (${a.label}) and ${fmtValue(b.value, unit)} (${b.label}); the claim says ${fmtValue(c1, unit)} and ${fmtValue(c2, unit)}.`,
    }],
  };
}
