import type { CmpOp } from '../../parse/lexicon.ts';
import type { ParsedClaim } from '../../parse/parse-claim.ts';
import type { TimePoint } from '../../parse/time.ts';
import type { MetricDef } from '../../types.ts';
import { fmtAgainst, fmtNumber, fmtPct, fmtValue } from '../format.ts';
import type { Resolved } from '../resolve.ts';
import { thresholdScore } from '../score.ts';
import { claimed, diffUnit, dsName, endPairs, exceptionsText, LISTED_PERIODS, noTrueZero, read, scoreOp, subject, unitOf, type Calc, type Computed, type EndPair } from './common.ts';
import { isMiss, type Point } from '../series.ts';

/** Change between two times: percent, ratio, difference or direction, under each reading. */

export function computeChange(p: ParsedClaim, r: Resolved): Computed {
  const ch = p.change!;
  const scaleless = ch.measure === 'ratio' || ch.measure === 'pct' ? noTrueZero(r.metric, ch.measure === 'ratio' ? 'a multiple ("doubled", "three times")' : 'a percent change', (u) => `rose by 0.5 ${u}`) : undefined;
  if (scaleless) return { miss: scaleless };
  const entity = r.entities[0]!;
  const unit = unitOf(r);
  let from: TimePoint; let to: TimePoint;
  if (r.time.kind === 'range') [from, to] = r.time.points as [TimePoint, TimePoint];
  else if (r.time.kind === 'point' && r.time.points[0]?.season) {
    // "rose in summer 2015": within the season, or against the one before? Not guessed.
    return { miss: { fail: 'ambiguous', message: `A change in ${r.time.points[0].season} ${r.time.points[0].year} needs its start and end named, e.g. "between ${r.time.points[0].season} ${r.time.points[0].year - 1} and ${r.time.points[0].season} ${r.time.points[0].year}".` } };
  } else if (r.time.kind === 'point' && r.time.points[0]) { to = r.time.points[0]; from = to.month ? { year: to.month === 1 ? to.year - 1 : to.year, month: to.month === 1 ? 12 : to.month - 1 } : { year: to.year - (r.table.def.time.stepYears ?? 1) }; }
  else return { miss: { fail: 'unparsed', message: 'A change needs a start and an end, e.g. "from 2008 to 2010".' } };
  if (ch.versus) return changeVersus(p, r, from, to, unit);
  if (p.everyPeriod === 'year' && ch.measure === 'direction' && r.time.kind === 'range') {
    const each = everyYearChange(p, r, entity, from, to, unit);
    if (each) return each;
  }
  const pairs = endPairs(r, entity, from, to);
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
      actual = down ? v1 - v2 : v2 - v1; target = c; cu = unit; opText = `${down ? 'fall' : 'rise'} ${op} ${fmtValue(target, diffUnit(unit))}`;
    } else {
      // Direction only: the relative change must have the claimed sign.
      const rel = r.metric.sigma.kind === 'abs' ? v2 - v1 : (v2 - v1) / Math.abs(v1);
      actual = down ? -rel : rel; target = 0; op = ch.op === '<=' ? '<=' : '>'; cu = r.metric.sigma.kind === 'abs' ? unit : 'relative';
      opText = ch.dir === 'down' ? 'decrease' : 'increase';
      const m = op === '>' ? actual : -actual;
      const score = m > 0 ? thresholdScore(m, r.metric.sigma.value) : 0.45 * Math.exp(-Math.abs(m) / r.metric.sigma.value);
      calcs.push(changeCalc(pr, r, entity, unit, opText, score, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)} (${changeText(v1, v2, unit)})`));
      continue;
    }
    if (p.hedge === 'nearly') {
      // "nearly tripled", "by nearly 10 %": a bit short of the figure, [0.95 X, X]; for a multiple below one
      // ("nearly halved") short of the fall, so just above it.
      const [lo, hi] = ch.measure === 'ratio' && target < 1 ? [target, target / 0.95] : [0.95 * target, target];
      const inside = actual >= lo && actual <= hi;
      const dist = inside ? Math.min(actual - lo, hi - actual) : actual < lo ? lo - actual : actual - hi;
      const sg = metricForScore.sigma;
      const m = sg.kind === 'abs' ? dist : dist / Math.max(Math.abs(target), 1e-12);
      const score = thresholdScore(inside ? m : -m, sg.value);
      const fmt = (x: number): string => ch.measure === 'ratio' ? `×${fmtNumber(x, 3)}` : ch.measure === 'pct' ? `${fmtNumber(x, 2)} %` : fmtValue(x, cu);
      const shown = ch.measure === 'ratio' ? `×${fmtNumber(actual, 3)}` : fmt(actual);
      calcs.push(changeCalc(pr, r, entity, unit, `${ch.measure === 'ratio' ? 'ratio' : down ? 'fall' : 'rise'} nearly ${fmt(target)} (${fmt(lo)} to ${fmt(hi)})`, score, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)}: ${shown}`));
      continue;
    }
    // A share in words ("by a third") is a round figure and carries its own tolerance; a percent in digits does not.
    const wordShare = ch.measure === 'pct' && q !== undefined && !/\d/.test(q.text);
    const { score } = scoreOp(actual, target, op, metricForScore, ch.measure === 'diff' || wordShare ? q : undefined, p.hedge);
    // The change and the claimed one, told apart where they would print alike ("8.45 percentage points; claim: rise = 8.5").
    const vs = ch.measure === 'ratio' ? undefined : fmtAgainst([actual], target, ch.measure === 'pct' ? '%' : diffUnit(unit));
    const shown = vs ? vs.values[0]! : `×${fmtNumber(actual, 3)}`;
    if (vs) opText = `${down ? 'fall' : 'rise'} ${op} ${vs.claim}`;
    calcs.push(changeCalc(pr, r, entity, unit, opText, score, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)}: ${shown}`));
    // "Unemployment rose by 50%" of a rate in %: a relative change, or 50 percentage points? Both are read
    // (claims.md §4 reading-dependent); the relative one stays the default. A share in words is relative only.
    // Under every definition of the ends (annual means, January→December, …), each has both.
    if (ch.measure === 'pct' && unit === '%' && q?.percent && !wordShare) {
      const pp = down ? v1 - v2 : v2 - v1;
      const { score: ppScore } = scoreOp(pp, target, op, r.metric, q, p.hedge);
      const ppText = `${down ? 'fall' : 'rise'} ${op} ${fmtValue(target, 'pp')}`;
      calcs.push(changeCalc({ ...pr, id: pr.isDefault ? 'percentage_points' : `${pr.id}_percentage_points`, label: `${pr.label}, "${q.text}" read as percentage points`, isDefault: false }, r, entity, unit, ppText, ppScore, `${fmtValue(v1, unit)} → ${fmtValue(v2, unit)}: ${changeText(v1, v2, unit)}`));
    }
  }
  return { calcs };
}

/**
 * "China's population grew faster than India's", "manufacturing lost more jobs than construction": each thing's change
 * between the same ends, then the two set against each other, as an amount (the absolute change, in the measure's
 * unit) and as a rate (the relative change, in percent). The words choose which comes first ("faster" a rate, "more
 * jobs" an amount); the other is beside it, so that a claim true of one and not the other depends on the definition.
 * The other readings of the ends (January→December, …) are read on the first of the two.
 */
function changeVersus(p: ParsedClaim, r: Resolved, from: TimePoint, to: TimePoint, unit: string): Computed {
  const ch = p.change!;
  const [a, b] = r.entities as [string, string | undefined];
  if (!b) return { miss: { fail: 'ambiguous', message: 'The claim compares two changes, but only one of the things it names is in the data; name both.' } };
  if (r.time.kind !== 'range') return { miss: { fail: 'unparsed', message: 'Two changes are compared over the same span: name its start and end, e.g. "between 2008 and 2010".' } };
  const pairsA = endPairs(r, a, from, to);
  if ('fail' in pairsA) return { miss: pairsA };
  const pairsB = endPairs(r, b, from, to);
  if ('fail' in pairsB) return { miss: pairsB };
  const down = ch.dir === 'down';
  // the amount each rose (or fell, for a claim of falling), and the claim's side of the first against the second
  const sign = down ? -1 : 1;
  const side = ch.op === '<' ? -1 : 1;
  const verb = down ? 'fall' : 'rise';
  const whoA = subject(a, r); const whoB = subject(b, r);
  const sigma = r.metric.sigma;
  // "twice as fast as": the first change over the second, against the stated multiple
  const multiple = ch.measure === 'ratio' ? ch.quantity?.value : undefined;
  const claimWords = multiple === undefined ? `${verb} ${ch.op === '<' ? 'less' : 'more'} than`
    : `${verb} ${MULTIPLE_OP[ch.op]}${p.hedge === 'about' && ch.op === '=' ? 'about ' : ''}${fmtNumber(multiple, 3)} times`;
  const calcs: Calc[] = [];
  for (const pa of pairsA) {
    const pb = pairsB.find((x) => x.id === pa.id);
    if (!pb) continue;
    const [a1, a2, b1, b2] = [pa.a.value, pa.b.value, pb.a.value, pb.b.value];
    const amount = { a: sign * (a2 - a1), b: sign * (b2 - b1) };
    const rate = { a: (sign * (a2 - a1)) / Math.abs(a1), b: (sign * (b2 - b1)) / Math.abs(b1) };
    const scale = Math.max(Math.abs(a1), Math.abs(b1));
    // (a margin of exactly nothing is no "more")
    const scoreOf = (m: number, sd: number) => (m > 0 ? thresholdScore(m, sd) : 0.45 * Math.exp(-Math.abs(m) / sd));
    // "grew faster", "lost more jobs": more of a rise than the other's is first a rise. A first that fell did not grow
    // faster than a second that fell further. ("Grew more slowly" holds of a fall: it is less of a rise.)
    const firstMoved = side > 0 ? scoreOf(sigma.kind === 'abs' ? amount.a : rate.a, sigma.value) : 1;
    const readings = [
      { kind: 'amount' as const, A: amount.a, B: amount.b, u: unit === '%' ? 'pp' : diffUnit(unit),
        score: Math.min(firstMoved, scoreOf(side * (amount.a - amount.b) / (sigma.kind === 'abs' ? 1 : scale), sigma.value)) },
      { kind: 'rate' as const, A: rate.a * 100, B: rate.b * 100, u: '%',
        score: Math.min(firstMoved, scoreOf(side * (rate.a - rate.b), sigma.kind === 'rel' ? sigma.value : 0.01)) },
    ].map((rd): typeof rd & { times?: number } => (multiple === undefined ? rd : { ...rd, ...multipleOf(rd.A, rd.B, multiple, ch.op, r.metric, p.hedge) }))
      .sort((x, y) => (x.kind === ch.versus ? -1 : y.kind === ch.versus ? 1 : 0));
    const ends = `${pa.a.label} to ${pa.b.label}`;
    const went = (who: string, pr: EndPair) => `${who} went from ${fmtValue(pr.a.value, unit)} to ${fmtValue(pr.b.value, unit)} (${changeText(pr.a.value, pr.b.value, unit)})`;
    // (the other definitions of the ends are read on the first measure only: enough to show whether the ends matter)
    for (const [k, rd] of (pa.isDefault ? readings : readings.slice(0, 1)).entries()) {
      const what = rd.kind === 'rate' ? `${verb} in percent` : `${verb} in ${unit === '%' ? 'percentage points' : unit || 'units'}`;
      const isDefault = pa.isDefault && k === 0;
      const gap = rd.A - rd.B;
      const shown = (x: number) => fmtValue(x, rd.u);
      calcs.push({
        id: `${pa.isDefault ? '' : `${pa.id}_`}${rd.kind === 'rate' ? 'relative' : 'absolute'}`,
        label: `${pa.isDefault ? '' : `${pa.label}, `}${rd.kind === 'rate' ? `relative ${verb} (percent of where each started)` : `absolute ${verb} (${unit === '%' ? 'percentage points' : unit || 'units'})`}`,
        isDefault, op: claimWords, score: rd.score,
        lhs: { label: `${whoA} ${r.metric.label}, ${what}, ${ends}`, value: rd.A, unit: rd.u },
        rhs: { label: `${whoB} ${r.metric.label}, ${what}, ${ends}`, value: rd.B, unit: rd.u },
        margin: rd.times !== undefined ? (Number.isFinite(rd.times) ? `×${fmtNumber(rd.times, 3)}` : 'no multiple') : `${gap >= 0 ? '+' : '-'}${fmtValue(Math.abs(gap), rd.kind === 'rate' ? 'pp' : rd.u)}`,
        reads: [{ entity: a, point: pa.a }, { entity: a, point: pa.b }, { entity: b, point: pb.a }, { entity: b, point: pb.b }],
        caveats: [...(r.metric.caveats ?? []), ...[pa.a.caveat, pa.b.caveat, pb.a.caveat, pb.b.caveat].filter((x): x is string => Boolean(x))],
        text: `${dsName(r.table)} (${r.metric.label}, ${ends}): ${went(whoA, pa)}; ${went(whoB, pb)}. As ${rd.kind === 'rate' ? 'a relative' : 'an absolute'} ${verb}, ${possessive(whoA)} ${shown(rd.A)} against ${possessive(whoB)} ${shown(rd.B)}${rd.A < 0 ? ` (${whoA} did not ${verb} at all)` : ''}${rd.times !== undefined ? (Number.isFinite(rd.times) ? `, ${fmtNumber(rd.times, 3)} times ${possessive(whoB)}` : `; ${rd.B <= 0 ? whoB : whoA} did not ${verb}, so one is no multiple of the other`) : ''}; claim: ${claimWords} ${multiple === undefined ? whoB : possessive(whoB)}.`,
      });
    }
  }
  return calcs.length ? { calcs } : { miss: { fail: 'time_not_observed', message: `The two changes could not be read over the same ends (${from.year}–${to.year}).` } };
}

const MULTIPLE_OP: Record<CmpOp, string> = { '>': 'more than ', '>=': 'at least ', '<': 'less than ', '<=': 'at most ', '=': '' };

/**
 * "twice as fast as": the first change as a multiple of the second, scored as a multiple of two values is (5 % of the
 * multiple). A change that did not go the claimed way is no multiple of the other: undecided, as in a comparison of values.
 */
function multipleOf(a: number, b: number, k: number, op: CmpOp, metric: MetricDef, hedge: ParsedClaim['hedge']): { times: number; score: number } {
  const times = a >= 0 && b > 0 ? a / b : NaN;
  if (!Number.isFinite(times)) return { times, score: 0.45 };
  return { times, score: scoreOp(times, k, op, { ...metric, unit: '', sigma: { kind: 'rel', value: 0.05 } }, undefined, hedge).score };
}

/** "China's", "financial activities'". */
function possessive(who: string): string {
  return who.endsWith('s') ? `${who}'` : `${who}'s`;
}

function changeCalc(pr: EndPair, r: Resolved, entity: string, unit: string, opText: string, score: number, marginStr: string): Calc {
  const who = subject(entity, r);
  return {
    id: pr.id, label: pr.label, isDefault: pr.isDefault, op: opText, score,
    lhs: { label: `${who} ${r.metric.label}, ${pr.a.label}`, value: pr.a.value, unit },
    rhs: { label: `${who} ${r.metric.label}, ${pr.b.label}`, value: pr.b.value, unit },
    margin: marginStr, reads: [{ entity, point: pr.a }, { entity, point: pr.b }],
    caveats: [...(r.metric.caveats ?? []), ...[pr.a.caveat, pr.b.caveat].filter((x): x is string => Boolean(x))],
    text: `${dsName(r.table)}: ${who} ${r.metric.label} went from ${fmtValue(pr.a.value, unit)} (${pr.a.label}) to ${fmtValue(pr.b.value, unit)} (${pr.b.label}), ${marginStr.split(': ')[1] ?? changeText(pr.a.value, pr.b.value, unit)}; claim: ${opText}.`,
  };
}

/** A change as the text shows it: relative ("+10.1 %"), but for a percentage in percentage points ("+11.67 percentage points"). */
function changeText(v1: number, v2: number, unit: string): string {
  return unit === '%' ? `${v2 >= v1 ? '+' : '-'}${fmtValue(Math.abs(v2 - v1), 'pp')}` : fmtPct((v2 - v1) / Math.abs(v1));
}

/**
 * "Nuclear generation in Iowa grew every year from 2001 to 2017": each year against the one before, read as a value
 * of that year is (the annual mean or total); the weakest year decides. The change between the ends stays beside it
 * as context only. Data every few years cannot show every year; a year not whole in the data is named, not skipped.
 */
function everyYearChange(p: ParsedClaim, r: Resolved, entity: string, from: TimePoint, to: TimePoint, unit: string): Computed | undefined {
  if (from.month !== undefined || from.season || to.month !== undefined || to.season || to.year - from.year < 1) return undefined;
  // Years the data lacks (every few years) or has only in part are not read; a step over them that goes the other
  // way still shows some year did, but steps that all go the claim's way cannot show every year did.
  const pts: { y: number; pt: Point }[] = [];
  const missing: number[] = [];
  for (let y = from.year; y <= to.year; y++) {
    const v = read(r, entity, { year: y });
    if (isMiss(v) || v.caveat) missing.push(y);
    else pts.push({ y, pt: v });
  }
  if (pts.length < 2) return undefined;
  const down = p.change!.dir === 'down';
  const sigma = r.metric.sigma;
  const steps = pts.slice(1).map((b, k) => {
    const a = pts[k]!;
    const rel = sigma.kind === 'abs' ? b.pt.value - a.pt.value : (b.pt.value - a.pt.value) / Math.abs(a.pt.value);
    const { score } = scoreOp(down ? -rel : rel, 0, '>', r.metric, undefined, undefined);
    return { a, b, s: score, name: `${a.y}→${b.y}` };
  });
  const worst = steps.reduce((w, x) => (x.s < w.s ? x : w));
  const holds = steps.filter((x) => x.s >= 0.5).length;
  if (missing.length > 0 && worst.s >= 0.5) {
    const step = r.table.def.time.stepYears;
    return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} ${step && step > 1 ? `has values every ${step} years` : `does not have all of ${missing.length === 1 ? missing[0] : `${missing.length} of the years (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''})`}`}, so a change in every year of ${from.year}–${to.year} is not all in the data; the years it has ${down ? 'fall' : 'rise'} each time.` } };
  }
  const who = subject(entity, r);
  const verb = down ? 'falls' : 'rises';
  const gaps = missing.length ? ` (${missing.length} ${missing.length === 1 ? 'year is' : 'years are'} not in the data or not whole, so some steps span more than one year)` : '';
  const show = (x: (typeof steps)[number]): string => `${x.name} (${fmtValue(x.a.pt.value, unit)} → ${fmtValue(x.b.pt.value, unit)})`;
  const said = `it ${verb} in ${holds} of ${steps.length} ${missing.length ? 'steps' : 'years'}${gaps}`;
  const head = `${dsName(r.table)}, year by year (${r.metric.label}, ${who})`;
  const text = `${head}: ${steps.map(show).join('; ')}: ${said}.`;
  const except = exceptionsText(steps, (x) => x.s >= 0.5, show);
  const each: Calc = {
    id: 'every_year', label: `every year of ${from.year}–${to.year}`, isDefault: true, op: down ? 'decrease' : 'increase', score: worst.s,
    lhs: { label: `${who} ${r.metric.label}, ${worst.a.pt.label}`, value: worst.a.pt.value, unit },
    rhs: { label: `${who} ${r.metric.label}, ${worst.b.pt.label}`, value: worst.b.pt.value, unit },
    margin: `${verb} in ${holds} of ${steps.length} years`,
    reads: [{ entity, point: { ...worst.a.pt, rows: pts.flatMap((x) => x.pt.rows) } }, { entity, point: worst.b.pt }],
    caveats: r.metric.caveats ?? [],
    text, ...(steps.length > LISTED_PERIODS ? { brief: `${head}: ${said}${except ? `; ${except}` : ''}.` } : {}),
  };
  const ends = computeChange({ ...p, everyPeriod: undefined }, r);
  const context = 'calcs' in ends ? ends.calcs.filter((c) => c.isDefault).map((c) => ({ ...c, id: 'between_the_ends', isDefault: false, context: true, label: `${c.label}, between the ends (context only)` })) : [];
  return { calcs: [each, ...context] };
}
