import type { ParsedClaim } from '../../parse/parse-claim.ts';
import type { TimePoint } from '../../parse/time.ts';
import { fmtApart, plural } from '../format.ts';
import type { Resolved } from '../resolve.ts';
import { COVERAGE_CAP, extremeScore } from '../score.ts';
import { isMiss, valueAt, yearlySeries } from '../series.ts';
import { monthName, SEASON_MONTHS } from '../../parse/time.ts';
import { diffUnit, dsName, isFlow, listText, monthByYear, read, readRange, subject, tieStep, tiedWithin, tieText, unitOf, when, yearName, type Computed, type Read, type Recurring, type TieStep } from './common.ts';

/** "the hottest day", "the wettest day": a ranking of single days. */
const DAY_SUPERLATIVE = /\b\w+est\s+(?:single\s+)?day\b/i;

/** "the wettest year", "the hottest years": a ranking that names years, not a season of each. */
const YEARS_RANKED = /\b\w+est\s+(?:calendar\s+)?years?\b/i;
const SUPERLATIVE = /\b\w+est(?=\s+(?:calendar\s+)?years?\b)/i;

/** Highest or lowest: over time (a year) or over entities (within the dataset). */

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
  // "The global temperature anomaly was highest in 2016": with one series there is nothing to rank at one time, so
  // the time is the one claimed highest among the years.
  // The same for the total of a dataset's series ("Nonfarm employment was highest in 2015"): it is not one of the parts.
  const whole = r.table.entities.length < 2 || (r.entities.length === 1 && r.entities[0] === r.table.def.entity.default);
  const only = ex.over === 'entities' && whole && r.time.kind === 'point' && !r.time.implied && r.time.points.length === 1 ? r.time.points[0]! : undefined;
  if (only) return computeExtreme({ ...p, extreme: { ...ex, over: 'time', claimedTime: only } }, { ...r, time: { kind: 'none', points: [], ever: r.time.ever } });
  if (ex.over === 'entities' && r.table.entities.length < 2 && (r.time.kind !== 'point' || r.time.implied)) {
    const last = r.table.years.at(-1);
    return { miss: { fail: 'unparsed', message: `${r.table.def.file} has one series, so a ranking is of its years: name the year claimed ${ex.dir === 'max' ? 'highest' : 'lowest'}, e.g. "was ${ex.dir === 'max' ? 'highest' : 'lowest'} in ${last ?? 2015}".` } };
  }
  // "The hottest day in New York in 2014 was in July": the year's hottest day, by the month it falls in (each month's
  // hottest day ranked), not July's mean ranked against other years' Julys.
  const ct0 = ex.over === 'time' ? ex.claimedTime : undefined;
  const dayMonth = ct0 && ct0.month !== undefined && ct0.day === undefined && p.dayAgg && DAY_SUPERLATIVE.test(p.claim) && r.table.def.time.grain === 'day' ? ct0 : undefined;
  if (dayMonth) {
    const entity = r.entities[0]!;
    ranked = [];
    for (let m = 1; m <= 12; m++) {
      const v = valueAt(r.table, r.metric, entity, { year: dayMonth.year, month: m }, ex.dir === 'max' ? 'max' : 'min');
      if (!isMiss(v)) ranked.push({ name: `${monthName(m)} ${dayMonth.year}`, read: { entity, point: v } });
    }
    if (ranked.length < 2) return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} has too few days of ${dayMonth.year} for ${subject(entity, r)}.` } };
    claimedName = `${monthName(dayMonth.month!)} ${dayMonth.year}`;
    if (!ranked.some((x) => x.name === claimedName)) return { miss: { fail: 'time_out_of_range', message: `${claimedName} is not in ${r.table.def.file}.` } };
    scope = `the days of ${dayMonth.year} (${subject(entity, r)}), month by month,`;
  } else if (ex.over === 'time') {
    const entity = r.entities[0]!;
    const cov = [r.table.years[0]!, r.table.years.at(-1)!];
    const [a, b] = r.time.kind === 'range' ? [r.time.points[0]!.year, r.time.points[1]!.year] : cov as [number, number];
    // A month or season with the year ("highest in May 2019", "the wettest December was in 2015", "the wettest
    // summer was in 2014") ranks that month or season across the years, not whole years: the claim is about
    // Mays, and a year's mean would answer another question.
    const ct = ex.claimedTime!;
    if (ex.months && ct.month !== undefined) return rankMonths(ex.months, ex.dir, ct, entity, r);
    const rec: Recurring | undefined = ct.month !== undefined ? { month: ct.month } : ct.season ? { season: ct.season } : undefined;
    // "the wettest year from summer 2012 to 2015": the season at the range's start is said of each year, which would
    // rank summers, not the years the claim names; read as June 2012 on, 2012 is there only in part. Either way not
    // the whole years a ranking of years reads: refused, as a season at the range's end is below.
    if (rec && 'season' in rec && r.time.kind === 'range' && YEARS_RANKED.test(p.claim)) {
      return { miss: { fail: 'ambiguous', message: `${rec.season} ${a}–${b} has only part of ${a} (or is the ${rec.season}s of ${a}–${b}), and a ranking of years reads whole years: name whole years, e.g. "from ${a} to ${b}", or rank the ${rec.season}s, e.g. "the ${SUPERLATIVE.exec(p.claim)?.[0] ?? 'highest'} ${rec.season} from ${a} to ${b}".` } };
    }
    const plural = rec === undefined ? 'years' : 'month' in rec ? `${monthName(rec.month)}s` : `${rec.season}s (${SEASON_MONTHS[rec.season]})`;
    if (rec !== undefined && r.table.def.time.grain === 'year') return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} has yearly values only, not ${'month' in rec ? monthName(rec.month) : plural}.` } };
    const series = rec === undefined
      ? yearlySeries(r.table, r.metric, entity, a, b)
      : [...monthByYear(r, entity, rec)].filter(([y]) => y >= a && y <= b).map(([year, point]) => ({ year, point }));
    if (series.length < 2) return { miss: { fail: 'time_not_observed', message: `Too few complete ${plural} between ${a} and ${b} in ${r.table.def.file}.` } };
    if (r.time.kind === 'range' && !r.time.ever) {
      // A stated range is ranked whole: a year of it the data has only in part is named, not left out. A range
      // that starts or ends inside a year has that year only in part; a winter's December before the range is not asked for.
      const [from, to] = r.time.points as [TimePoint, TimePoint];
      // A season at an end ("from 2012 to summer 2015") has its year only in part too (a winter that starts a range begins before its year).
      const partly = (y: number): boolean => rec === undefined && ((y === a && ((from.month ?? 1) > 1 || (from.season !== undefined && from.season !== 'winter'))) || (y === b && ((to.month ?? 12) < 12 || to.season !== undefined)));
      const skip = (y: number): boolean => rec !== undefined && 'season' in rec && rec.season === 'winter' && y === a;
      const cut = [a, b].filter(partly);
      if (cut.length > 0) return { miss: { fail: 'ambiguous', message: `${when(from)}–${when(to)} has only part of ${listText([...new Set(cut)].map(String))}, and a ranking of years reads whole years: name whole years, e.g. "from ${a} to ${b}".` } };
      const gaps = r.table.years.filter((y) => y >= a && y <= b && !skip(y) && !series.some((x) => x.year === y));
      if (gaps.length > 0) {
        const names = gaps.map((y) => (rec === undefined ? String(y) : yearName(rec, y)));
        return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} does not have all of ${a}–${b} for ${subject(entity, r)}: ${listText(names)} ${names.length === 1 ? 'is' : 'are'} not whole${rec === undefined ? '' : ` (${plural})`} in the range, so the ranking is not read from part of it.` } };
      }
    }
    // Winters are listed by the year of their January; a winter read as starting in December of the year is the next one.
    const claimedYear = ct.season === 'winter' && ct.decYear !== undefined ? ct.decYear + 1 : ct.year;
    const name = (y: number): string => (rec === undefined ? String(y) : yearName(rec, y));
    claimedName = name(claimedYear);
    if (!series.some((s) => s.year === claimedYear)) {
      // A season not whole in the data says which month is missing.
      const v = rec && 'season' in rec ? read(r, entity, ct) : undefined;
      if (v && isMiss(v)) return { miss: v };
      return { miss: { fail: 'time_out_of_range', message: `${rec && 'season' in rec ? when(ct) : claimedName} is not in ${r.table.def.file} between ${a} and ${b}.` } };
    }
    ranked = series.map((s) => ({ name: name(s.year), read: { entity, point: s.point } }));
    scope = rec === undefined ? `${a}–${b}` : `the ${plural} of ${name(series[0]!.year)}${'season' in rec && rec.season === 'winter' ? ' to ' : '–'}${name(series.at(-1)!.year)}`;
    // a ranking with no period ("the wettest summer was in 2014") is read over the data's years, as "ever" is
    if (r.time.ever || r.time.kind !== 'range') cap = `${r.time.ever ? '"ever" read' : 'no period stated: read'} as the dataset's coverage, ${name(series[0]!.year)}${rec && 'season' in rec && rec.season === 'winter' ? ' to ' : '–'}${name(series.at(-1)!.year)}`;
  } else {
    const tp = r.time.points[0] ?? null;
    // "the wettest from 2012 to 2015": each one's total (or mean) over the whole range, not its first year.
    const range = r.time.kind === 'range' ? r.time.points as [TimePoint, TimePoint] : undefined;
    let span: string | undefined;
    ranked = [];
    // (a dataset of totals and their parts ranks the named one among its own level only)
    const groups = r.table.def.entity.rankGroups;
    const group = groups && r.entities[0] ? groups.find((g) => g.members.includes(r.entities[0]!)) : undefined;
    if (groups && r.entities[0] && !group) {
      return { miss: { fail: 'unparsed', message: `${subject(r.entities[0], r)} is a total of other series in ${r.table.def.file}, so it has no series of its own kind to rank among: compare it with its own years, or rank one of ${groups[0]!.label}.` } };
    }
    for (const e of r.table.entities) {
      if (group && !group.members.includes(e)) continue;
      const rr = range ? readRange(r, e, range[0], range[1]) : undefined;
      if (rr && 'fail' in rr && e === r.entities[0]) return { miss: rr };
      if (rr && !('fail' in rr)) span = rr.span;
      const v = rr ? ('fail' in rr ? rr : rr.total) : read(r, e, tp);
      if (!isMiss(v)) ranked.push({ name: e, read: { entity: e, point: v } });
    }
    if (ranked.length < 2) return { miss: { fail: 'time_not_observed', message: `Too few ${r.table.def.entity.noun} values in ${r.table.def.file} for ${tp ? when(tp) : 'the snapshot'}.` } };
    const named = r.entities[0];
    if (!named) return { miss: { fail: 'unparsed', message: 'Name the one claimed to be highest or lowest.' } };
    claimedName = named;
    scope = `${ranked.length} ${group ? group.label : plural(r.table.def.entity.noun)}${span ? `, ${isFlow(r) ? 'total' : 'mean'} over ${span}` : tp ? `, ${when(tp)}` : ''}`;
    if (!r.table.def.entity.complete && !group) cap = `ranking within the dataset's ${ranked.length} ${plural(r.table.def.entity.noun)}, not the world`;
  }
  ranked.sort((x, y) => sign * (y.read.point.value - x.read.point.value) || (x.name < y.name ? -1 : 1));
  if (ex.rank) return rankedAt(ex.rank, ex.dir, ranked, claimedName, scope, cap, r);
  const top = ranked[0]!;
  const second = ranked[1]!;
  const mine = ranked.find((x) => x.name === claimedName)!;
  // The claimed one against the top, or the top against the runner-up: a tie within the data's precision.
  const rival = mine === top ? second : top;
  const step = tieStep(r, [mine.read, rival.read]);
  const tied = tiedWithin(mine.read.point.value, rival.read.point.value, step);
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
      margin: rankMargin(top, second, mine, isTop, tied, step, unit, r),
      reads, caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])], ...(cap ? { capped: cap } : {}),
      text: `${dsName(r.table)}: the ${word} ${r.metric.label} of ${scope} ${rankSentence(top, second, mine, isTop, tied, step, unit, r)}.`,
    }],
  };
}

type Ranked = { name: string; read: Read };

/** "leads by …", "… behind …", or why the two at the top are tied. */
function rankMargin(top: Ranked, second: Ranked, mine: Ranked, isTop: boolean, tied: boolean, step: TieStep, unit: string, r: Resolved): string {
  const other = mine === top ? second : top;
  if (tied) return `tied with ${label(other.name, r)}: ${tieText(mine.read.point.value, other.read.point.value, step, unit)}`;
  const [gap] = fmtApart([Math.abs(top.read.point.value - (isTop ? second : mine).read.point.value), 0], diffUnit(unit));
  return isTop ? `leads by ${gap}` : `${gap} behind ${label(top.name, r)}`;
}

/** The rest of the ranking's sentence, with values that differ never printed alike. */
function rankSentence(top: Ranked, second: Ranked, mine: Ranked, isTop: boolean, tied: boolean, step: TieStep, unit: string, r: Resolved): string {
  const other = isTop || (tied && mine === top) ? second : mine;
  const [a, b] = fmtApart([top.read.point.value, other.read.point.value], unit);
  if (tied) return `is shared by ${label(top.name, r)} (${a}) and ${label(other.name, r)} (${b}), ${tieText(top.read.point.value, other.read.point.value, step, unit)}`;
  return `is ${label(top.name, r)} (${a}), ${isTop ? `ahead of ${label(second.name, r)} (${b})` : `not ${label(mine.name, r)} (${b})`}`;
}

/** "the coldest month in 2013 was December": the months of that year (or of the whole data) ranked against each other. */
function rankMonths(scopeKind: 'year' | 'all', dir: 'max' | 'min', ct: TimePoint, entity: string, r: Resolved): Computed {
  if (r.table.def.time.grain === 'year') return { miss: { fail: 'time_not_observed', message: `${r.table.def.file} has yearly values only, not months.` } };
  const years = scopeKind === 'year' ? [ct.year] : r.table.years;
  const ranked: { name: string; read: Read }[] = [];
  for (const year of years) {
    for (let month = 1; month <= 12; month++) {
      const v = read(r, entity, { year, month });
      if (!isMiss(v)) ranked.push({ name: `${monthName(month)} ${year}`, read: { entity, point: v } });
    }
  }
  const claimedName = `${monthName(ct.month!)} ${ct.year}`;
  if (!ranked.some((x) => x.name === claimedName)) return { miss: { fail: 'time_out_of_range', message: `${claimedName} is not in ${r.table.def.file}.` } };
  if (ranked.length < 2) return { miss: { fail: 'time_not_observed', message: `Too few months in ${r.table.def.file} to rank.` } };
  const sign = dir === 'max' ? 1 : -1;
  ranked.sort((x, y) => sign * (y.read.point.value - x.read.point.value) || (x.name < y.name ? -1 : 1));
  const unit = unitOf(r);
  const sigma = r.metric.sigma;
  const gapOf = (a: number, b: number): number => (sigma.kind === 'abs' ? Math.abs(a - b) : Math.abs(a - b) / Math.max(Math.abs(b), 1e-12));
  const [top, second] = [ranked[0]!, ranked[1]!];
  const mine = ranked.find((x) => x.name === claimedName)!;
  const step = tieStep(r, [mine.read, (mine === top ? second : top).read]);
  const tied = tiedWithin(mine.read.point.value, (mine === top ? second : top).read.point.value, step);
  const isTop = mine === top && !tied;
  const span = scopeKind === 'year' ? String(ct.year) : `${years[0]}–${years.at(-1)}`;
  const scope = `the ${ranked.length} months of ${span}`;
  let score = tied ? 0.5 : isTop ? extremeScore(true, gapOf(top.read.point.value, second.read.point.value), sigma.value) : extremeScore(false, gapOf(top.read.point.value, mine.read.point.value), sigma.value);
  const cap = scopeKind === 'all' ? `read as every month of the dataset, ${span}` : undefined;
  if (cap && score > COVERAGE_CAP) score = COVERAGE_CAP;
  const word = dir === 'max' ? 'highest' : 'lowest';
  const runner = isTop ? second : top;
  return { calcs: [{
    id: 'default', label: `${word} of ${scope}`, isDefault: true, op: dir === 'max' ? 'argmax' : 'argmin', score, ...(tied ? { tied } : {}),
    lhs: { label: `${claimedName} ${r.metric.label}`, value: mine.read.point.value, unit },
    rhs: { label: `${isTop ? 'runner-up' : word}: ${runner.name}`, value: runner.read.point.value, unit },
    margin: rankMargin(top, second, mine, isTop, tied, step, unit, r),
    reads: isTop ? [top.read, second.read] : [top.read, mine.read],
    caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])], ...(cap ? { capped: cap } : {}),
    text: `${dsName(r.table)}: the ${word} ${r.metric.label} of ${scope} (${entity}) ${rankSentence(top, second, mine, isTop, tied, step, unit, r)}.`,
  }] };
}

const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function ordinal(k: number): string {
  return ORDINAL_WORDS[k] ?? `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;
}

/**
 * "the second highest": the claimed one must stand at that place of the ranking (sorted best first). It scores
 * by its distance to its neighbours when it does, and by its distance to the one that stands there when not.
 */
function rankedAt(k: number, dir: 'max' | 'min', ranked: { name: string; read: Read }[], claimedName: string, scope: string, cap: string | undefined, r: Resolved): Computed {
  const unit = unitOf(r);
  const sigma = r.metric.sigma;
  const gapOf = (a: number, b: number): number => (sigma.kind === 'abs' ? Math.abs(a - b) : Math.abs(a - b) / Math.max(Math.abs(b), 1e-12));
  if (ranked.length < k) return { miss: { fail: 'time_not_observed', message: `The ranking has only ${ranked.length} values (${scope}), so none is ${ordinal(k)}.` } };
  const at = ranked[k - 1]!;
  const mine = ranked.find((x) => x.name === claimedName)!;
  const place = ranked.indexOf(mine) + 1;
  const step = tieStep(r, [mine.read, at.read]);
  const near = (x: Ranked | undefined): x is Ranked => x !== undefined && x !== mine && tiedWithin(mine.read.point.value, x.read.point.value, tieStep(r, [mine.read, x.read]));
  // Not at that place but level with the one that is, or at it but level with a neighbour: tied.
  const tied = mine !== at && near(at);
  const level = mine === at ? [ranked[k - 2], ranked[k]].find(near) : undefined;
  const holds = mine === at && !level;
  const neighbours = [ranked[k - 2], ranked[k]].filter((x): x is Ranked => x !== undefined);
  const lead = Math.min(...neighbours.map((x) => gapOf(mine.read.point.value, x.read.point.value)));
  const even = tied || (mine === at && !holds);
  let score = even ? 0.5 : holds ? extremeScore(true, lead, sigma.value) : extremeScore(false, gapOf(at.read.point.value, mine.read.point.value), sigma.value);
  if (cap && score > COVERAGE_CAP) score = COVERAGE_CAP;
  const prev = ranked[k - 2]!;
  const [vPrev, vAt, vMine] = fmtApart([prev.read.point.value, at.read.point.value, mine.read.point.value], unit);
  const partner = tied ? at : level;
  const tie = partner ? `; ${label(mine.name, r)} and ${label(partner.name, r)} are tied, ${tieText(mine.read.point.value, partner.read.point.value, partner === at ? step : tieStep(r, [mine.read, partner.read]), unit)}` : '';
  return { calcs: [{ id: 'default', label: `${ordinal(k)} ${dir === 'max' ? 'highest' : 'lowest'} of ${scope}`, isDefault: true, op: `rank=${k}`, score, ...(even ? { tied: true } : {}),
    lhs: { label: `${label(claimedName, r)} ${r.metric.label} (place ${place})`, value: mine.read.point.value, unit },
    rhs: { label: `${ordinal(k)}: ${label(at.name, r)}`, value: at.read.point.value, unit },
    margin: holds ? `between ${label(prev.name, r)} and ${ranked[k] ? label(ranked[k].name, r) : 'none'}` : partner ? `tied with ${label(partner.name, r)}` : `place ${place}, not ${k}`,
    reads: [...new Set([prev.read, at.read, mine.read])],
    caveats: [...(r.metric.caveats ?? []), ...(cap ? [cap] : [])], ...(cap ? { capped: cap } : {}),
    text: `${dsName(r.table)}: the ${ordinal(k)} ${dir === 'max' ? 'highest' : 'lowest'} ${r.metric.label} of ${scope} is ${label(at.name, r)} (${vAt}), after ${label(prev.name, r)} (${vPrev})${holds ? '' : `; ${label(claimedName, r)} is at place ${place} (${vMine})`}${tie}.`,
  }] };
}

function label(name: string, r: Resolved): string {
  return r.table.def.entity.wideColumns ? name.replace(/_/g, ' ') : name;
}

