import type { CompareOp, ParsedClaim } from '../../parse/parse-claim.ts';
import type { CmpOp } from '../../parse/lexicon.ts';
import type { TimeMention, TimePoint } from '../../parse/time.ts';
import { datasetName, fmtAgainst, fmtApart, fmtNumber, fmtValue } from '../format.ts';
import type { Resolved } from '../resolve.ts';
import { margin, thresholdScore } from '../score.ts';
import { isMiss, type Point } from '../series.ts';
import { formatPoint } from '../../parse/time.ts';
import { belowTolerance, claimed, dsName, isFlow, marginText, noTrueZero, scoreOp, monthByYear, monthMean, read, readRange, recurringName, tieStep, tiedWithin, tieText, recurringOf, subject, unitOf, when, yearName, exceptionsText, LISTED_PERIODS, retext, type Calc, type Computed, type Read, type TieStep } from './common.ts';

/** Two entities at one time, or one entity at two times. */

export function computeCompare(p: ParsedClaim, r: Resolved): Computed {
  const gap = p.compare?.gap;
  if (gap && gap.measure === 'diff' && claimed(gap.quantity, r.metric) === undefined) {
    return { miss: { fail: 'metric_not_in_catalog', message: `The claimed gap (${gap.quantity.text}${gap.quantity.unit ? ` ${gap.quantity.unit}` : ''}) is not in the unit of ${r.metric.label} (${r.metric.unit}).` } };
  }
  // A gap between months of every year, or over a range of years (per year or in total?), is not read yet:
  // a verdict without it would drop the claimed amount.
  const scaleless = gap?.measure === 'pct' ? noTrueZero(r.metric, 'a percent difference', (u) => `2 ${u} warmer than`)
    : gap?.measure === 'ratio' ? noTrueZero(r.metric, 'a multiple', (u) => `2 ${u} warmer than`) : undefined;
  if (scaleless) return { miss: scaleless };
  if (gap && (r.time.kind === 'month' || r.time.kind === 'season' || (r.time.kind === 'range' && !p.compare?.overTime))) {
    return { miss: { fail: 'unparsed', message: `A comparison was recognised, but the stated gap (${gap.quantity.text}) is checked only between two years or two named things at one time.` } };
  }
  if (p.everyPeriod === 'day' && !gap && !p.compare?.overTime) {
    const days = compareDays(p, r);
    if (days) return days;
  }
  if (r.time.kind === 'month' || r.time.kind === 'season') return compareMonths(p, r);
  // "in every month of 2014", "never warmer than New York in any month": the months of those years, each on its own.
  const [t0, t1] = r.time.points;
  if (p.everyPeriod === 'month' && !gap && !p.compare?.overTime && t0 && !t0.month && !t0.season && !t0.day && (r.time.kind === 'point' || (t1 && !t1.month && !t1.season && !t1.day))) {
    return compareRange(p, { ...r, time: { ...r.time, kind: 'range', points: [{ year: t0.year, month: 1 }, { year: (t1 ?? t0).year, month: 12 }] } });
  }
  if (r.time.kind === 'range' && !p.compare?.overTime) return compareRange(p, r);
  let left: Read; let right: Read;
  let lLabel: string; let rLabel: string;
  const spans = p.times.filter((t) => t.kind === 'range');
  if (p.compare?.overTime && spans.length === 2) return compareSpans(p, r, spans as [RangeMention, RangeMention]);
  if (p.compare?.overTime) {
    const e = r.entities[0]!;
    const [t1, t2] = r.time.points as [TimePoint, TimePoint];
    const a = read(r, e, t1); if (isMiss(a)) return { miss: a };
    const b = read(r, e, t2); if (isMiss(b)) return { miss: b };
    left = { entity: e, point: a }; right = { entity: e, point: b };
    lLabel = `${subject(e, r)}, ${a.label}`; rLabel = `${subject(e, r)}, ${b.label}`;
  } else {
    if (r.entities.length < 2) return { miss: onlyOne(r) };
    const tp = r.time.points[0] ?? null;
    const a = read(r, r.entities[0]!, tp); if (isMiss(a)) return { miss: a };
    const b = read(r, r.entities[1]!, tp); if (isMiss(b)) return { miss: b };
    left = { entity: r.entities[0]!, point: a }; right = { entity: r.entities[1]!, point: b };
    lLabel = `${subject(left.entity, r)}, ${a.label}`; rLabel = `${subject(right.entity, r)}, ${b.label}`;
  }
  const pp = pointsGap(p, r, left, right, lLabel, rLabel);
  return { calcs: [compareCalc(p, r, left, right, lLabel, rLabel), ...(pp ? [pp] : [])] };
}

/**
 * "Construction unemployment was 50% higher than finance unemployment": of two rates in %, a percent gap is read
 * as a percent of the other side (the default) and as percentage points, as a percent change of a rate is
 * (claims.md §4 reading-dependent). A share in words ("a third higher") is relative only.
 */
function pointsGap(p: ParsedClaim, r: Resolved, left: Read, right: Read, lLabel: string, rLabel: string): Calc | undefined {
  const gap = p.compare?.gap;
  if (!gap || gap.measure !== 'pct' || unitOf(r) !== '%' || !gap.quantity.percent || !/\d/.test(gap.quantity.text)) return undefined;
  const asPoints = gapCalc({ ...p, compare: { ...p.compare!, gap: { ...gap, measure: 'diff' } } }, r, left, right, lLabel, rLabel);
  return { ...asPoints, id: 'percentage_points', label: `"${gap.quantity.text}" read as percentage points`, isDefault: false };
}

function onlyOne(r: Resolved): { fail: 'entity_not_in_catalog'; message: string } {
  return { fail: 'entity_not_in_catalog', message: `Only ${r.entities[0] ?? 'nothing'} was found in ${datasetName(r.table.def)}; a comparison needs two.` };
}

/** "warmer than" is strict; "never warmer than" (at most as warm) is not, so a tie is what it allows. */
const strict = (op: CompareOp): boolean => op === '>' || op === '<';
const dirOf = (op: CompareOp): 1 | -1 => (op === '>' || op === '>=' ? 1 : -1);

/**
 * Two values within the data's precision of each other are tied: neither is higher (claims.md §4). A strict
 * comparison is then tied; a non-strict one holds, barely (margin 0).
 */
function pairScore(a: number, b: number, op: CompareOp, r: Resolved, step: TieStep): number {
  if (tiedWithin(a, b, step)) return strict(op) ? 0.5 : thresholdScore(0, r.metric.sigma.value);
  return thresholdScore(margin(a, b, dirOf(op), r.metric.sigma), r.metric.sigma.value);
}

/** One period of an "every year" reading: its two values, its score, and whether they are tied (even: tied, and allowed). */
function periodScore(l: Read, rt: Read, op: CompareOp, r: Resolved): { l: Point; r: Point; s: number; tied: TieStep | undefined; even: TieStep | undefined } {
  const step = tieStep(r, [l, rt]);
  const tied = tiedWithin(l.point.value, rt.point.value, step);
  return { l: l.point, r: rt.point, s: pairScore(l.point.value, rt.point.value, op, r, step), tied: tied && strict(op) ? step : undefined, even: tied && !strict(op) ? step : undefined };
}

/**
 * "In every year": the weakest period decides. A period tied within the data's precision is not a period in
 * which one side is higher, so it does not hold; with no period failing, the reading is tied, as a single tie is.
 * Of a non-strict claim ("never warmer than") a tied period holds.
 */
function everyPeriod<T extends { name: string; s: number; tied: TieStep | undefined; even: TieStep | undefined; l: Point; r: Point }>(scored: T[], each: string, unit: string): { worst: T; tied: boolean; margin: string; said: string } {
  const worst = scored.reduce((w, x) => (x.s < w.s ? x : w));
  const holds = scored.filter((x) => !x.tied && x.s >= 0.5).length;
  const tied = scored.filter((x) => x.tied);
  const even = scored.filter((x) => x.even);
  const n = (x: number): string => fmtNumber(x, 0);
  const margin = `holds in ${n(holds)} of ${n(scored.length)} ${each}${tied.length ? `, tied in ${n(tied.length)}` : ''}${even.length ? ` (${n(even.length)} by a tie)` : ''}`;
  const first = tied[0];
  const why = first?.tied ? `, tied in ${n(tied.length)} (${first.name}: ${tieText(first.l.value, first.r.value, first.tied, unit)})` : '';
  const e = even[0];
  const evenWhy = e?.even ? `, ${n(even.length)} of them by a tie, which the claim allows (${e.name}: ${tieText(e.l.value, e.r.value, e.even, unit)})` : '';
  return { worst, tied: worst.tied !== undefined, margin, said: `the claim holds in ${n(holds)} of ${n(scored.length)} ${each}${why}${evenWhy}` };
}

type Scored = { name: string; s: number; tied: TieStep | undefined; even: TieStep | undefined; l: Point; r: Point };

/**
 * "In every year" (the weakest period decides), or a count of periods: "in 3 of the 4 years" holds when exactly 3
 * do ("at least 3 of", "more than", "at most", "fewer than": that bound), "in most months" when more than half do
 * (a tied period does not hold). A count is scored as a threshold (claims.md §4) with σ one period: met → 0.90 +
 * 0.10·min(1, periods to spare; an exact count met: 1), missed by k periods → 0.45·e^−k.
 */
function periodsRead<T extends Scored>(p: ParsedClaim, scored: T[], each: string, unit: string): { worst: T; tied: boolean; margin: string; said: string; score: number } | { fail: 'unparsed'; message: string } {
  const all = everyPeriod(scored, each, unit);
  const count = p.periodCount;
  if (!count) return { ...all, score: all.worst.s };
  const n = scored.length;
  if (!count.most && count.of !== undefined && count.of !== n) {
    return { fail: 'unparsed', message: `The claim counts ${count.n} of ${count.of} ${each}, but the span it names has ${fmtNumber(n, 0)} ${each}.` };
  }
  const holds = scored.filter((x) => !x.tied && x.s >= 0.5).length;
  // A bound on the count: the fewest (or most) periods it allows; "more than 2" is 3 or more.
  const op = count.most ? '>=' : count.op ?? '=';
  const need = count.most ? Math.floor(n / 2) + 1 : op === '>' ? count.n + 1 : op === '<' ? count.n - 1 : count.n;
  const off = op === '>=' || op === '>' ? Math.max(0, need - holds) : op === '<=' || op === '<' ? Math.max(0, holds - need) : Math.abs(holds - need);
  const spare = op === '>=' || op === '>' ? holds - need : op === '=' ? 1 : need - holds;
  const score = off === 0 ? 0.9 + 0.1 * Math.min(1, spare) : 0.45 * Math.exp(-off);
  const claimed = count.most ? `more than half (${fmtNumber(need, 0)} or more)` : `${{ '=': '', '>=': 'at least ', '>': 'more than ', '<=': 'at most ', '<': 'fewer than ' }[op]}${fmtNumber(count.n, 0)}`;
  return { ...all, tied: false, score, margin: `${all.margin}; claim: in ${claimed}`, said: `${all.said}; claim: in ${claimed} of ${fmtNumber(n, 0)} ${each}` };
}

/**
 * Every period's pair of values, then what they show. More periods than a year of months are, in the summary,
 * counted and only the exceptions named; the evidence keeps them all.
 */
function periodsText(head: string, scored: readonly { name: string; s: number; tied: TieStep | undefined; even: TieStep | undefined; l: Point; r: Point }[], said: string, unit: string): Pick<Calc, 'text' | 'brief'> {
  const pair = (x: (typeof scored)[number]): string => `${fmtApart([x.l.value, x.r.value], unit).join(' vs ')}${x.tied || x.even ? ' (tied)' : ''}`;
  const text = `${head}: ${scored.map((x) => `${x.name} ${pair(x)}`).join('; ')}: ${said}.`;
  if (scored.length <= LISTED_PERIODS) return { text };
  const except = exceptionsText(scored, (x) => !x.tied && x.s >= 0.5, (x) => `${x.name} (${fmtApart([x.l.value, x.r.value], unit).join(' vs ')}${x.tied || x.even ? ', tied' : ''})`);
  return { text, brief: `${head}: ${said}${except ? `; ${except}` : ''}.` };
}

function compareCalc(p: ParsedClaim, r: Resolved, left: Read, right: Read, lLabel: string, rLabel: string): Calc {
  if (p.compare?.gap) return gapCalc(p, r, left, right, lLabel, rLabel);
  const unit = unitOf(r);
  const op = p.compare?.op ?? '>';
  const step = tieStep(r, [left, right]);
  const even = tiedWithin(left.point.value, right.point.value, step);
  const tied = even && strict(op);
  const score = pairScore(left.point.value, right.point.value, op, r, step);
  const [lv, rv] = fmtApart([left.point.value, right.point.value], unit);
  const [a, b] = [left.point.value, right.point.value];
  return {
    id: 'default', label: 'values as published', isDefault: true, op, score, ...(tied ? { tied } : {}),
    lhs: { label: lLabel, value: left.point.value, unit }, rhs: { label: rLabel, value: right.point.value, unit },
    margin: marginText(left.point.value, right.point.value, unit), reads: [left, right],
    // Both sides of a seasonal mean may carry the same note of the years left out: said once.
    caveats: [...new Set([...(r.metric.caveats ?? []), ...[left.point.caveat, right.point.caveat].filter((x): x is string => Boolean(x))])],
    text: `${dsName(r.table)} gives ${r.metric.label} of ${lv} for ${lLabel} and ${rv} for ${rLabel}: ${even ? `the two are tied (${tieText(a, b, step, unit)})${tied ? '' : ', which the claim allows'}` : `the first is ${a > b ? 'higher' : 'lower'} (${marginText(a, b, unit)})`}.`,
  };
}

const OP_WORD: Record<string, string> = { '>': 'more than', '>=': 'at least', '<': 'less than', '<=': 'at most', '=': '' };
const NEGATED: Record<CmpOp, CmpOp> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '=' };

/**
 * "Japan's life expectancy was 8 years higher than the US's", "20% more rain in 2014 than in 2013": the
 * stated gap is checked, in the metric's unit or as a percent of the other side, in the claimed direction.
 */
function gapCalc(p: ParsedClaim, r: Resolved, left: Read, right: Read, lLabel: string, rLabel: string): Calc {
  const unit = unitOf(r);
  const op = p.compare!.op;
  const gap = p.compare!.gap!;
  const [a, b] = [left.point.value, right.point.value];
  const sign = dirOf(op);
  let actual: number; let target: number; let shown: string; let metric = r.metric; let q: typeof gap.quantity | undefined = gap.quantity;
  if (gap.measure === 'ratio') {
    // "twice as many as": the first over the second, a multiple with no sign of its own.
    actual = b > 0 && a >= 0 ? a / b : NaN; target = gap.quantity.value; shown = `×${fmtNumber(actual, 3)}`;
    metric = { ...r.metric, unit: '', sigma: { kind: 'rel', value: 0.05 } }; q = undefined;
  } else if (gap.measure === 'pct') {
    actual = ((gap.absolute ? Math.abs(a - b) : sign * (a - b)) / Math.abs(b)) * 100; target = gap.quantity.value; shown = fmtValue(Math.abs(actual), '%');
    metric = { ...r.metric, unit: '%', sigma: { kind: 'rel', value: 0.05 } }; q = undefined;
  } else {
    const c = claimed(gap.quantity, r.metric);
    actual = gap.absolute ? Math.abs(a - b) : sign * (a - b); target = c!; shown = fmtValue(Math.abs(actual), unit === '%' ? 'pp' : unit);
  }
  if (gap.measure === 'ratio' && !Number.isFinite(actual)) {
    return { ...compareCalc({ ...p, compare: { ...p.compare!, gap: undefined } }, r, left, right, lLabel, rLabel), score: 0.45, text: `${dsName(r.table)} gives ${r.metric.label} of ${fmtValue(a, unit)} for ${lLabel} and ${fmtValue(b, unit)} for ${rLabel}: no multiple of a value at or below zero.` };
  }
  // The gap and the claimed one, told apart where they would print alike.
  const vs = gap.measure === 'ratio' ? { values: [shown], claim: `×${fmtNumber(target, 3)}` } : fmtAgainst([Math.abs(actual)], target, gap.measure === 'pct' ? '%' : unit === '%' ? 'pp' : unit);
  shown = vs.values[0]!;
  let claimText = gap.measure === 'ratio'
    ? `${OP_WORD[gap.op] ? `${OP_WORD[gap.op]} ` : p.hedge === 'about' ? 'about ' : ''}${vs.claim} the second`
    : `${gap.absolute ? 'apart' : sign > 0 ? 'higher' : 'lower'} by ${OP_WORD[gap.op] ? `${OP_WORD[gap.op]} ` : p.hedge === 'about' ? 'about ' : ''}${vs.claim}`;
  // "not 20% wetter than": the stated gap is denied, the direction kept. It holds when the gap is smaller than the
  // stated one by more than a stated gap may be off (or reversed); "not more than 20%" is at most 20 %.
  let [checkOp, checkTarget] = [gap.op, target];
  if (gap.denied) {
    if (gap.op === '=') [checkOp, checkTarget] = ['<', belowTolerance(target, metric, q, p.hedge)];
    else checkOp = NEGATED[gap.op];
    const gapUnit = gap.measure === 'pct' ? '%' : unit === '%' ? 'pp' : unit;
    claimText = gap.measure === 'ratio' ? `not ${claimText}, so ${OP_WORD[checkOp === '=' ? '<' : checkOp]} ${gap.op === '=' ? `×${fmtNumber(checkTarget, 3)}` : vs.claim}`
      : `not ${claimText}, so ${gap.op === '=' ? `${sign > 0 ? 'higher' : 'lower'} by less than ${fmtApart([checkTarget, target], gapUnit)[0]!} or not at all` : `${sign > 0 ? 'higher' : 'lower'} by ${OP_WORD[checkOp]} ${vs.claim}`}`;
  }
  let { score } = scoreOp(actual, checkTarget, checkOp, metric, q, p.hedge);
  if (p.hedge === 'nearly' && !gap.denied) {
    // "nearly 10 years higher": a bit short of the gap, [0.95 X, X] (claims.md §3), as "nearly tripled" is; not "at most X".
    const [lo, hi] = [0.95 * target, target];
    const inside = actual >= lo && actual <= hi;
    const dist = inside ? Math.min(actual - lo, hi - actual) : actual < lo ? lo - actual : actual - hi;
    const m = metric.sigma.kind === 'abs' ? dist : dist / Math.max(Math.abs(target), 1e-12);
    score = thresholdScore(inside ? m : -m, metric.sigma.value);
    const gapUnit = gap.measure === 'pct' ? '%' : unit === '%' ? 'pp' : unit;
    const [slo, shi] = gap.measure === 'ratio' ? [`×${fmtNumber(lo, 3)}`, `×${fmtNumber(hi, 3)}`] : fmtApart([lo, hi], gapUnit);
    claimText = gap.measure === 'ratio' ? `nearly ${vs.claim} the second (${slo} to ${shi})` : `${sign > 0 ? 'higher' : 'lower'} by nearly ${vs.claim} (${slo} to ${shi})`;
  }
  return {
    id: 'default', label: 'values as published', isDefault: true, op: `${gap.denied ? 'not ' : ''}${gap.absolute ? 'apart' : op} by ${gap.measure}${gap.op}`, score,
    lhs: { label: lLabel, value: a, unit }, rhs: { label: rLabel, value: b, unit },
    margin: gap.measure === 'ratio' ? `${shown} the second` : `${a > b ? 'higher' : a < b ? 'lower' : 'equal'} by ${shown}`, reads: [left, right],
    caveats: [...new Set([...(r.metric.caveats ?? []), ...[left.point.caveat, right.point.caveat].filter((x): x is string => Boolean(x))])],
    text: `${dsName(r.table)} gives ${r.metric.label} of ${fmtValue(a, unit)} for ${lLabel} and ${fmtValue(b, unit)} for ${rLabel}: the first is ${gap.measure === 'ratio' ? `${shown} the second` : a > b ? `higher by ${shown}` : a < b ? `lower by ${shown}` : 'equal'}; claim: ${claimText}.`,
  };
}

/**
 * "Seattle is rainier than New York in December", "Seattle is rainier in November than in July": a month
 * without a year is read in every year both sides have it whole. The default reading compares the means
 * over those years; "in every year" is shown beside it, and when the two disagree the verdict depends on
 * the definition.
 */
function compareMonths(p: ParsedClaim, r: Resolved): Computed {
  const months = recurringOf(r.time) ?? [];
  const overTime = p.compare?.overTime === true;
  if (!overTime && r.entities.length < 2) return { miss: onlyOne(r) };
  const e0 = r.entities[0]!;
  const [le, lm, re, rm] = overTime ? [e0, months[0]!, e0, months[1]!] : [e0, months[0]!, r.entities[1]!, months[0]!];
  const a = monthByYear(r, le, lm);
  const b = monthByYear(r, re, rm);
  const years = [...a.keys()].filter((y) => b.has(y));
  if (years.length === 0) {
    return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} has no year with a whole ${recurringName(lm)}${lm !== rm ? ` and ${recurringName(rm)}` : ''} for ${le === re ? subject(le, r) : `both ${subject(le, r)} and ${subject(re, r)}`}.` } };
  }
  const left: Read = { entity: le, point: monthMean(r, lm, a, years) };
  const right: Read = { entity: re, point: monthMean(r, rm, b, years) };
  const mean = compareCalc(p, r, left, right, `${subject(le, r)}, ${left.point.label}`, `${subject(re, r)}, ${right.point.label}`);
  const calcs: Calc[] = [{ ...mean, label: `mean of each year's ${recurringName(lm)}${lm !== rm ? ` and ${recurringName(rm)}` : ''}` }];
  if (years.length > 1) {
    // Every year on its own: the weakest year decides, as both stated values decide a from-to claim.
    const op = p.compare?.op ?? '>';
    const unit = unitOf(r);
    const lName = overTime ? recurringName(lm) : subject(le, r);
    const rName = overTime ? recurringName(rm) : subject(re, r);
    // A winter is named by both its years ("2013–14"), unless it is set beside another season of one year.
    const winter = 'season' in lm && lm.season === 'winter' && lm === rm;
    const yn = (y: number): string => (winter ? yearName(lm, y) : String(y));
    const scored = years.map((y) => ({ y, name: yn(y), ...periodScore({ entity: le, point: a.get(y)! }, { entity: re, point: b.get(y)! }, op, r) }));
    const { worst, tied, margin, said } = everyPeriod(scored, 'years', unit);
    calcs.push({
      id: 'every_year', label: `every year, ${yn(years[0]!)}${winter ? ' to ' : '–'}${yn(years.at(-1)!)}`, isDefault: false, op, score: worst.s, ...(tied ? { tied } : {}),
      lhs: { label: `${subject(le, r)}, ${worst.l.label}`, value: worst.l.value, unit },
      rhs: { label: `${subject(re, r)}, ${worst.r.label}`, value: worst.r.value, unit },
      margin, reads: [{ entity: le, point: worst.l }, { entity: re, point: worst.r }],
      caveats: r.metric.caveats ?? [],
      ...periodsText(`Year by year (${r.metric.label}, ${lName} vs ${rName}${!winter && [lm, rm].some((x) => 'season' in x && x.season === 'winter') ? '; a winter is named by the year of its January' : ''})`, scored.map((x) => ({ ...x, name: yn(x.y) })), said, unit),
    });
  }
  return { calcs: everyPeriodFirst(p, r, calcs) };
}

/**
 * "Seattle was rainier than New York from 2012 to 2015": the whole range on each side, its total (flows) or
 * mean (levels), with "in every year of the range" (or month, or season) shown beside it; when the two
 * disagree the verdict depends on the definition.
 */
type RangeMention = Extract<TimeMention, { kind: 'range' }>;

/**
 * "Seattle got more rain from October to December 2015 than from October to December 2014": one thing over two
 * spans, each read as a range is (a total of a flow, else a mean), then compared.
 */
function compareSpans(p: ParsedClaim, r: Resolved, [first, second]: [RangeMention, RangeMention]): Computed {
  const e = r.entities[0]!;
  const a = readRange(r, e, first.from, first.to); if ('fail' in a) return { miss: a };
  const b = readRange(r, e, second.from, second.to); if ('fail' in b) return { miss: b };
  const left: Read = { entity: e, point: a.total };
  const right: Read = { entity: e, point: b.total };
  const labels = [`${subject(e, r)}, ${a.total.label}`, `${subject(e, r)}, ${b.total.label}`] as const;
  // ("20% more rain … than …": the stated gap between the two spans)
  const whole = p.compare?.gap ? gapCalc(p, r, left, right, ...labels) : compareCalc(p, r, left, right, ...labels);
  return { calcs: [{ ...whole, label: `${isFlow(r) ? 'total' : 'mean'} over ${a.span} and over ${b.span}` }] };
}

function compareRange(p: ParsedClaim, r: Resolved): Computed {
  if (r.entities.length < 2) return { miss: onlyOne(r) };
  const [from, to] = r.time.points as [TimePoint, TimePoint];
  const [le, re] = [r.entities[0]!, r.entities[1]!];
  const a = readRange(r, le, from, to); if ('fail' in a) return { miss: a };
  const b = readRange(r, re, from, to); if ('fail' in b) return { miss: b };
  const left: Read = { entity: le, point: a.total };
  const right: Read = { entity: re, point: b.total };
  const whole = compareCalc(p, r, left, right, `${subject(le, r)}, ${a.total.label}`, `${subject(re, r)}, ${b.total.label}`);
  const sum = isFlow(r);
  const calcs: Calc[] = [{ ...whole, label: `${sum ? 'total' : 'mean'} over ${a.span}` }];
  if (a.parts.length > 1) {
    const op = p.compare?.op ?? '>';
    const unit = unitOf(r);
    const each = a.each;
    const scored = a.parts.map((x, k) => ({ name: x.name, ...periodScore({ entity: le, point: x.point }, { entity: re, point: b.parts[k]!.point }, op, r) }));
    const read = periodsRead(p, scored, `${each}s`, unit);
    if ('fail' in read) return { miss: read };
    const { worst, tied, margin, said, score } = read;
    calcs.push({
      id: a.unit === 'month' ? 'every_month' : 'every_year', label: p.periodCount ? `${a.every.replace(/^(?:every|each)\b/u, 'count of')}` : a.every, isDefault: false, op, score, ...(tied ? { tied } : {}),
      lhs: { label: `${subject(le, r)}, ${worst.l.label}`, value: worst.l.value, unit },
      rhs: { label: `${subject(re, r)}, ${worst.r.label}`, value: worst.r.value, unit },
      margin, reads: [{ entity: le, point: worst.l }, { entity: re, point: worst.r }],
      caveats: r.metric.caveats ?? [],
      ...periodsText(`${each.charAt(0).toUpperCase()}${each.slice(1)} by ${each} (${r.metric.label}, ${subject(le, r)} vs ${subject(re, r)})`, scored, said, unit),
    });
  }
  return { calcs: everyPeriodFirst(p, r, calcs) };
}

/**
 * "Seattle was colder than New York every day in 2014": of two daily series, every day both have, each on its own
 * (the weakest day decides; a count of the days it holds in). Of monthly or yearly data, the finest period it has,
 * and the reading says so. The mean over the span stays beside it as context.
 */
function compareDays(p: ParsedClaim, r: Resolved): Computed | undefined {
  if (r.entities.length < 2) return { miss: onlyOne(r) };
  const t = r.table;
  const grain = t.def.time.grain;
  if (grain === 'month' || grain === 'year') {
    const out = computeCompare({ ...p, everyPeriod: grain }, r);
    if ('miss' in out) return out;
    const note = `"every day" read ${grain} by ${grain}: ${t.def.file} has ${grain === 'month' ? 'monthly' : 'yearly'} values only`;
    return { calcs: out.calcs.map((c) => (c.isDefault ? { ...c, label: `${c.label} ("every day": the data is ${grain === 'month' ? 'monthly' : 'yearly'})`, caveats: [note, ...c.caveats], ...retext(c, (x) => `${x.replace(/\.$/, '')} (${note}).`) } : c)) };
  }
  if (grain !== 'day' || (r.time.kind !== 'point' && r.time.kind !== 'range')) return undefined;
  const [from, to = from] = r.time.points;
  if (!from || !to || from.season || to.season || from.day || to.day) return undefined;
  const lo = from.year * 12 + (from.month ?? 1) - 1;
  const hi = to.year * 12 + (to.month ?? 12) - 1;
  const [le, re] = [r.entities[0]!, r.entities[1]!];
  const scale = r.metric.scale ?? 1;
  const daily = (e: string): Map<string, { value: number; row: number }> => {
    const col = t.columns.get(r.metric.column === '*' ? e : r.metric.column);
    const out = new Map<string, { value: number; row: number }>();
    for (const i of t.rowsByEntity.get(e) ?? []) {
      const m = t.year[i]! * 12 + t.month[i]! - 1;
      const v = col ? col[i]! * scale : NaN;
      if (m < lo || m > hi || !Number.isFinite(v)) continue;
      out.set(formatPoint({ year: t.year[i]!, month: t.month[i]!, day: t.day[i]! }), { value: v, row: i });
    }
    return out;
  };
  const a = daily(le);
  const b = daily(re);
  const dates = [...a.keys()].filter((d) => b.has(d));
  if (dates.length < 2) return undefined;
  const op = p.compare?.op ?? '>';
  const unit = unitOf(r);
  const pt = (x: { value: number; row: number }, date: string): Point => ({ value: x.value, rows: [x.row], label: date });
  const scored = dates.map((d) => ({ name: d, ...periodScore({ entity: le, point: pt(a.get(d)!, d) }, { entity: re, point: pt(b.get(d)!, d) }, op, r) }));
  const read = periodsRead(p, scored, 'days', unit);
  if ('fail' in read) return { miss: read };
  const { worst, tied, margin, said, score } = read;
  const span = `${when(from)}${from.year !== to.year || from.month !== to.month ? `–${when(to)}` : ''}`;
  const except = exceptionsText(scored, (x) => !x.tied && x.s >= 0.5, (x) => `${x.name} (${fmtApart([x.l.value, x.r.value], unit).join(' vs ')}${x.tied || x.even ? ', tied' : ''})`);
  // Every day's rows are pinned by the evidence (a long list by its row-set hash), not listed in the text.
  const all = (m: Map<string, { value: number; row: number }>, w: Point): Point => ({ ...w, rows: dates.map((d) => m.get(d)!.row) });
  const day: Calc = {
    id: 'every_day', label: `${p.periodCount ? 'count of the days' : 'every day'} of ${span}`, isDefault: false, op, score, ...(tied ? { tied } : {}),
    lhs: { label: `${subject(le, r)}, ${worst.l.label}`, value: worst.l.value, unit },
    rhs: { label: `${subject(re, r)}, ${worst.r.label}`, value: worst.r.value, unit },
    margin, reads: [{ entity: le, point: all(a, worst.l) }, { entity: re, point: all(b, worst.r) }],
    caveats: r.metric.caveats ?? [],
    text: `Day by day (${r.metric.label}, ${subject(le, r)} vs ${subject(re, r)}, the ${fmtNumber(dates.length, 0)} days of ${span} both have): ${said}${except ? `; ${except}` : ''}.`,
  };
  const whole = computeCompare({ ...p, everyPeriod: undefined }, r);
  if ('miss' in whole) return { calcs: everyPeriodFirst(p, r, [day]) };
  return { calcs: everyPeriodFirst(p, r, [day, ...whole.calcs.filter((c) => c.isDefault)]) };
}

/**
 * "never", "always", "every year": the claim is about each period, so reading every period is the default and one
 * period decides against it; the mean or total over all of them stays beside it as context, not as a reading.
 */
function everyPeriodFirst(p: ParsedClaim, r: Resolved, calcs: Calc[]): Calc[] {
  const every = calcs.find((c) => c.id.startsWith('every_'));
  if (!p.everyPeriod || !every) return calcs;
  const whole = calcs.filter((c) => c !== every).map((c) => ({ ...c, id: c.id === 'default' ? 'mean_over_periods' : c.id, isDefault: false, context: true, label: `${c.label} (context only)` }));
  return [{ ...every, isDefault: true, ...retext(every, (t) => `${dsName(r.table)}, ${t.charAt(0).toLowerCase()}${t.slice(1)}`) }, ...whole];
}
