/**
 * Group claims: A vs B on a numeric outcome (Welch + JZS BF; normal-scores t as
 * the outlier check; ANCOVA-style partial correlation for causal claims), on a
 * binary outcome (Gunel–Dickey BF, Beta posteriors), and differences across k
 * groups (Zellner–Siow BF with p = k − 1 on normal scores).
 */
import { jzsLogBf10 } from '../stats/bayes/jzs-t.ts';
import { contingencyLogBf10 } from '../stats/bayes/proportions.ts';
import { zsLogBf10, zsPartialLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { chi2Contingency } from '../stats/chi2-contingency.ts';
import { tCdf } from '../stats/dist/t.ts';
import { anovaOneway } from '../stats/anova-oneway.ts';
import { kruskal } from '../stats/kruskal.ts';
import { mannWhitney } from '../stats/mann-whitney.ts';
import { mean } from '../stats/moments.ts';
import { partialCorrelation } from '../stats/partial-correlation.ts';
import { pearsonR } from '../stats/pearson.ts';
import { normalScores } from '../stats/ranks.ts';
import { ttestStudent } from '../stats/ttest-student.ts';
import { ttestWelch } from '../stats/ttest-welch.ts';
import { betaInc } from '../stats/special/incomplete-beta.ts';
import { lbeta } from '../stats/special/gamma.ts';
import {
  completeRows, covariateCandidates, Ctx, fmt, isBaselineLike, pick, renumberSteps, requireVariation, rowCount, withinRows,
  type CounterHypothesis, type Covariate, type FamilyResult,
} from './context.ts';
import { designColumns, rowsFor } from './design.ts';
import { InsufficientDataError } from './errors.ts';
import type { Column } from './ingest.ts';
import { nameWords } from './ingest.ts';
import { cutSides, type Cut } from './parse.ts';
import { clamp01, corrBeyond, loss, pointBiserialDelta, posteriorH1 } from './posterior.ts';

const CHANGE_LIKE = /^(improvement|improve|change|gain|delta|growth|increase|difference|diff|uplift|lift)$/;

interface Split {
  a: Float64Array;
  b: Float64Array;
  /** row index and membership (1 = A) of every used row */
  rows: Uint32Array;
  inA: Float64Array;
}

function split(ctx: Ctx, G: Column, Y: Column, aLevels: string[], bLevels: string[]): Split {
  const aCodes = new Set(aLevels.map((l) => G.levels.indexOf(l)));
  const bCodes = new Set(bLevels.map((l) => G.levels.indexOf(l)));
  const rows: number[] = [];
  const inA: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < ctx.ds.n; i++) {
    const y = Y.values[i] as number;
    const c = G.codes[i] as number;
    if (Number.isNaN(y) || c < 0) continue;
    if (aCodes.has(c)) {
      a.push(y);
      rows.push(i);
      inA.push(1);
    } else if (bCodes.has(c)) {
      b.push(y);
      rows.push(i);
      inA.push(0);
    }
  }
  const name = (ls: string[]) => sideName(ctx, G, ls, ' = ');
  if (a.length < 2 || b.length < 2) {
    throw new InsufficientDataError(`${name(a.length < 2 ? aLevels : bLevels)} has ${Math.min(a.length, b.length)} usable row(s) with ${Y.name}; each group needs at least 2`, a.length + b.length);
  }
  if (a.length + b.length < 4) throw new InsufficientDataError(`only ${rowCount(a.length + b.length)} compare the groups; at least 4 are needed`, a.length + b.length);
  return { a: Float64Array.from(a), b: Float64Array.from(b), rows: Uint32Array.from(rows), inA: Float64Array.from(inA) };
}

/** Posterior P(pA − pB > δ) (direction +1) for independent Beta(1,1)-prior binomials. */
function betaDiffBeyond(ka: number, na: number, kb: number, nb: number, delta: number): number {
  const a1 = ka + 1;
  const b1 = na - ka + 1;
  const a2 = kb + 1;
  const b2 = nb - kb + 1;
  const mu = a1 / (a1 + b1);
  const sd = Math.sqrt((a1 * b1) / ((a1 + b1) ** 2 * (a1 + b1 + 1)));
  const lo = Math.max(0, mu - 12 * sd);
  const hi = Math.min(1, mu + 12 * sd);
  const steps = 800;
  const h = (hi - lo) / steps;
  const lb = lbeta(a1, b1);
  let s = 0;
  for (let i = 0; i <= steps; i++) {
    const p = lo + i * h;
    const dens = p <= 0 || p >= 1 ? 0 : Math.exp((a1 - 1) * Math.log(p) + (b1 - 1) * Math.log1p(-p) - lb);
    const w = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2;
    s += w * dens * betaInc(p - delta, a2, b2);
  }
  return clamp01((s * h) / 3);
}

/** "discount_pct > 20" for a side of a cut, "region=north" for named groups. */
function sideName(ctx: Ctx, G: Column, levels: string[], equals = '='): string {
  return `${G.name}${ctx.claim.cut?.column === G.name ? ' ' : equals}${levels.join('/')}`;
}

/** A numeric column cut at the claim's number, as a two-group column whose levels are the sides (see cutSides). */
export function cutColumn(X: Column, cut: Cut): Column {
  const [a, b] = cutSides(cut);
  const inA = (v: number) => (cut.op === '>' ? v > cut.at : cut.op === '>=' ? v >= cut.at : cut.op === '<' ? v < cut.at : cut.op === '=' ? v === cut.at : v <= cut.at);
  const codes = Int32Array.from(X.values, (v) => (Number.isNaN(v) ? -1 : inA(v) ? 0 : 1));
  return { name: X.name, kind: 'binary', values: Float64Array.from(codes, (c) => (c < 0 ? NaN : c)), codes, levels: [a, b], missing: X.missing };
}

/**
 * Two values of a numeric column as a two-group column ("at 40 mg than at 10 mg"): the rows with
 * each value, every other row left out (code −1, as a missing value).
 */
export function valuesColumn(X: Column, [a, b]: [number, number]): Column {
  const codes = Int32Array.from(X.values, (v) => (v === a ? 0 : v === b ? 1 : -1));
  return { name: X.name, kind: 'binary', values: Float64Array.from(codes, (c) => (c < 0 ? NaN : c)), codes, levels: [String(a), String(b)], missing: codes.filter((c) => c < 0).length };
}

export function analyzeGroups(ctx: Ctx): FamilyResult {
  const { claim } = ctx;
  if (claim.within) return withinRows(ctx, claim.within, analyzeGroups);
  if (claim.each && claim.group && claim.group.b.length > 1) return againstEach(ctx, claim.group);
  const source = ctx.col((claim.group as { column: string }).column);
  // the cut column keeps its name, so it is never its own covariate
  const G = claim.values ? valuesColumn(source, claim.values) : claim.cut ? cutColumn(source, claim.cut) : source;
  if (claim.values) {
    const kept = G.codes.filter((c) => c >= 0).length;
    ctx.step('rows-within', [G.name], kept, { rows: kept, of: ctx.ds.n, column: G.name, values: claim.values },
      `Rows with ${G.name} = ${claim.values[0]} or ${claim.values[1]}: ${kept} of ${ctx.ds.n}; the comparison below uses these rows only`);
  }
  const Y = ctx.col(claim.y);
  if (claim.kind === 'groupDiff' || (claim.kind === 'groupNone' && !claim.group?.a.length)) return groupDiff(ctx, G, Y);
  const { a: aLv, b: bLv } = claim.group as { a: string[]; b: string[] };
  if (Y.kind === 'binary' || Y.kind === 'categorical') return binaryOutcome(ctx, G, Y, aLv, bLv);
  return numericOutcome(ctx, G, Y, aLv, bLv);
}

/**
 * "West customers spend the most": the named group against each other group, not against the
 * others pooled (where a higher group hides among lower ones). Each pair is tested as a claim of
 * its own; the lowest score is the claim's, and its comparison (the closest group) is the proof's.
 */
function againstEach(ctx: Ctx, group: { column: string; a: string[]; b: string[] }): FamilyResult {
  const { each: _each, ...claim } = ctx.claim;
  const runs = group.b.map((level) => {
    const sub = new Ctx(ctx.ds, { ...claim, group: { ...group, b: [level] } }, ctx.analysisType, ctx.deltas, ctx.seedHex, ctx, ctx.priorOdds);
    return { level, sub, fam: analyzeGroups(sub) };
  });
  const closest = runs.reduce((lo, r) => (r.fam.truth < lo.fam.truth ? r : lo));
  const named = `${group.column} = ${group.a.join('/')}`;
  ctx.step('against-each', [group.column, claim.y], ctx.ds.n, { levels: runs.map((r) => r.level), truths: runs.map((r) => Number(r.fam.truth.toPrecision(12))), closest: closest.level },
    `${named} against each other ${group.column} group, one comparison each: ${runs.map((r) => `${r.level} ${fmt(r.fam.truth)}`).join(', ')}; the lowest, against ${closest.level}, is the score and is shown below`);
  ctx.steps.push(...renumberSteps(closest.sub.steps, ctx.steps.length));
  return {
    ...closest.fam,
    scoreKind: `${closest.fam.scoreKind}; the lowest of ${runs.length} comparisons, one with each other ${group.column} group`,
    evidence: `${closest.fam.evidence}; closest group ${closest.level}`,
  };
}

function sameRows(a: Uint32Array, b: Uint32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function numericOutcome(ctx: Ctx, G: Column, Y: Column, aLv: string[], bLv: string[]): FamilyResult {
  const { claim, analysisType } = ctx;
  const s = split(ctx, G, Y, aLv, bLv);
  requireVariation(Float64Array.from([...s.a, ...s.b]), Y.name);
  const names = [G.name, Y.name];
  const an = sideName(ctx, G, aLv);
  const bn = bLv.length === 1 ? sideName(ctx, G, bLv) : `other ${G.name}`;
  const n = s.a.length + s.b.length;
  const nEff = (s.a.length * s.b.length) / n;
  const dir = claim.kind === 'groupNone' ? 0 : claim.direction;
  const deltaD = ctx.deltas.d;
  const ceilingD = ctx.ceiling?.d;

  // ("by at least 5": a bound on the difference in y's units, on the raw values only; ADR 0041)
  const gap = claim.gap && dir !== 0 ? claim.gap.value : 0;
  const tView = (a: Float64Array, b: Float64Array, priorOdds: number, raw = false) => {
    const w = ttestWelch(a, b);
    const st = ttestStudent(a, b);
    const logBf = jzsLogBf10(w.t, nEff, w.df);
    const pH1 = posteriorH1(logBf, priorOdds);
    const diff = w.meanA - w.meanB;
    const thr = Math.max(deltaD * st.pooledSd, raw ? gap : 0);
    let truth: number;
    let q = 0.5;
    // ("slightly higher": beyond the ceiling is against the claim too)
    const over = ceilingD === undefined || dir === 0 || claim.orEqual ? 0 : pH1 * tCdf((dir * diff - ceilingD * st.pooledSd) / w.se, w.df);
    if (dir === 0) {
      const within = tCdf((thr - diff) / w.se, w.df) - tCdf((-thr - diff) / w.se, w.df);
      truth = 1 - pH1 + pH1 * within;
    } else if (claim.orEqual) {
      // "A is not lower than B": false only if A is lower beyond the minimum effect
      q = 1 - tCdf((-dir * diff - thr) / w.se, w.df);
      truth = 1 - pH1 * (1 - q);
    } else {
      truth = pH1 * tCdf((dir * diff - thr) / w.se, w.df) - over;
      q = tCdf((dir * diff) / w.se, w.df);
    }
    return { w, st, logBf, pH1, truth: clamp01(truth), q, d: diff / st.pooledSd, over: clamp01(over) };
  };

  // Multiplicity: claiming the best (or worst) of k > 2 single groups divides the prior odds by k − 1.
  let priorOdds = ctx.priorOdds;
  let bestOfK = false;
  const k = G.levels.length;
  if (k > 2 && aLv.length === 1 && bLv.length === 1 && dir !== 0 && !claim.orEqual) {
    const means = G.levels.map((_, code) => {
      const v: number[] = [];
      for (let i = 0; i < ctx.ds.n; i++) if (G.codes[i] === code && !Number.isNaN(Y.values[i] as number)) v.push(Y.values[i] as number);
      return v.length ? mean(v) : NaN;
    });
    const ia = G.levels.indexOf(aLv[0] as string);
    const sorted = means.filter(Number.isFinite).sort((x, y) => x - y);
    const extreme = dir > 0 ? sorted[sorted.length - 1] : sorted[0];
    bestOfK = means[ia] === extreme;
    if (bestOfK) priorOdds /= k - 1;
  }

  const naive = tView(s.a, s.b, priorOdds, true);
  ctx.step('welch-t', names, n, { t: naive.w.t, df: naive.w.df, p: naive.w.p, meanA: naive.w.meanA, meanB: naive.w.meanB, d: naive.d, logBf10: naive.logBf },
    `Welch t-test, ${an} (n=${s.a.length}, mean ${fmt(naive.w.meanA)}) vs ${bn} (n=${s.b.length}, mean ${fmt(naive.w.meanB)}): t=${fmt(naive.w.t)}, df=${fmt(naive.w.df, 1)}, p=${fmt(naive.w.p)}, d=${fmt(naive.d)}; JZS BF10=${fmt(Math.exp(naive.logBf))}`);
  const mw = mannWhitney(s.a, s.b);
  ctx.step('mann-whitney', names, n, { U: mw.u, p: mw.p, commonLanguage: mw.commonLanguage },
    `Mann–Whitney U=${fmt(mw.u, 1)}, p=${fmt(mw.p)} (asymptotic, tie- and continuity-corrected); P(${an} > ${bn})=${fmt(mw.commonLanguage)}`);
  const ns = normalScores(Float64Array.from([...s.a, ...s.b]));
  const robust = tView(ns.subarray(0, s.a.length), ns.subarray(s.a.length), priorOdds);
  ctx.step('normal-scores-t', names, n, { t: robust.w.t, df: robust.w.df, logBf10: robust.logBf, truth: robust.truth },
    `Welch t on normal scores (outlier check): t=${fmt(robust.w.t)}, BF10=${fmt(Math.exp(robust.logBf))} → ${fmt(robust.truth)}`);

  const counters: CounterHypothesis[] = [];
  counters.push({ generated_by: 'robustness:normal-scores', strength: loss(naive.truth, robust.truth),
    description: `Outlier-driven: a few extreme ${Y.name} values could create the mean difference (Welch t=${fmt(naive.w.t, 2)} vs rank-based t=${fmt(robust.w.t, 2)})` });

  // Adjusted view: point-biserial partial correlation of membership with normal-scored Y.
  const causal = analysisType === 'causal';
  const pA = s.a.length / n;
  const deltaR = pointBiserialDelta(deltaD, pA);
  const ceilingR = ceilingD === undefined ? undefined : pointBiserialDelta(ceilingD, pA);
  const corrScore = (r: number, nn: number, kk: number, logBf: number) => {
    const pH1 = posteriorH1(logBf, priorOdds);
    if (dir === 0) return clamp01(1 - pH1 + pH1 * (1 - corrBeyond(r, nn, kk, deltaR, 0)));
    if (claim.orEqual) return clamp01(1 - pH1 * corrBeyond(r, nn, kk, deltaR, -dir as 1 | -1));
    return clamp01(pH1 * (corrBeyond(r, nn, kk, deltaR, dir) - (ceilingR === undefined ? 0 : corrBeyond(r, nn, kk, ceilingR, dir))));
  };
  // ns holds group A's rows, then group B's: membership in that same order (s.inA is in row order).
  const rInA = pearsonR(new Float64Array(n).fill(1, 0, s.a.length), ns);
  const tUnadj = corrScore(rInA, n, 0, zsLogBf10(n, 1, rInA * rInA));
  const covs = covariateCandidates(ctx, [G.name, Y.name]);
  const yChange = nameWords(Y.name).some((w) => CHANGE_LIKE.test(w));
  const groupOf = new Map<number, number>();
  s.rows.forEach((row, j) => groupOf.set(row, s.inA[j] as number));
  const subRows = (rows: Uint32Array) => rows.filter((r) => groupOf.has(r));
  let tAdj = tUnadj;
  let adjText = '';
  // Without missing values every adjustment uses the same rows: rank Y and each covariate once.
  let prepared: { rows: Uint32Array; m: Float64Array; y: Float64Array; design: Map<string, Float64Array[]> } | undefined;
  const prepare = (rows: Uint32Array) => {
    if (!prepared || !sameRows(prepared.rows, rows)) {
      prepared = { rows, m: Float64Array.from(rows, (r) => groupOf.get(r) as number), y: normalScores(pick(Y.values, rows)), design: new Map() };
    }
    const p = prepared;
    const design = (zs: readonly Covariate[]) =>
      zs.flatMap((z) => {
        let d = p.design.get(z.name);
        if (!d) {
          d = designColumns([z], p.rows);
          p.design.set(z.name, d);
        }
        return d;
      });
    return { m: p.m, y: p.y, design };
  };
  for (const z of covs) {
    const rows = subRows(rowsFor(ctx, [Y], [z]));
    if (rows.length < 6) continue;
    const prep = prepare(rows);
    const zc = prep.design([z]);
    if (!zc.length) continue;
    const pc = partialCorrelation(prep.m, prep.y, zc);
    if (!Number.isFinite(pc.r)) continue;
    const tz = corrScore(pc.r, rows.length, zc.length, zsPartialLogBf10(rows.length, zc.length, pc.r2Full, pc.r2Covariates));
    const strength = loss(tUnadj, tz);
    const rtm = isBaselineLike(z.name) && yChange && z.kind === 'numeric';
    ctx.step('ancova', [G.name, Y.name, z.name], rows.length, { partialR: pc.r, p: pc.p, truth: tz, strength },
      `ANCOVA: membership of ${an} vs ${Y.name} given ${z.name} (n=${rows.length}): partial r=${fmt(pc.r)}, p=${fmt(pc.p)} → ${rtm ? 'regression-to-the-mean' : 'confounding'} strength ${fmt(strength)}`);
    counters.push(rtm
      ? { generated_by: 'ancova', strength,
          description: `Regression to the mean via ${z.name}: the groups start at different ${z.name}, and adjusting for it moves the effect on ${Y.name} from r=${fmt(rInA, 2)} to r=${fmt(pc.r, 2)}` }
      : { generated_by: 'partial-correlation', strength,
          description: `Confounding by ${z.name}: adjusting for ${z.name} moves the ${an} effect on ${Y.name} from r=${fmt(rInA, 2)} to r=${fmt(pc.r, 2)} (confounder or mediator)` });
  }
  if (covs.length) {
    const rows = subRows(rowsFor(ctx, [Y], covs));
    const prep = rows.length >= 6 ? prepare(rows) : undefined;
    const zc = prep ? prep.design(covs) : [];
    if (prep && zc.length && rows.length > zc.length + 4) {
      const pc = partialCorrelation(prep.m, prep.y, zc);
      if (Number.isFinite(pc.r)) {
        tAdj = corrScore(pc.r, rows.length, zc.length, zsPartialLogBf10(rows.length, zc.length, pc.r2Full, pc.r2Covariates));
        adjText = ` adjusted for ${covs.map((c) => c.name).join(', ')}`;
        ctx.step('ancova-adjusted', [G.name, Y.name, ...covs.map((c) => c.name)], rows.length, { partialR: pc.r, p: pc.p, k: zc.length, truth: tAdj },
          `Adjusted view: partial r of ${an} membership with ${Y.name}${adjText} (n=${rows.length}, k=${zc.length}, normal scores)=${fmt(pc.r)}, p=${fmt(pc.p)} → ${fmt(tAdj)}`);
      }
    }
  }

  const scored = causal ? { truth: tAdj, pH1: robust.pH1, q: robust.q } : naive;
  // (chance is no counter to "A is not lower than B", which no difference passes)
  if (!claim.orEqual) counters.push(dir === 0
    ? { generated_by: 'bayes-factor', strength: clamp01(1 - scored.truth), description: `A real difference in ${Y.name} between ${an} and ${bn} beyond d=${deltaD}` }
    : { generated_by: 'bayes-factor', strength: clamp01(1 - scored.pH1), description: `Chance: the ${Y.name} difference between ${an} and ${bn} is noise (P(no difference)=${fmt(1 - scored.pH1)})` });
  if (dir !== 0) {
    counters.push(claim.orEqual
      ? { generated_by: 'posterior-direction', strength: clamp01(1 - scored.truth), description: `Opposite direction: ${Y.name} is ${dir > 0 ? 'lower' : 'higher'} for ${an} than for ${bn} by more than d=${deltaD}` }
      : { generated_by: 'posterior-direction', strength: clamp01(scored.pH1 * (1 - scored.q)),
          description: `Opposite direction: ${Y.name} is ${dir > 0 ? 'lower' : 'higher'} for ${an} than for ${bn}` });
  }
  if (gap > 0) {
    // P(H1) × P(the difference is on the claimed side but not beyond the bound)
    const short = naive.pH1 * (tCdf((dir * (naive.w.meanA - naive.w.meanB)) / naive.w.se, naive.w.df) - tCdf((dir * (naive.w.meanA - naive.w.meanB) - gap) / naive.w.se, naive.w.df));
    counters.push({ generated_by: 'effect-size', strength: clamp01(short),
      description: `Smaller than claimed: ${Y.name} is ${dir > 0 ? 'higher' : 'lower'} for ${an} than for ${bn}, but by less than ${fmt(gap)} (the means differ by ${fmt(Math.abs(naive.w.meanA - naive.w.meanB), 3)})` });
  }
  if (ceilingD !== undefined && dir !== 0 && !claim.orEqual) {
    counters.push({ generated_by: 'effect-size', strength: (causal ? robust : naive).over,
      description: `Larger than claimed: ${Y.name} is ${dir > 0 ? 'higher' : 'lower'} for ${an} than for ${bn} by more than d=${ceilingD}, not by a small margin` });
  }
  if (bestOfK) {
    const t1 = tView(s.a, s.b, ctx.priorOdds).truth;
    counters.push({ generated_by: 'prior-odds', strength: clamp01(1 - naive.truth / Math.max(t1, 1e-12)),
      description: `Multiple comparisons: ${an} is the most extreme of ${k} ${G.name} groups, so the prior odds are divided by ${k - 1}` });
  }
  const truth = scored.truth;
  const view = causal ? `adjusted (normal scores${adjText || ', no covariates'})` : 'Welch t on raw values';
  ctx.step('truth-score', names, n, { truth }, `Truth score (${view}) = ${fmt(truth)}`);
  return {
    truth,
    scoreKind: `Posterior probability that ${dir === 0 ? `the difference is below d=${deltaD}` : claim.orEqual ? `${Y.name} is not ${dir > 0 ? 'lower' : 'higher'} for ${an} by more than d=${deltaD}` : `${Y.name} is ${dir > 0 ? 'higher' : 'lower'} for ${an} by more than ${gap > 0 ? `${fmt(gap)} (and d=${deltaD})` : `d=${deltaD}`}${ceilingD === undefined ? '' : ` and less than d=${ceilingD}`}`} (JZS Bayes factor, prior P(H0)=0.5${bestOfK ? `/${k - 1} odds` : ''}; ${view})`,
    counters,
    evidence: `${an} mean ${fmt(naive.w.meanA, 2)} vs ${bn} mean ${fmt(naive.w.meanB, 2)} (d=${fmt(naive.d, 2)})`,
    ...(dir === 0 || claim.orEqual ? {} : { pH1: scored.pH1 }),
  };
}

function binaryOutcome(ctx: Ctx, G: Column, Y: Column, aLv: string[], bLv: string[]): FamilyResult {
  const { claim } = ctx;
  const pos = Y.levels.indexOf(claim.outcomeLevel ?? (Y.levels[1] as string));
  const yBin = Float64Array.from(Y.codes, (c) => (c < 0 ? NaN : c === pos ? 1 : 0));
  const Yb: Column = { ...Y, kind: 'numeric', values: yBin };
  const s = split(ctx, G, Yb, aLv, bLv);
  const ka = s.a.reduce((t, v) => t + v, 0);
  const kb = s.b.reduce((t, v) => t + v, 0);
  const na = s.a.length;
  const nb = s.b.length;
  const table = [[na - ka, ka], [nb - kb, kb]];
  const logBf = contingencyLogBf10(table);
  const pH1 = posteriorH1(logBf, ctx.priorOdds);
  const chi = chi2Contingency(table);
  const dir = claim.kind === 'groupNone' ? 0 : claim.direction;
  const delta = ctx.deltas.riskDifference;
  const ceiling = ctx.ceiling?.riskDifference;
  let over = 0;
  const an = sideName(ctx, G, aLv);
  const bn = bLv.length === 1 ? sideName(ctx, G, bLv) : `other ${G.name}`;
  const lvl = Y.levels[pos];
  let truth: number;
  let q = 0.5;
  if (dir === 0) {
    const within = 1 - betaDiffBeyond(ka, na, kb, nb, delta) - betaDiffBeyond(kb, nb, ka, na, delta);
    truth = clamp01(1 - pH1 + pH1 * within);
  } else if (claim.orEqual) {
    // "A is not lower than B": false only if A's rate is lower beyond the minimum difference
    const against = dir > 0 ? betaDiffBeyond(kb, nb, ka, na, delta) : betaDiffBeyond(ka, na, kb, nb, delta);
    q = 1 - against;
    truth = clamp01(1 - pH1 * against);
  } else {
    const beyond = (d: number) => (dir > 0 ? betaDiffBeyond(ka, na, kb, nb, d) : betaDiffBeyond(kb, nb, ka, na, d));
    // ("slightly more likely": a difference beyond the ceiling is against the claim too)
    over = ceiling === undefined ? 0 : pH1 * beyond(ceiling);
    q = beyond(0);
    truth = clamp01(pH1 * beyond(delta) - over);
  }
  ctx.step('two-proportions', [G.name, Y.name], na + nb, { ka, na, kb, nb, chi2: chi.chi2, p: chi.p, logBf10: logBf, pH1, truth },
    `Share of ${Y.name}=${lvl}: ${an} ${ka}/${na} (${fmt(ka / na)}) vs ${bn} ${kb}/${nb} (${fmt(kb / nb)}); χ²=${fmt(chi.chi2)}, p=${fmt(chi.p)}; Gunel–Dickey BF10=${fmt(Math.exp(logBf))}; P(H1|D)=${fmt(pH1)} → ${fmt(truth)}`);
  const counters: CounterHypothesis[] = claim.orEqual ? [] : [
    dir === 0
      ? { generated_by: 'bayes-factor', strength: clamp01(1 - truth), description: `A real difference in the share of ${Y.name}=${lvl} between ${an} and ${bn} beyond ${delta}` }
      : { generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: the difference in ${Y.name}=${lvl} rates between ${an} and ${bn} is noise (P(no difference)=${fmt(1 - pH1)})` },
  ];
  if (dir !== 0) counters.push({ generated_by: 'posterior-direction', strength: clamp01(claim.orEqual ? 1 - truth : pH1 * (1 - q)), description: `Opposite direction: ${an} has a ${dir > 0 ? 'lower' : 'higher'} ${Y.name}=${lvl} rate than ${bn}` });
  if (ceiling !== undefined && dir !== 0 && !claim.orEqual) {
    counters.push({ generated_by: 'effect-size', strength: clamp01(over),
      description: `Larger than claimed: the ${Y.name}=${lvl} rate of ${an} is ${dir > 0 ? 'above' : 'below'} ${bn}'s by more than ${ceiling}, not by a small margin` });
  }
  const small = Math.min(ka, na - ka, kb, nb - kb);
  counters.push({ generated_by: 'sample-size', strength: clamp01(small < 5 ? 1 - small / 5 : 0),
    description: `Sparse counts: the smallest cell of the 2×2 table has ${rowCount(small)}, so rates may be unstable` });
  ctx.step('truth-score', [G.name, Y.name], na + nb, { truth }, `Truth score (Beta–binomial posteriors, risk difference beyond ${delta}) = ${fmt(truth)}`);
  return {
    truth,
    scoreKind: `Posterior probability that the ${Y.name}=${lvl} rate ${dir === 0 ? `differs by less than ${delta}` : claim.orEqual ? `is not ${dir > 0 ? 'lower' : 'higher'} for ${an} by more than ${delta}` : `is ${dir > 0 ? 'higher' : 'lower'} for ${an} by more than ${delta}${ceiling === undefined ? '' : ` and less than ${ceiling}`}`} (Gunel–Dickey Bayes factor, prior P(H0)=0.5)`,
    counters,
    evidence: `${Y.name}=${lvl} rate ${fmt(ka / na, 3)} for ${an} vs ${fmt(kb / nb, 3)} for ${bn}`,
    ...(dir === 0 || claim.orEqual ? {} : { pH1 }),
  };
}

function groupDiff(ctx: Ctx, G: Column, Y: Column): FamilyResult {
  const { claim } = ctx;
  const rows = completeRows([G, Y], ctx.ds.n);
  const codes = Array.from(rows, (r) => G.codes[r] as number);
  // "Web and app orders differ": only the groups the claim names, when it names them
  const named = claim.group && claim.group.a.length ? new Set([...claim.group.a, ...claim.group.b].map((l) => G.levels.indexOf(l))) : undefined;
  const present = [...new Set(codes)].sort((a, b) => a - b).filter((c) => (!named || named.has(c)) && codes.filter((x) => x === c).length >= 2);
  if (present.length < 2) throw new InsufficientDataError(`${G.name} has fewer than 2 groups with at least 2 rows of ${Y.name}`, rows.length);
  const k = present.length;
  const names = [G.name, Y.name];
  const isNull = claim.kind === 'groupNone';
  let logBf: number;
  let effR: number;
  let n: number;
  let text: string;
  let stats: Record<string, unknown>;
  if (Y.kind === 'numeric') {
    const keep = rows.filter((_, j) => present.includes(codes[j] as number));
    const y = pick(Y.values, keep);
    requireVariation(y, Y.name);
    const ns = normalScores(y);
    const gcodes = Array.from(keep, (r) => G.codes[r] as number);
    const groupsRaw = present.map((c) => Float64Array.from(y.filter((_, j) => gcodes[j] === c)));
    const groupsNs = present.map((c) => Float64Array.from(ns.filter((_, j) => gcodes[j] === c)));
    const fr = anovaOneway(groupsRaw);
    const kw = kruskal(groupsRaw);
    const fn = anovaOneway(groupsNs);
    n = keep.length;
    logBf = zsLogBf10(n, k - 1, fn.eta2);
    effR = Math.sqrt(fn.eta2);
    stats = { F: fr.f, p: fr.p, H: kw.h, pKruskal: kw.p, eta2NormalScores: fn.eta2, logBf10: logBf };
    text = `One-way ANOVA of ${Y.name} across ${k} ${G.name} groups (n=${n}): F=${fmt(fr.f)}, p=${fmt(fr.p)}; Kruskal H=${fmt(kw.h)}, p=${fmt(kw.p)}; normal-scores η²=${fmt(fn.eta2)}, Zellner–Siow BF10 (p=${k - 1})=${fmt(Math.exp(logBf))}`;
  } else {
    const pos = Y.levels.indexOf(claim.outcomeLevel ?? (Y.levels[1] as string));
    const table = present.map((c) => {
      let yes = 0;
      let tot = 0;
      rows.forEach((r, j) => {
        if (codes[j] !== c) return;
        tot++;
        if (Y.codes[r] === pos) yes++;
      });
      return [tot - yes, yes];
    });
    n = table.reduce((t, r) => t + (r[0] as number) + (r[1] as number), 0);
    const chi = chi2Contingency(table);
    logBf = contingencyLogBf10(table);
    effR = chi.cramersV;
    stats = { chi2: chi.chi2, p: chi.p, cramersV: chi.cramersV, logBf10: logBf };
    text = `χ² test of ${Y.name} across ${k} ${G.name} groups (n=${n}): χ²=${fmt(chi.chi2)}, p=${fmt(chi.p)}, Cramér's V=${fmt(chi.cramersV)}; Gunel–Dickey BF10=${fmt(Math.exp(logBf))}`;
  }
  const pH1 = posteriorH1(logBf, ctx.priorOdds);
  const m = corrBeyond(effR, n, k - 2, ctx.deltas.r, 1);
  // ("differs slightly": a difference beyond the ceiling is against the claim too)
  const ceiling = isNull ? undefined : ctx.ceiling?.r;
  const over = ceiling === undefined ? 0 : corrBeyond(effR, n, k - 2, ceiling, 1);
  const truth = isNull ? clamp01(1 - pH1 + pH1 * (1 - m)) : clamp01(pH1 * (m - over));
  ctx.step('group-differences', names, n, { ...stats, pH1, m, ...(ceiling === undefined ? {} : { over }), truth },
    `${text}; P(H1|D)=${fmt(pH1)}; P(effect r>${ctx.deltas.r}${ceiling === undefined ? '' : ` and ≤ ${ceiling}`}|H1)=${fmt(m - over)} → ${fmt(truth)}`);
  const counters: CounterHypothesis[] = [
    isNull
      ? { generated_by: 'bayes-factor', strength: clamp01(1 - truth), description: `${Y.name} really differs across ${G.name} (effect beyond r=${ctx.deltas.r})` }
      : { generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: the ${Y.name} differences across the ${k} ${G.name} groups are noise (P(no difference)=${fmt(1 - pH1)})` },
    { generated_by: 'prior-odds', strength: clamp01(isNull ? 0 : (pH1 - posteriorH1(logBf, ctx.priorOdds / Math.max(1, k - 1))) * m),
      description: `Multiple comparisons: with ${k} groups, some pair differs by chance; had the claim named the best-vs-worst pair, the prior odds would be divided by ${k - 1}` },
    { generated_by: 'effect-size', strength: clamp01(pH1 * (1 - m)),
      description: `Trivial effect: ${G.name} explains too little of ${Y.name} to matter (r=${fmt(effR, 3)} vs minimum ${ctx.deltas.r})` },
  ];
  if (ceiling !== undefined) {
    counters.push({ generated_by: 'effect-size', strength: clamp01(pH1 * over),
      description: `Larger than claimed: ${Y.name} differs across ${G.name} by more than r=${ceiling}, not by a small margin (r=${fmt(effR, 3)})` });
  }
  return {
    truth,
    scoreKind: `Posterior probability that ${isNull ? 'no' : 'a'} meaningful difference (r>${ctx.deltas.r}${ceiling === undefined ? '' : ` and ≤ ${ceiling}`}) exists across ${G.name} (Zellner–Siow Bayes factor, prior P(H0)=0.5)`,
    counters,
    evidence: `effect size r=${fmt(effR, 3)} across ${k} groups of ${G.name}`,
  };
}
