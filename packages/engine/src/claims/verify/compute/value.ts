import type { CmpOp } from '../../parse/lexicon.ts';
import { EVERY_READING, type ParsedClaim } from '../../parse/parse-claim.ts';
import type { TimePoint } from '../../parse/time.ts';
import { datasetName, fmtAgainst, fmtApart, fmtValue, plural } from '../format.ts';
import type { Resolved } from '../resolve.ts';
import { COVERAGE_CAP, thresholdScore } from '../score.ts';
import { isMiss, valueAt, type Lookup, type Point } from '../series.ts';
import { SEASON_MONTHS } from '../../parse/time.ts';
import { claimed, diffUnit, dsName, endPairs, when, isFlow, marginText, offText, monthByYear, monthMean, read, readRange, recurringName, recurringOf, scoreOp, subject, unitOf, WORD, yearName, exceptionsText, LISTED_PERIODS, retext, type Calc, type Computed, type RangeRead, type Recurring } from './common.ts';

/** Value, approximate, between, aggregate and from-to claims. */

export function computeValue(p: ParsedClaim, r: Resolved): Computed {
  if (r.entities.length === 0 && p.extremeValue) return extremeOverEntities(p, r);
  if (r.entities.length >= 2) return eachEntity(p, r);
  const entity = r.entities[0]!;
  const q = p.quantity!;
  const unit = unitOf(r);
  const c = r.derived === 'count_days' ? q.value : claimed(q, r.metric);
  if (c === undefined) return { miss: { fail: 'metric_not_in_catalog', message: `The claim's unit (${q.unit ?? '%'}) does not match ${r.metric.label} (${r.metric.unit}).` } };
  let pt: Lookup;
  let range: RangeRead | undefined;
  const tps = r.time.points;
  let boundPt: Lookup | undefined;
  const each = flowPeriods(p, r);
  if (each) return boundEveryPeriod(p, r, entity, each, c);
  const first = p.firstTime ? (p.crossedBy ? crossedBeside(p, r, entity, c, unit, p.crossedBy) : firstCrossing(p, r, entity, c, unit)) : undefined;
  if (first) return first;
  if (p.everyReading || p.someReading) {
    // "never went below": the smallest single reading ("ever below": the same). Only daily data has single readings; means hide them.
    const grain = r.table.def.time.grain;
    if (grain !== 'day') {
      const periods = boundByPeriods(p, r, entity, c, unit);
      if (periods && 'calcs' in periods) return periods;
      const each = grain === 'snapshot' ? 'one undated value' : `${grain === 'month' ? 'monthly' : 'yearly'} values${r.table.def.time.stepYears ? ` every ${r.table.def.time.stepYears} years` : ''}`;
      return { miss: { fail: 'time_not_observed', message: `The claim bounds ${p.someReading ? 'some' : 'every'} single reading ("${p.someReading ? 'ever' : EVERY_READING.exec(p.claim)?.[0] ?? 'never'}"), but ${r.table.def.file} has only ${each} of ${r.metric.label}, which are averages or samples, not every reading: only the ${r.metric.yearAgg === 'sum' ? 'total' : 'average'} can be checked, e.g. "the ${r.metric.yearAgg === 'sum' ? 'total' : 'average'} was ${p.op === '<' || p.op === '<=' ? 'below' : 'above'} ${fmtValue(c, unit)}".${periods?.note ?? ''}` } };
    }
  }
  if ((p.everyReading || p.someReading || p.extremeValue) && p.dayAgg) {
    if (r.time.kind === 'range' && tps.length === 2) {
      // Over a range of years: the extreme of each year's extreme (of a yearly series, the extreme year's value).
      let best: Point | undefined;
      // A series every few years (gapminder) is read in the years it has.
      const years = r.table.def.time.stepYears ? r.table.years.filter((y) => y >= tps[0]!.year && y <= tps[1]!.year) : Array.from({ length: tps[1]!.year - tps[0]!.year + 1 }, (_, k) => tps[0]!.year + k);
      for (const y of years) {
        const v = read(r, entity, { year: y }, p.dayAgg);
        if (isMiss(v)) return { miss: v };
        if (!best || (p.dayAgg === 'min' ? v.value < best.value : v.value > best.value)) best = v;
      }
      if (best) boundPt = { ...best, label: `${best.label}, the ${p.dayAgg === 'min' ? 'lowest' : 'highest'} of ${tps[0]!.year}–${tps[1]!.year}` };
    }
  }
  // "in December", "in summer" without a year: that month or season in every year the dataset has it whole, on average.
  const month = recurringOf(r.time)?.[0];
  const byMonth = month === undefined ? undefined : monthByYear(r, entity, month);
  if (boundPt) pt = boundPt;
  else if (month !== undefined && byMonth) {
    const years = [...byMonth.keys()];
    pt = years.length > 0 ? monthMean(r, month, byMonth, years) : { fail: 'time_not_observed', message: `${r.table.def.file} has no year with a whole ${recurringName(month)} for ${subject(entity, r)}.` };
  } else if (r.time.kind === 'range' && !r.time.implied) {
    // "more than 4,000 mm of rain from 2012 to 2015": every period of the range, whole; "a year" makes it the mean per year.
    const rr = readRange(r, entity, tps[0]!, tps[1]!);
    if ('fail' in rr) return { miss: rr };
    if (p.perYear && rr.unit === 'month') return { miss: { fail: 'ambiguous', message: `"A year" over ${rr.span}, which starts or ends inside a year, has no single reading: name whole years, e.g. "from ${tps[0]!.year} to ${tps[1]!.year}".` } };
    range = rr;
    pt = p.perYear && isFlow(r)
      ? { ...rr.total, value: rr.total.value / rr.parts.length, label: `mean per ${rr.each} over ${rr.span} (${rr.parts.length} ${rr.each}s)` }
      : rr.total;
  } else if (r.time.kind === 'range' || (p.perYear && r.time.kind !== 'point')) {
    // "averaged 100 rainy days a year": mean over the complete years in range (a season beside them: that season of each).
    const [a, b] = r.time.kind === 'range' ? [tps[0]!.year, tps[1]!.year] : [r.table.years[0]!, r.table.years.at(-1)!];
    const season = r.time.kind === 'range' ? tps[0]!.season : undefined;
    const ys: Point[] = [];
    for (let y = a; y <= b; y++) { const v = read(r, entity, { year: y, ...(season ? { season } : {}) }); if (!isMiss(v) && !v.caveat) ys.push(v); }
    if (ys.length === 0) return { miss: { fail: 'time_not_observed', message: `No complete year between ${a} and ${b} in ${r.table.def.file}.` } };
    pt = { value: ys.reduce((s, v) => s + v.value, 0) / ys.length, rows: ys.flatMap((v) => v.rows), label: `mean per year over ${ys.length} years ${a}–${b}${season ? `, ${season} (${SEASON_MONTHS[season]}) only` : ''}` };
  } else pt = read(r, entity, r.time.kind === 'point' ? tps[0]! : null, p.dayAgg);
  if (isMiss(pt)) return { miss: pt };
  // "averaged 95 mm of rain a month in 2015": a flow's total over the months it covers, whole months only.
  // "averaged 95 mm of rain a month in 2015": a flow over the whole months it covers, per month (from its rows, so a
  // range's total and a general claim's mean per year alike); the readings per year or per period are not beside it.
  let perMonth = false;
  if (p.perMonth && isFlow(r) && r.table.def.time.grain !== 'year' && !p.dayAgg && !boundPt && month === undefined) {
    const t = r.table;
    const col = t.columns.get(r.metric.column);
    const months = new Set(pt.rows.map((i) => t.year[i]! * 12 + (t.month[i] ?? 1))).size;
    if (col && months > 1) {
      const total = r.derived === 'count_days' ? pt.rows.filter((i) => (col[i] ?? 0) > 0).length : pt.rows.reduce((sum, i) => sum + (Number.isFinite(col[i]) ? col[i]! : 0), 0) * (r.metric.scale ?? 1);
      pt = { ...pt, value: total / months, label: `mean per month over ${months} months, ${r.time.kind === 'range' ? `${tps[0]!.year}–${tps[1]!.year}` : pt.label.replace(/^(?:total over \d+ days of |days with precipitation > 0 mm in )/, '').replace(/ \(of \d+\)$/, '')}` };
      perMonth = true;
    }
  }
  const who = subject(entity, r);
  const reads = [{ entity, point: pt }];
  // "The lowest temperature was -6 degrees" with no period: the lowest in the data, which may not be the lowest ever.
  const cap = p.extremeValue && (r.time.coverage || r.time.ever) && tps.length === 2 ? `${r.time.ever ? '"ever" read' : 'no period stated: read'} as the dataset's coverage, ${tps[0]!.year}–${tps[1]!.year}` : undefined;
  const caveats = [...(r.metric.caveats ?? []), ...(pt.caveat ? [pt.caveat] : []), ...(r.time.implied ? [`No year stated: read as the latest complete year, ${pt.label}`] : []), ...(cap ? [cap] : [])];
  if (p.form === 'between' || p.hedge === 'nearly') {
    const [lo, hi] = p.form === 'between' ? [Math.min(c, claimed(p.quantity2!, r.metric) ?? c), Math.max(c, claimed(p.quantity2!, r.metric) ?? c)] : [0.95 * c, c];
    const inside = pt.value >= lo && pt.value <= hi;
    const sigma = r.metric.sigma;
    const dist = inside ? Math.min(pt.value - lo, hi - pt.value) : pt.value < lo ? lo - pt.value : pt.value - hi;
    const m = sigma.kind === 'abs' ? dist : dist / Math.max(Math.abs(c), 1e-12);
    const score = inside ? thresholdScore(m, sigma.value) : thresholdScore(-m, sigma.value);
    const [sv, slo, shi] = fmtApart([pt.value, lo, hi], unit);
    const label = p.hedge === 'nearly' ? `nearly ${fmtAgainst([pt.value], c, unit).claim} (between ${slo} and ${shi})` : `between ${slo} and ${shi}`;
    return {
      calcs: [{
        id: 'default', label: 'value as published', isDefault: true, op: 'between',
        lhs: { label: `${who} ${r.metric.label}, ${pt.label}`, value: pt.value, unit }, rhs: { label, value: c, unit },
        score, margin: inside ? `inside, ${fmtValue(dist, diffUnit(unit))} from the nearer bound` : `outside by ${fmtValue(dist, diffUnit(unit))}`, reads, caveats,
        text: `${dsName(r.table)} gives ${who} ${r.metric.label} (${pt.label}) as ${sv}, ${inside ? 'inside' : 'outside'} the claimed ${label}.`,
      }],
    };
  }
  const op = p.op ?? '=';
  // "reached about 81 by 2000": at or above 81, or within the hedge's tolerance of it.
  const scored = p.hedge === 'about' && (op === '>=' || op === '<=')
    ? Math.max(scoreOp(pt.value, c, op, r.metric, q, undefined).score, scoreOp(pt.value, c, '=', r.metric, q, 'about').score)
    : scoreOp(pt.value, c, op, r.metric, q, p.hedge).score;
  const score = cap ? Math.min(scored, COVERAGE_CAP) : scored;
  const alt = perMonth ? undefined : byMonth && month ? everyYearReading(r, entity, month, byMonth, op, c, unit)
    : range ? everyPeriodReading(p, r, entity, range, op, c, unit) ?? perYearReading(p, r, entity, range, op, c, unit) : peakReading(p, r, entity, op, c, unit);
  // "more than 100 mm every December from 2012 to 2015", "… in December every year": each year's month is the claim
  if (p.everyPeriod && byMonth && month !== undefined && alt) {
    const head = `${dsName(r.table)} gives ${subject(entity, r)} ${r.metric.label}, ${recurringName(month)}, year by year`;
    const said = `Year by year${'season' in month ? ` (${recurringName(month)})` : ''}`;
    const own = (t: string) => (t.startsWith(said) ? head + t.slice(said.length) : t);
    return { calcs: [{ ...alt, isDefault: true, text: own(alt.text), ...(alt.brief ? { brief: own(alt.brief) } : {}) }] };
  }
  const opLabel = op === '=' ? (p.hedge === 'about' ? '≈' : '=') : op;
  const rel = op === '=' ? offText(c, pt.value, unit) : marginText(pt.value, c, unit);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  // "reached about 82 by 2000": what was claimed, hedge and all.
  const vs = fmtAgainst([pt.value], c, unit);
  const claimedText = p.hedge === 'about' && op !== '=' ? `about ${vs.claim} or ${op === '>=' || op === '>' ? 'more' : 'less'}` : `${WORD[op]} ${vs.claim}`;
  return {
    calcs: [{
      id: 'default', label: r.derived === 'count_days' ? 'rainy day = precipitation > 0 mm'
        : range ? `${p.perYear && r.metric.yearAgg === 'sum' ? `mean per ${range.each}` : r.metric.yearAgg === 'sum' ? 'total' : 'mean'} over ${range.span}` : month !== undefined ? `mean of each year's ${recurringName(month)}` : pt.rows.length > 1 && !r.metric.sumOverDims ? `${r.metric.yearAgg === 'sum' ? 'total' : 'mean'} over the period` : 'value as published',
      isDefault: true, op: opLabel,
      lhs: { label: `${who} ${measure}, ${pt.label}`, value: pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
      score, margin: rel, reads, caveats, ...(cap ? { capped: cap } : {}),
      text: op === '='
        ? `${dsName(r.table)} gives ${who} ${measure} (${pt.label}) as ${vs.values[0]}; the claim says ${p.hedge === 'about' ? 'about ' : ''}${vs.claim}, ${rel}.`
        : `${dsName(r.table)} gives ${who} ${measure} (${pt.label}) as ${vs.values[0]}, ${marginText(pt.value, c, unit)} against the claimed ${claimedText}.`,
    }, ...(alt ? [alt] : [])],
  };
}

/** Where a value breaks a bound: "always above" is broken at or below it, "never above" (at most) above it. */
const BEYOND: Record<string, string> = { '>': 'at or below', '>=': 'below', '<': 'at or above', '<=': 'above' };

/**
 * "CO2 was always above 300 ppm" of monthly means: a mean (or sample) at or below 300 ppm proves some reading at or
 * below it, so one period on the wrong side refutes "always" or "never" (and one beyond the bound proves "ever").
 * Periods all on the claim's side prove nothing of the single readings: then only a note of what they show.
 * Not for seasonally adjusted values (modelled, not observed) nor totals (a month's total bounds no single day).
 */
function boundByPeriods(p: ParsedClaim, r: Resolved, entity: string, c: number, unit: string): { calcs: Calc[] } | { note: string } | undefined {
  const grain = r.table.def.time.grain;
  const op = p.op;
  if ((grain !== 'month' && grain !== 'year') || r.metric.adjusted || r.metric.yearAgg !== 'mean' || r.derived || !op || op === '=' || p.hedge || !p.dayAgg) return undefined;
  if (r.time.kind !== 'point' && r.time.kind !== 'range') return undefined;
  const [a, b = a] = r.time.points;
  if (!a || !b || a.season || b.season || a.day || b.day) return undefined;
  const points: TimePoint[] = [];
  if (grain === 'month') {
    for (let y = a.year; y <= b.year; y++) {
      for (let m = y === a.year ? a.month ?? 1 : 1; m <= (y === b.year ? b.month ?? 12 : 12); m++) points.push({ year: y, month: m });
    }
  } else for (const y of r.table.years) if (y >= a.year && y <= b.year) points.push({ year: y });
  const named = points.map((tp) => ({ tp, v: read(r, entity, tp) })).filter((x): x is { tp: TimePoint; v: Point } => !isMiss(x.v) && !x.v.caveat);
  if (named.length === 0) return undefined;
  // The period furthest toward the side the bound rules out (every reading) or claims (some reading).
  const ext = named.reduce((w, x) => (p.dayAgg === 'min' ? x.v.value < w.v.value : x.v.value > w.v.value) ? x : w);
  const { score, holds } = scoreOp(ext.v.value, c, op, r.metric, undefined, undefined);
  const who = subject(entity, r);
  const each = grain === 'month' ? 'monthly' : 'yearly';
  const span = `${when(named[0]!.tp)}–${when(named.at(-1)!.tp)}`;
  const lowest = p.dayAgg === 'min' ? 'lowest' : 'highest';
  const vs = fmtAgainst([ext.v.value], c, unit);
  const said = `the ${lowest} of ${named.length} ${each} values of ${span}, ${vs.values[0]} (${when(ext.tp)})`;
  // "always above": refuted by a period at or below; "ever above": proven by a period above. Otherwise nothing is proven.
  if (p.everyReading ? holds : !holds) return { note: ` (${said.charAt(0).toUpperCase()}${said.slice(1)}, is ${p.everyReading ? 'within' : 'not beyond'} the claimed ${WORD[op]} ${vs.claim}.)` };
  const why = p.everyReading
    ? `a ${grain === 'month' ? 'month' : 'year'} whose value is ${BEYOND[op]} the bound had a reading there too, so not every reading was ${WORD[op]} ${vs.claim}`
    : `a ${grain === 'month' ? 'month' : 'year'} whose value is ${WORD[op]} the bound had a reading ${WORD[op]} it too`;
  return {
    calcs: [{
      id: p.everyReading ? 'every_reading' : 'some_reading', label: `${each} values (a ${each} value ${p.everyReading ? 'beyond the bound proves a reading beyond it' : 'past the bound proves a reading past it'})`,
      isDefault: true, op, score, lhs: { label: `${who} ${r.metric.label}, ${ext.v.label} (${lowest} ${each} value of ${span})`, value: ext.v.value, unit },
      rhs: { label: 'claimed', value: c, unit }, margin: marginText(ext.v.value, c, unit), reads: [{ entity, point: ext.v }], caveats: r.metric.caveats ?? [],
      text: `${dsName(r.table)} gives ${who} ${r.metric.label} as ${each} values only; ${said}, is ${marginText(ext.v.value, c, unit)} against the claimed ${WORD[op]} ${vs.claim}: ${why}.`,
    }],
  };
}

/**
 * "Construction unemployment rose above 20 % in 2009": the default reading is the annual mean,
 * but "in some month of 2009" is a fair reading too. Shown beside it; if they disagree the
 * verdict is "depends on definition". Not for totals, explicit averages or stated months.
 */
function peakReading(p: ParsedClaim, r: Resolved, entity: string, op: CmpOp, c: number, unit: string): Calc | undefined {
  const tp = r.time.kind === 'point' ? r.time.points[0] : undefined;
  if (!tp || tp.day || r.table.def.time.grain === 'year' || (tp.month && r.table.def.time.grain === 'month')) return undefined;
  if (r.metric.yearAgg !== 'mean' || r.derived || p.dayAgg || op === '=' || /\baverag|\bmean\b|\bon average\b/i.test(p.claim)) return undefined;
  const how = op === '>' || op === '>=' ? 'max' : 'min';
  const pt = valueAt(r.table, r.metric, entity, tp, how);
  if (isMiss(pt)) return undefined;
  const { score } = scoreOp(pt.value, c, op, r.metric, undefined, undefined);
  const who = subject(entity, r);
  return {
    id: how === 'max' ? 'highest_in_period' : 'lowest_in_period', label: `${how === 'max' ? 'highest' : 'lowest'} single ${r.table.def.time.grain} in the period`,
    isDefault: false, op, score, lhs: { label: `${who} ${r.metric.label}, ${pt.label}`, value: pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
    margin: marginText(pt.value, c, unit), reads: [{ entity, point: pt }], caveats: r.metric.caveats ?? [],
    text: `Read as a single ${r.table.def.time.grain}: ${who} ${r.metric.label} was ${fmtAgainst([pt.value], c, unit).values[0]} (${pt.label}), ${marginText(pt.value, c, unit)} against the claimed ${WORD[op]} ${fmtAgainst([pt.value], c, unit).claim}.`,
  };
}

/** "Seattle gets more than 100 mm of rain in December": beside the mean, the month of every year on its own. */
function everyYearReading(r: Resolved, entity: string, x: Recurring, byYear: ReadonlyMap<number, Point>, op: CmpOp, c: number, unit: string): Calc | undefined {
  if (op === '=' || byYear.size < 2) return undefined;
  const scored = [...byYear].map(([y, pt]) => ({ y, pt, s: scoreOp(pt.value, c, op, r.metric, undefined, undefined).score }));
  // The weakest year decides.
  const worst = scored.reduce((w, x) => (x.s < w.s ? x : w));
  const holds = scored.filter((x) => x.s >= 0.5).length;
  const who = subject(entity, r);
  return {
    id: 'every_year', label: `every year, ${yearName(x, scored[0]!.y)}${'month' in x || x.season !== 'winter' ? '–' : ' to '}${yearName(x, scored.at(-1)!.y)}`, isDefault: false, op, score: worst.s,
    lhs: { label: `${who} ${r.metric.label}, ${worst.pt.label}`, value: worst.pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
    margin: `holds in ${holds} of ${scored.length} years`, reads: [{ entity, point: worst.pt }], caveats: r.metric.caveats ?? [],
    ...listedText(`Year by year${'season' in x ? ` (${recurringName(x)})` : ''}`, scored.map((s) => ({ name: yearName(x, s.y), value: s.pt.value, s: s.s })), (cs) => `${WORD[op]} ${cs} holds in ${holds} of ${scored.length} years`, c, unit),
  };
}

/**
 * Every period's value, then what they show; more periods than a year of months are, in the summary, counted and
 * only the exceptions named (the evidence keeps them all).
 */
function listedText(head: string, xs: readonly { name: string; value: number; s: number }[], said: (claim: string) => string, c: number, unit: string, count = ''): Pick<Calc, 'text' | 'brief'> {
  const vs = fmtAgainst(xs.map((x) => x.value), c, unit);
  const shown = new Map(xs.map((x, k) => [x, vs.values[k]!]));
  const text = `${head}: ${xs.map((x) => `${x.name} ${shown.get(x)!}`).join('; ')}; ${said(vs.claim)}.`;
  if (xs.length <= LISTED_PERIODS) return { text };
  const except = exceptionsText(xs, (x) => x.s >= 0.5, (x) => `${x.name} (${shown.get(x)!})`);
  return { text, brief: `${head}: ${said(vs.claim)}${count}${except ? `; ${except}` : ''}.` };
}

/**
 * "CO2 was above 400 ppm from 2015 to 2019": beside the mean over the range, every year of it on its own. Only
 * where a year's value is the claim's scale: a level, or a total said per year ("1,000 mm a year from 2012 to 2015").
 */
function everyPeriodReading(p: ParsedClaim, r: Resolved, entity: string, range: RangeRead, op: CmpOp, c: number, unit: string): Calc | undefined {
  const sum = isFlow(r);
  if (op === '=' || range.parts.length < 2 || (sum && !p.perYear)) return undefined;
  const scored = range.parts.map((x) => ({ ...x, s: scoreOp(x.point.value, c, op, r.metric, undefined, undefined).score }));
  const worst = scored.reduce((w, x) => (x.s < w.s ? x : w));
  const holds = scored.filter((x) => x.s >= 0.5).length;
  const who = subject(entity, r);
  return {
    id: range.unit === 'month' ? 'every_month' : 'every_year', label: range.every, isDefault: false, op, score: worst.s,
    lhs: { label: `${who} ${r.metric.label}, ${worst.point.label}`, value: worst.point.value, unit }, rhs: { label: 'claimed', value: c, unit },
    margin: `holds in ${holds} of ${scored.length} ${range.each}s`, reads: [{ entity, point: worst.point }], caveats: r.metric.caveats ?? [],
    ...listedText(`${range.each.charAt(0).toUpperCase()}${range.each.slice(1)} by ${range.each}`, scored.map((x) => ({ name: x.name, value: x.point.value, s: x.s })), (cs) => `${WORD[op]} ${cs} holds in ${holds} of ${scored.length} ${range.each}s`, c, unit),
  };
}

/**
 * "Seattle got about 1,000 mm of precipitation from 2013 to 2014": a total over the years by default, but a number
 * nearer a year's share than the whole (on a log scale) may mean each year, so the mean per year is shown beside it
 * and a disagreement depends on the definition. A number on the total's scale ("more than 4,000 mm from 2012 to
 * 2015") keeps the total alone.
 */
function perYearReading(p: ParsedClaim, r: Resolved, entity: string, range: RangeRead, op: CmpOp, c: number, unit: string): Calc | undefined {
  const sum = isFlow(r);
  if (!sum || p.perYear || range.unit !== 'year' || range.parts.length < 2) return undefined;
  const total = range.total.value;
  const perYear = total / range.parts.length;
  if (!(c > 0 && perYear > 0) || Math.abs(Math.log(c / perYear)) >= Math.abs(Math.log(c / total))) return undefined;
  const { score } = scoreOp(perYear, c, op, r.metric, p.quantity, p.hedge);
  const who = subject(entity, r);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  const label = `mean per year over ${range.span}`;
  return {
    id: 'per_year', label, isDefault: false, op: op === '=' ? (p.hedge === 'about' ? '≈' : '=') : op, score,
    lhs: { label: `${who} ${measure}, ${label} (${range.parts.length} years)`, value: perYear, unit }, rhs: { label: 'claimed', value: c, unit },
    margin: marginText(perYear, c, unit), reads: [{ entity, point: range.total }], caveats: r.metric.caveats ?? [],
    text: `Read per year: ${dsName(r.table)} gives ${who} ${measure} as ${fmtAgainst([perYear], c, unit).values[0]} a year on average over ${range.span} (${fmtValue(total, unit)} in all), ${marginText(perYear, c, unit)} against the claimed ${op === '=' ? '' : `${WORD[op]} `}${fmtAgainst([perYear], c, unit).claim}.`,
  };
}

/**
 * "fell from 8 in 1975 to 5 in 2000": both stated values must hold, under each reading of the two ends (for a
 * monthly level "between 2008 and 2010" is also January 2008 to December 2010, and so on: `endPairs`).
 */
export function computeFromTo(p: ParsedClaim, r: Resolved): Computed {
  const entity = r.entities[0]!;
  const unit = unitOf(r);
  const [t1, t2] = r.time.points as [TimePoint, TimePoint];
  const pairs = endPairs(r, entity, t1, t2);
  if ('fail' in pairs) return { miss: pairs };
  const c1 = claimed(p.quantity!, r.metric);
  const c2 = claimed(p.quantity2!, r.metric);
  if (c1 === undefined || c2 === undefined) return { miss: { fail: 'metric_not_in_catalog', message: `The claim's units do not match ${r.metric.label} (${r.metric.unit}).` } };
  const who = subject(entity, r);
  const scored = pairs.map((pair) => ({
    ...pair,
    s1: scoreOp(pair.a.value, c1, '=', r.metric, p.quantity, p.hedge).score,
    s2: scoreOp(pair.b.value, c2, '=', r.metric, p.quantity2, p.hedge).score,
  }));
  // The stated values name their reading: when both match the default ends, a reading whose two ends are
  // each further from them than the whole stated change is on another scale (a seasonal level's January and
  // December, 7 °C from annual means that rose by 2 °C) and is not one the claim could mean. Near misses stay.
  const def = scored.find((x) => x.isDefault);
  const span = Math.abs(c2 - c1);
  const elsewhere = (x: (typeof scored)[number]) => Math.abs(x.a.value - c1) > span && Math.abs(x.b.value - c2) > span;
  const meant = def && def.s1 >= 0.9 && def.s2 >= 0.9 && span > 0 ? scored.filter((x) => x.isDefault || !elsewhere(x)) : scored;
  return {
    calcs: meant.map(({ id, label, a, b, isDefault, s1, s2 }) => {
      return {
        // Both stated values must hold: the weaker one decides.
        id, label, isDefault, op: 'from→to', score: Math.min(s1, s2),
        lhs: { label: `${who} ${r.metric.label}, ${a.label}`, value: a.value, unit }, rhs: { label: `${who} ${r.metric.label}, ${b.label}`, value: b.value, unit },
        margin: `start ${offText(c1, a.value, unit)}, end ${offText(c2, b.value, unit)}`,
        reads: [{ entity, point: a }, { entity, point: b }],
        caveats: [...(r.metric.caveats ?? []), ...[a.caveat, b.caveat].filter((x): x is string => Boolean(x))],
        text: `${dsName(r.table)} gives ${who} ${r.metric.label} as ${fmtAgainst([a.value], c1, unit).values[0]} (${a.label}) and ${fmtAgainst([b.value], c2, unit).values[0]} (${b.label}); the claim says ${fmtAgainst([a.value], c1, unit).claim} and ${fmtAgainst([b.value], c2, unit).claim}.`,
      };
    }),
  };
}

/**
 * "The highest life expectancy in 2005 was 82.5" names no country: the extreme is over every entity of the
 * dataset, so each one's extreme is read as if named, and the top one is checked and named beside the runner-up.
 */
function extremeOverEntities(p: ParsedClaim, r: Resolved): Computed {
  const sign = p.dayAgg === 'min' ? -1 : 1;
  const each: { entity: string; calcs: Calc[]; value: number }[] = [];
  let miss: Computed | undefined;
  for (const e of r.table.entities) {
    const out = computeValue(p, { ...r, entities: [e] });
    if ('miss' in out) { miss ??= out; continue; }
    const def = out.calcs.find((c) => c.isDefault) ?? out.calcs[0]!;
    each.push({ entity: e, calcs: out.calcs, value: def.lhs.value });
  }
  if (each.length === 0) return miss ?? { miss: { fail: 'time_not_observed', message: `${r.table.def.file} has no values to rank.` } };
  each.sort((a, b) => sign * (b.value - a.value) || (a.entity < b.entity ? -1 : 1));
  const [top, second] = [each[0]!, each[1]];
  const unit = unitOf(r);
  const word = sign > 0 ? 'highest' : 'lowest';
  const noun = each.length === 1 ? r.table.def.entity.noun : plural(r.table.def.entity.noun);
  const scope = `${each.length} ${noun}`;
  const cap = r.table.def.entity.complete ? undefined : `ranking within the dataset's ${scope}, not the world`;
  const [a, b] = fmtApart([top.value, second?.value ?? top.value], unit);
  const next = second ? `; next is ${subject(second.entity, r)} (${b})` : '';
  return {
    calcs: top.calcs.map((c) => {
      if (!c.isDefault) return c;
      const capped = cap ?? c.capped;
      return {
        ...c, label: `${word} of ${scope}: ${subject(top.entity, r)}`,
        score: capped ? Math.min(c.score, COVERAGE_CAP) : c.score,
        reads: [...c.reads, ...(second ? (second.calcs.find((x) => x.isDefault) ?? second.calcs[0]!).reads : [])],
        caveats: [...c.caveats, ...(cap ? [cap] : [])], ...(capped ? { capped } : {}),
        ...retext(c, (t) => `The ${word} ${r.derived === 'count_days' ? 'count of days with precipitation' : r.metric.label} of ${datasetName(r.table.def)}'s ${scope} is ${subject(top.entity, r)} (${a})${next}. ${t}`),
      };
    }),
  };
}

/**
 * "Seattle has never had more than 2,000 mm of rain", "always had at least 100 rainy days", "never more than 300 mm in
 * a month": a flow is a total per period, so the bound is on each period's total (each year's, or each month's where
 * the claim says so), not on the mean over them nor on a single day. The ends of the periods read, or undefined.
 */
function flowPeriods(p: ParsedClaim, r: Resolved): [TimePoint, TimePoint] | undefined {
  const op = p.op;
  if (!p.everyPeriod || !isFlow(r) || p.form !== 'value' || p.hedge || !op || op === '=' || p.extremeValue) return undefined;
  const [a, b] = r.time.points;
  const bare = (tp: TimePoint | undefined): tp is TimePoint => tp !== undefined && !tp.month && !tp.season && !tp.day;
  if (!bare(a) || (r.time.kind === 'range' ? !bare(b) : r.time.kind !== 'point')) return undefined;
  const last = r.time.kind === 'range' ? b! : a;
  return p.everyPeriod === 'month' ? [{ year: a.year, month: 1 }, { year: last.year, month: 12 }] : [{ year: a.year }, { year: last.year }];
}

function boundEveryPeriod(p: ParsedClaim, r: Resolved, entity: string, [from, to]: [TimePoint, TimePoint], c: number): Computed {
  const rr = readRange(r, entity, from, to);
  if ('fail' in rr) return { miss: rr };
  const op = p.op!;
  const unit = unitOf(r);
  const who = subject(entity, r);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  const scored = rr.parts.map((x) => ({ ...x, s: scoreOp(x.point.value, c, op, r.metric, undefined, undefined).score }));
  // The period furthest on the claim's wrong side decides: the largest total for "never more than", the smallest for "always at least".
  const worst = scored.reduce((w, x) => (op === '<' || op === '<=' ? x.point.value > w.point.value : x.point.value < w.point.value) ? x : w);
  const holds = scored.filter((x) => x.s >= 0.5).length;
  const which = `${op === '<' || op === '<=' ? 'largest' : 'smallest'}${rr.parts.length > 1 ? ` of ${rr.parts.length} ${rr.each}s` : ''}`;
  const caveats = [...(r.metric.caveats ?? []), ...(r.time.implied ? [`No time stated: every ${rr.each} of ${rr.span}, the data's whole years`] : [])];
  const calcs: Calc[] = [{
    id: rr.unit === 'month' ? 'every_month' : 'every_year', label: rr.every, isDefault: true, op, score: worst.s,
    lhs: { label: `${who} ${measure}, ${worst.name} (${which})`, value: worst.point.value, unit }, rhs: { label: 'claimed', value: c, unit },
    margin: `${marginText(worst.point.value, c, unit)}; holds in ${holds} of ${scored.length} ${rr.each}s`, reads: [{ entity, point: worst.point }], caveats,
    ...listedText(`${dsName(r.table)} gives ${who} ${measure} ${rr.each} by ${rr.each}`, scored.map((x) => ({ name: x.name, value: x.point.value, s: x.s })), (cs) => `the ${which}, ${fmtAgainst([worst.point.value], c, unit).values[0]!} (${worst.name}), is ${marginText(worst.point.value, c, unit)} against the claimed ${WORD[op]} ${cs}`, c, unit, `; holds in ${holds} of ${scored.length} ${rr.each}s`),
  }];
  if (rr.parts.length > 1) {
    const mean = rr.total.value / rr.parts.length;
    calcs.push({
      id: `mean_per_${rr.unit}`, label: `mean per ${rr.each} over ${rr.span} (context only)`, isDefault: false, context: true, op,
      score: scoreOp(mean, c, op, r.metric, undefined, undefined).score,
      lhs: { label: `${who} ${measure}, mean per ${rr.each} over ${rr.span}`, value: mean, unit }, rhs: { label: 'claimed', value: c, unit },
      margin: marginText(mean, c, unit), reads: [{ entity, point: rr.total }], caveats: r.metric.caveats ?? [],
      text: `For context, ${who} ${measure} averaged ${fmtValue(mean, unit)} a ${rr.each} over ${rr.span} (${fmtValue(rr.total.value, unit)} in all).`,
    });
  }
  return { calcs };
}

const HOLDS: Record<CmpOp, (v: number, c: number) => boolean> = {
  '>': (v, c) => v > c, '>=': (v, c) => v >= c, '<': (v, c) => v < c, '<=': (v, c) => v <= c, '=': (v, c) => v === c,
};
const NOT: Record<CmpOp, CmpOp> = { '>': '<=', '>=': '<', '<': '>=', '<=': '>', '=': '=' };

/**
 * "CO2 first exceeded 400 ppm in 2015" (claims.md first_year_above): the first year whose value is past the bound is
 * the year named. Read on each year's value as a value claim reads it (the annual mean of monthly data, the total of
 * a flow) and, of a level with monthly or daily data, on its single months or days beside it. It holds when the year
 * named is past the bound and the year before is not (the weaker of the two decides); an earlier year past it, or the
 * year itself short of it, refutes it. Data every few years cannot tell which year between two values crossed it.
 */
function firstCrossing(p: ParsedClaim, r: Resolved, entity: string, c: number, unit: string): Computed | undefined {
  const tp = r.time.kind === 'point' ? r.time.points[0] : undefined;
  const op = p.op;
  if (!tp || tp.month !== undefined || tp.season || tp.day !== undefined || !op || op === '=' || r.table.def.time.kind === 'snapshot') return undefined;
  const def = r.table.def;
  const own = read(r, entity, { year: tp.year });
  if (isMiss(own)) return { miss: own };
  const years = r.table.years.filter((y) => y <= tp.year);
  const who = subject(entity, r);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  const single = def.time.grain !== 'year' && r.metric.yearAgg === 'mean' && !r.derived;
  const extreme = op === '>' || op === '>=' ? 'max' : 'min';
  const readings: { id: string; label: string; at: (y: number) => Lookup }[] = [
    { id: 'default', label: def.time.grain === 'year' ? 'yearly values' : `yearly ${r.metric.yearAgg === 'sum' ? 'totals' : 'means'}`, at: (y) => read(r, entity, { year: y }) },
    ...(single ? [{ id: `${extreme === 'max' ? 'highest' : 'lowest'}_single_${def.time.grain}`, label: `single ${def.time.grain}s (the ${extreme === 'max' ? 'highest' : 'lowest'} of each year)`, at: (y: number) => valueAt(r.table, r.metric, entity, { year: y }, extreme) }] : []),
  ];
  const calcs: Calc[] = [];
  for (const rd of readings) {
    // Years the data lacks or has only in part are left out, and said.
    const seen: { y: number; pt: Point }[] = [];
    const skipped: number[] = [];
    for (const y of years) {
      const v = rd.at(y);
      if (isMiss(v) || v.caveat) skipped.push(y);
      else seen.push({ y, pt: v });
    }
    const at = seen.find((x) => x.y === tp.year);
    if (!at) return rd.id === 'default' ? { miss: { fail: 'time_not_observed', message: `${def.file} has no whole ${tp.year} for ${who}.` } } : undefined;
    const firstAt = seen.find((x) => HOLDS[op](x.pt.value, c));
    const k = seen.indexOf(at);
    const before = k > 0 ? seen[k - 1]! : undefined;
    const holds = firstAt === at;
    if (holds && before && tp.year - before.y > 1 && rd.id === 'default') {
      return { miss: { fail: 'time_not_observed', message: `${def.file} has ${who}'s ${measure} in ${before.y} (${fmtValue(before.pt.value, unit)}, not ${WORD[op]} ${fmtValue(c, unit)}) and ${tp.year} (${fmtValue(at.pt.value, unit)}) but no whole year between, so which of ${before.y + 1}–${tp.year} first passed it is not in the data.` } };
    }
    let score: number;
    let deciding: { y: number; pt: Point };
    if (holds) {
      const sAt = scoreOp(at.pt.value, c, op, r.metric, undefined, undefined).score;
      const sBefore = before ? scoreOp(before.pt.value, c, NOT[op], r.metric, undefined, undefined).score : 1;
      score = Math.min(sAt, sBefore);
      deciding = before && sBefore < sAt ? before : at;
    } else if (firstAt && firstAt.y < tp.year) {
      score = scoreOp(firstAt.pt.value, c, NOT[op], r.metric, undefined, undefined).score;
      deciding = firstAt;
    } else {
      score = scoreOp(at.pt.value, c, op, r.metric, undefined, undefined).score;
      deciding = at;
    }
    // The year named opens the data: a crossing before the record cannot be ruled out.
    const cap = holds && !before ? `${def.file} starts in ${tp.year}: an earlier crossing is not in the data` : undefined;
    const bound = `${WORD[op]} ${fmtValue(c, unit)}`;
    const show = (x: { y: number; pt: Point }): string => `${x.y} (${fmtApart([x.pt.value, c], unit)[0]!})`;
    const found = holds ? `first ${bound} in ${show(at)}${before ? `, ${show(before)} was not` : ''}, as the claim says`
      : firstAt ? `first ${bound} in ${show(firstAt)}, before ${tp.year}, the year the claim names`
        : `not ${bound} by ${tp.year}, the year the claim names: ${show(at)}`;
    const gaps = skipped.length ? ` (${skipped.length === 1 ? `${skipped[0]} is` : `${skipped.length} years are`} left out, not whole in the data)` : '';
    calcs.push({
      id: rd.id, label: `first year ${bound}, ${rd.label}`, isDefault: rd.id === 'default', op: `first ${op}`,
      score: cap ? Math.min(score, COVERAGE_CAP) : score, ...(cap ? { capped: cap } : {}),
      lhs: { label: `${who} ${measure}, ${deciding.pt.label}`, value: deciding.pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
      margin: firstAt ? `first in ${firstAt.y}` : `not reached by ${tp.year}`,
      reads: [...new Set([at, before, firstAt].filter((x): x is { y: number; pt: Point } => x !== undefined))].map((x) => ({ entity, point: x.pt })),
      caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])],
      text: `${rd.id === 'default' ? dsName(r.table) : `Read on ${rd.label}`}: ${who} ${measure}, ${rd.label}, ${found}${gaps}.`,
    });
  }
  return { calcs };
}

/**
 * "India's population passed one billion before 2000" ("after 1995"): the first year whose value is past the bound
 * is before (after) the year named, read on the yearly values as firstCrossing reads them. Before: some year before
 * it is past the bound. After: the last year up to it is not, and a later one is; the year named must be in the data,
 * or which side of it the crossing fell is not known. Where the data skip years around the crossing so that it could
 * lie on either side, that is said instead of a verdict.
 */
function crossedBeside(p: ParsedClaim, r: Resolved, entity: string, c: number, unit: string, side: 'before' | 'after'): Computed | undefined {
  const tp = r.time.kind === 'point' ? r.time.points[0] : undefined;
  const op = p.op;
  if (!tp || tp.month !== undefined || tp.season || tp.day !== undefined || !op || op === '=' || r.table.def.time.kind === 'snapshot') return undefined;
  const def = r.table.def;
  const who = subject(entity, r);
  const measure = r.derived === 'count_days' ? 'days with precipitation' : r.metric.label;
  const seen: { y: number; pt: Point }[] = [];
  for (const y of r.table.years) {
    const v = read(r, entity, { year: y });
    if (!isMiss(v) && !v.caveat) seen.push({ y, pt: v });
  }
  if (!seen.length) return { miss: { fail: 'time_not_observed', message: `${def.file} has no whole year of ${who}'s ${measure}.` } };
  const Y = tp.year;
  const bound = `${WORD[op]} ${fmtValue(c, unit)}`;
  const show = (x: { y: number; pt: Point }): string => `${x.y} (${fmtApart([x.pt.value, c], unit)[0]!})`;
  const past = (x: { y: number; pt: Point }) => HOLDS[op](x.pt.value, c);
  const firstAt = seen.find(past);
  const gapMiss = (a: { y: number; pt: Point }, b: { y: number; pt: Point }): Computed => ({ miss: { fail: 'time_not_observed', message: `${def.file} has ${who}'s ${measure} in ${a.y} (${fmtValue(a.pt.value, unit)}, not ${bound}) and ${b.y} (${fmtValue(b.pt.value, unit)}) but no whole year between, so whether it first passed it ${side} ${Y} is not in the data.` } });
  let score: number;
  let deciding: { y: number; pt: Point };
  let found: string;
  let cap: string | undefined;
  if (side === 'before') {
    const lastBefore = seen.filter((x) => x.y < Y).at(-1);
    if (!lastBefore) return { miss: { fail: 'time_not_observed', message: `${def.file} starts in ${seen[0]!.y}, not before ${Y}.` } };
    if (firstAt !== undefined && firstAt.y < Y) {
      deciding = firstAt!;
      score = scoreOp(firstAt!.pt.value, c, op, r.metric, undefined, undefined).score;
      found = `first ${bound} in ${show(firstAt!)}, before ${Y}, as the claim says`;
      if (firstAt === seen[0]) cap = `${def.file} starts in ${firstAt!.y}: it was ${bound} from the first year of the data`;
    } else {
      // not past in any year before Y: a crossing in the years the data skip just before Y is not ruled out
      if (firstAt && lastBefore.y < Y - 1) return gapMiss(lastBefore, firstAt);
      deciding = lastBefore;
      score = scoreOp(lastBefore.pt.value, c, op, r.metric, undefined, undefined).score;
      found = `not ${bound} before ${Y}: ${show(lastBefore)}${firstAt ? `; first ${bound} in ${show(firstAt)}` : ''}`;
    }
  } else {
    const atY = seen.find((x) => x.y === Y);
    if (firstAt && firstAt.y <= Y) {
      deciding = firstAt;
      score = scoreOp(firstAt.pt.value, c, NOT[op], r.metric, undefined, undefined).score;
      found = `already ${bound} in ${show(firstAt)}, not after ${Y}`;
    } else {
      const lastUpTo = seen.filter((x) => x.y <= Y).at(-1);
      if (!lastUpTo) return { miss: { fail: 'time_not_observed', message: `${def.file} starts in ${seen[0]!.y}, after ${Y}: whether it was ${bound} by then is not in the data.` } };
      if (!atY && firstAt) return gapMiss(lastUpTo, firstAt);
      if (firstAt) {
        const sFirst = scoreOp(firstAt.pt.value, c, op, r.metric, undefined, undefined).score;
        const sAt = scoreOp(lastUpTo.pt.value, c, NOT[op], r.metric, undefined, undefined).score;
        score = Math.min(sFirst, sAt);
        deciding = sAt < sFirst ? lastUpTo : firstAt;
        found = `first ${bound} in ${show(firstAt)}, after ${Y}, when it was ${fmtApart([lastUpTo.pt.value, c], unit)[0]!}, as the claim says`;
      } else {
        const last = seen.at(-1)!;
        deciding = last;
        score = scoreOp(last.pt.value, c, op, r.metric, undefined, undefined).score;
        found = `not ${bound} in any year of the data after ${Y}, to ${show(last)}`;
        cap = `${def.file} ends in ${last.y}: a crossing after that is not in the data`;
      }
    }
  }
  return {
    calcs: [{
      id: 'default', label: `first year ${bound}, ${side} ${Y}`, isDefault: true, op: `first ${op} ${side}`,
      score: cap ? Math.min(score, COVERAGE_CAP) : score, ...(cap ? { capped: cap } : {}),
      lhs: { label: `${who} ${measure}, ${deciding.pt.label}`, value: deciding.pt.value, unit }, rhs: { label: 'claimed', value: c, unit },
      margin: firstAt ? `first in ${firstAt.y}` : 'never in the data',
      reads: [{ entity, point: deciding.pt }, ...(firstAt && firstAt !== deciding ? [{ entity, point: firstAt.pt }] : [])],
      caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])],
      text: `${dsName(r.table)}: ${who} ${measure}, yearly values, ${found}.`,
    }],
  };
}

/**
 * "Japan and Nigeria had life expectancy above 80 in 2005": one value said of each named thing, so each is read and
 * the weakest decides (a false one is never hidden behind a true one); each reading is merged over them. A reading
 * that not every one of them has is left out.
 */
function eachEntity(p: ParsedClaim, r: Resolved): Computed {
  const each: Calc[][] = [];
  for (const e of r.entities) {
    const out = computeValue(p, { ...r, entities: [e] });
    if ('miss' in out) return out;
    each.push(out.calcs);
  }
  const calcs: Calc[] = [];
  for (const c of each[0]!) {
    const same = each.map((cs) => cs.find((x) => x.id === c.id));
    if (same.some((x) => x === undefined)) continue;
    const all = same as Calc[];
    const worst = all.reduce((w, x) => (x.score < w.score ? x : w));
    const capped = all.find((x) => x.capped)?.capped;
    calcs.push({
      ...worst, isDefault: c.isDefault, ...(capped ? { capped } : {}),
      reads: all.flatMap((x) => x.reads), caveats: [...new Set(all.flatMap((x) => x.caveats))],
      margin: all.map((x) => x.margin).join('; '),
      text: all.map((x) => x.text).join(' '),
      ...(all.some((x) => x.brief !== undefined) ? { brief: all.map((x) => x.brief ?? x.text).join(' ') } : {}),
    });
  }
  return { calcs };
}
