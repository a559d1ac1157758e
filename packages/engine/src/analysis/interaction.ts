/**
 * A relation said to differ between groups ("dose increases the drop more for smokers", ADR 0038):
 * the interaction of the cause with membership in a linear model of the outcome, y ~ x + g + x·g
 * (g = 1 for the group named), read as the partial correlation of x·g with y given x and g. Views:
 * raw values (naive), normal scores (robust, scored) and, in a causal analysis, normal scores given
 * every measured covariate too (adjusted, scored). The claim also says the relation holds where it
 * is stronger, so the score is P(interaction as claimed) × P(the relation in that group). "Only
 * for smokers" is the relation there and none elsewhere (analyzeOnlyFor).
 */
import { zsLogBf10, zsPartialLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { crossProducts, r2FromCrossProducts } from '../stats/linalg.ts';
import { linregress } from '../stats/linregress.ts';
import { mean } from '../stats/moments.ts';
import { partialCorrelation, type PartialCorrelationResult } from '../stats/partial-correlation.ts';
import { pearsonR } from '../stats/pearson.ts';
import { covariateCandidates, fmt, requireVariation, rowCount, type CounterHypothesis, type Ctx, type FamilyResult } from './context.ts';
import { designColumns } from './design.ts';
import { InsufficientDataError } from './errors.ts';
import type { Column } from './ingest.ts';
import type { Claim } from './parse.ts';
import { clamp01, corrBeyond, loss, posteriorH1 } from './posterior.ts';

type Moderator = NonNullable<Claim['moderator']>;

/** Fewer rows than this in either group is disclosed as a small group. */
const SMALL_GROUP = 10;

interface Reading {
  /** P(the interaction is beyond the minimum effect on this side | H1) */
  m: number;
  /** P(the interaction is on this side | H1) */
  q: number;
  /** P(H1) × P(beyond the ceiling of a small claim) */
  over: number;
  truth: number;
}

interface View extends Reading {
  pc: PartialCorrelationResult;
  logBf: number;
  pH1: number;
  /** the same for the interaction on the given side */
  at(sign: 1 | -1): Reading;
}

const centred = (v: Float64Array) => {
  const m = mean(v);
  return Float64Array.from(v, (x) => x - m);
};

interface Split {
  X: Column;
  Y: Column;
  G: Column;
  idx: Uint32Array;
  n: number;
  /** 1 for a row of the group named, 0 for the other side, over idx */
  inA: Float64Array;
  rowsA: Uint32Array;
  rowsB: Uint32Array;
  an: string;
  bn: string;
  names: string[];
  /** least-squares slope of y on x for the group named, then for the other side */
  slopes: [number, number];
}

/** The rows of the two sides with both measures, and the relation in each (a proof step). */
function splitByModerator(ctx: Ctx, moderator: Moderator): Split {
  const { claim } = ctx;
  const X = ctx.col(claim.x[0] as string);
  const Y = ctx.col(claim.y);
  const G = ctx.col(moderator.column);
  const aCodes = new Set(moderator.a.map((l) => G.levels.indexOf(l)));
  const bCodes = new Set(moderator.b.map((l) => G.levels.indexOf(l)));
  const idx = ctx.rows([X, Y, G]).filter((r) => aCodes.has(G.codes[r] as number) || bCodes.has(G.codes[r] as number));
  const n = idx.length;
  const inA = Float64Array.from(idx, (r) => (aCodes.has(G.codes[r] as number) ? 1 : 0));
  const rowsA = idx.filter((_, j) => inA[j] === 1);
  const rowsB = idx.filter((_, j) => inA[j] === 0);
  const an = `${G.name} = ${moderator.a.join(' or ')}`;
  const bn = moderator.b.length === 1 ? `${G.name} = ${moderator.b[0]}` : `other ${G.name}`;
  if (rowsA.length < 3 || rowsB.length < 3) {
    throw new InsufficientDataError(`${rowsA.length < 3 ? an : bn} has ${rowCount(Math.min(rowsA.length, rowsB.length))} with ${X.name} and ${Y.name}; each group needs at least 3 to compare the relation`, n);
  }
  const names = [X.name, Y.name, G.name];
  requireVariation(ctx.pick(X, rowsA), `${X.name} among ${an}`);
  requireVariation(ctx.pick(X, rowsB), `${X.name} among ${bn}`);
  requireVariation(ctx.pick(Y, idx), Y.name);
  const fitA = linregress(ctx.pick(X, rowsA), ctx.pick(Y, rowsA));
  const fitB = linregress(ctx.pick(X, rowsB), ctx.pick(Y, rowsB));
  ctx.step('relation-by-group', names, n, { slopeA: fitA.slope, rA: fitA.r, nA: rowsA.length, slopeB: fitB.slope, rB: fitB.r, nB: rowsB.length },
    `Relation of ${Y.name} to ${X.name} in each group: ${an} (n=${rowsA.length}) slope ${fmt(fitA.slope)}, r=${fmt(fitA.r)}; ${bn} (n=${rowsB.length}) slope ${fmt(fitB.slope)}, r=${fmt(fitB.r)}`);
  return { X, Y, G, idx, n, inA, rowsA, rowsB, an, bn, names, slopes: [fitA.slope, fitB.slope] };
}

/**
 * The relation on some rows, on normal scores: its Bayes factor and the probability that it lies
 * beyond the minimum effect in direction `dir` (either way for 0), or, with `none`, that it does not.
 */
function relationIn(ctx: Ctx, X: Column, Y: Column, rows: Uint32Array, dir: 1 | -1 | 0, none = false) {
  const r = pearsonR(ctx.normalScores(X, rows), ctx.normalScores(Y, rows));
  const logBf = zsLogBf10(rows.length, 1, r * r);
  const pH1 = posteriorH1(logBf, 1);
  if (!Number.isFinite(r)) return { r, logBf, pH1, p: 0.5 };
  const beyond = corrBeyond(r, rows.length, 0, ctx.deltas.r, dir);
  return { r, logBf, pH1, p: clamp01(none ? 1 - pH1 + pH1 * (1 - corrBeyond(r, rows.length, 0, ctx.deltas.r, 0)) : pH1 * beyond) };
}

export function analyzeInteraction(ctx: Ctx): FamilyResult {
  const { claim, analysisType } = ctx;
  const mod = claim.moderator;
  if (!mod) throw new Error('analyzeInteraction needs a claim with a moderator');
  if (mod.only) return analyzeOnlyFor(ctx, mod);
  if (mod.across) return analyzeAcross(ctx, mod, mod.across);
  const { X, Y, idx, n, inA, rowsA, rowsB, an, bn, names, slopes } = splitByModerator(ctx, mod);
  const x = ctx.pick(X, idx);
  const y = ctx.pick(Y, idx);
  // The relation where it is said to be stronger: for the group named ("more for smokers"), or the others ("less for smokers").
  const strongRows = mod.more > 0 ? rowsA : rowsB;
  const strongName = mod.more > 0 ? an : bn;
  // "the effect of dose on the drop is stronger for smokers" says no direction: it is read in the
  // direction the data show there, and the other direction's probability is added (ADR 0038)
  const either = claim.direction === 0;
  const dir: 1 | -1 = either ? (relationIn(ctx, X, Y, strongRows, 0).r < 0 ? -1 : 1) : (claim.direction as 1 | -1);

  // "more for A" with an increase, or "less for A" with a decrease, is a larger slope for A: x·g > 0
  const sign = (dir * mod.more) as 1 | -1;
  const g = centred(inA);
  const view = (xv: Float64Array, yv: Float64Array, covariates: Float64Array[] = []): View => {
    const xc = centred(xv);
    const product = Float64Array.from(xc, (v, i) => v * (g[i] as number));
    const pc = partialCorrelation(product, yv, [xv, inA, ...covariates]);
    const logBf = zsPartialLogBf10(n, pc.k, pc.r2Full, pc.r2Covariates);
    const pH1 = posteriorH1(logBf, ctx.priorOdds);
    const at = (side: 1 | -1): Reading => {
      if (!Number.isFinite(pc.r)) return { m: 0.5, q: 0.5, over: 0, truth: 0.5 };
      // ("slightly more for smokers": beyond the ceiling is against the claim too)
      const beyondCeiling = ctx.ceiling ? corrBeyond(pc.r, n, pc.k, ctx.ceiling.r, side) : 0;
      const m = Math.max(0, corrBeyond(pc.r, n, pc.k, ctx.deltas.r, side) - beyondCeiling);
      return { m, q: corrBeyond(pc.r, n, pc.k, 0, side), over: clamp01(pH1 * beyondCeiling), truth: clamp01(pH1 * m) };
    };
    return { pc, logBf, pH1: Number.isFinite(pc.r) ? pH1 : 0.5, ...at(sign), at };
  };
  const model = `${Y.name} ~ ${X.name} + group + ${X.name}×group, group = ${an}`;
  const naive = view(x, y);
  ctx.step('interaction', names, n, { partialR: naive.pc.r, t: naive.pc.t, df: naive.pc.df, p: naive.pc.p, logBf10: naive.logBf, truth: naive.truth },
    `Interaction (${model}; n=${n}): partial r of ${X.name}×group with ${Y.name}=${fmt(naive.pc.r)}, t=${fmt(naive.pc.t)}, df=${naive.pc.df}, p=${fmt(naive.pc.p)}; BF10=${fmt(Math.exp(naive.logBf))}`);
  const nx = ctx.normalScores(X, idx);
  const ny = ctx.normalScores(Y, idx);
  const robust = view(nx, ny);
  const claimed = `${mod.more > 0 ? 'stronger' : 'weaker'} for ${an}`;
  ctx.step('interaction-normal-scores', names, n, { partialR: robust.pc.r, p: robust.pc.p, logBf10: robust.logBf, pH1: robust.pH1, m: robust.m, truth: robust.truth },
    `Interaction on normal scores (outlier check): partial r=${fmt(robust.pc.r)}, p=${fmt(robust.pc.p)}; BF10=${fmt(Math.exp(robust.logBf))}; P(H1|D)=${fmt(robust.pH1)}; P(beyond ${ctx.deltas.r}${ctx.ceiling ? ` and not beyond ${ctx.ceiling.r}` : ''}, ${claimed}|H1)=${fmt(robust.m)} → ${fmt(robust.truth)}`);

  const counters: CounterHypothesis[] = [];
  counters.push({ generated_by: 'robustness:normal-scores', strength: loss(naive.truth, robust.truth),
    description: `Outlier-driven: a few extreme points could make the relations differ (interaction partial r=${fmt(naive.pc.r, 2)} on raw values vs ${fmt(robust.pc.r, 2)} on normal scores)` });

  // Adjusted view: the same interaction given every measured covariate.
  let adjusted: View | undefined;
  const covs = covariateCandidates(ctx, names);
  if ((analysisType === 'causal' || analysisType === 'prescriptive') && covs.length) {
    const zc = designColumns(covs, idx, ctx);
    if (zc.length && n > zc.length + 6) {
      adjusted = view(nx, ny, zc);
      const covNames = covs.map((c) => c.name).join(', ');
      ctx.step('interaction-adjusted', [...names, ...covs.map((c) => c.name)], n, { partialR: adjusted.pc.r, p: adjusted.pc.p, k: adjusted.pc.k, logBf10: adjusted.logBf, truth: adjusted.truth },
        `Adjusted view: the interaction given ${covNames} too (normal scores, k=${adjusted.pc.k}): partial r=${fmt(adjusted.pc.r)}, p=${fmt(adjusted.pc.p)}; BF10=${fmt(Math.exp(adjusted.logBf))} → ${fmt(adjusted.truth)}`);
      counters.push({ generated_by: 'partial-correlation', strength: loss(robust.truth, adjusted.truth),
        description: `Confounding by ${covNames}: adjusting for ${covs.length === 1 ? 'it' : 'them'} moves the interaction from partial r=${fmt(robust.pc.r, 2)} to ${fmt(adjusted.pc.r, 2)}` });
    }
  }
  const scored = adjusted ?? robust;

  // The claim says the relation holds where it is stronger.
  const rel = relationIn(ctx, X, Y, strongRows, dir);
  const holds = rel.p;
  const rs = rel.r;
  // (either direction: the relation and the interaction the other way round, a reading that excludes the first)
  const otherHolds = either ? relationIn(ctx, X, Y, strongRows, -dir as 1 | -1).p : 0;
  const otherTruth = either ? scored.at(-sign as 1 | -1).truth * otherHolds : 0;
  ctx.step('relation-in-group', [X.name, Y.name], strongRows.length, { r: rs, logBf10: rel.logBf, pH1: rel.pH1, holds, ...(either ? { otherHolds } : {}) },
    `The relation where it is said to be stronger, ${strongName} (n=${strongRows.length}, normal scores): r=${fmt(rs)}; BF10=${fmt(Math.exp(rel.logBf))}; P(${dir > 0 ? 'positive' : 'negative'} beyond ${ctx.deltas.r}) → ${fmt(holds)}${either ? `; P(${dir > 0 ? 'negative' : 'positive'} beyond it) → ${fmt(otherHolds)}` : ''}`);

  counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - scored.pH1),
    description: `Chance: the ${X.name}–${Y.name} relation is the same in both groups and the difference is noise (P(no difference)=${fmt(1 - scored.pH1)})` });
  counters.push({ generated_by: 'posterior-direction', strength: clamp01(scored.pH1 * (1 - scored.q)),
    description: `Opposite direction: the ${X.name}–${Y.name} relation is ${mod.more > 0 ? 'weaker' : 'stronger'} for ${an} than for ${bn}` });
  counters.push({ generated_by: 'relation-in-group', strength: clamp01(1 - holds - otherHolds),
    description: `No relation where it is said to be stronger: for ${strongName}, higher ${X.name} does not go with ${either ? '' : dir > 0 ? 'higher ' : 'lower '}${Y.name} beyond r=${ctx.deltas.r}${either ? ' either way' : ''} (r=${fmt(rs, 2)})` });
  if (ctx.ceiling) {
    counters.push({ generated_by: 'effect-size', strength: scored.over,
      description: `Larger than claimed: the relations differ beyond a partial correlation of ${ctx.ceiling.r}, not by a small margin` });
  }
  const fewest = Math.min(rowsA.length, rowsB.length);
  if (fewest < SMALL_GROUP) {
    counters.push({ generated_by: 'sample-size', strength: clamp01(1 - fewest / SMALL_GROUP),
      description: `Small group: ${fewest === rowsA.length ? an : bn} has ${rowCount(fewest)}, so its relation is poorly measured` });
  }

  const truth = clamp01(scored.truth * holds + otherTruth);
  const viewName = adjusted ? 'adjusted, normal scores' : 'normal scores';
  ctx.step('truth-score', names, n, { truth, interaction: scored.truth, holds, ...(either ? { otherReading: otherTruth } : {}) },
    `Truth score = interaction (${viewName}) ${fmt(scored.truth)} × relation for ${strongName} ${fmt(holds)}${either ? ` + the same in the other direction ${fmt(otherTruth)}` : ''} = ${fmt(truth)}`);
  return {
    truth,
    scoreKind: `Posterior probability that the ${X.name}–${Y.name} relation is ${claimed} than for ${bn} (interaction beyond partial r=${ctx.deltas.r}${ctx.ceiling ? ` and not beyond ${ctx.ceiling.r}` : ''}; Zellner–Siow Bayes factor, prior P(H0)=0.5; ${viewName}), times that it is ${either ? 'in that direction' : dir > 0 ? 'positive' : 'negative'} for ${strongName}${either ? ', summed over both directions' : ''}`,
    counters,
    evidence: `slope of ${Y.name} on ${X.name} ${fmt(slopes[0], 3)} for ${an} vs ${fmt(slopes[1], 3)} for ${bn}`,
    pH1: scored.pH1,
  };
}

/**
 * "Dose has an effect on the drop only for smokers", "dose increases the drop only in the north":
 * the relation holds for the group named and not for the other side. The score is P(the relation
 * for the group beyond the minimum effect, in the direction said or either way) × P(none beyond it
 * for the other side); both are proof steps and counter-hypotheses.
 */
function analyzeOnlyFor(ctx: Ctx, mod: Moderator): FamilyResult {
  const { claim } = ctx;
  const { X, Y, n, rowsA, rowsB, an, bn, names, slopes } = splitByModerator(ctx, mod);
  const dir = claim.kind === 'dir' ? claim.direction : 0;
  const said = dir > 0 ? 'a positive relation' : dir < 0 ? 'a negative relation' : 'a relation';
  const there = relationIn(ctx, X, Y, rowsA, dir);
  ctx.step('relation-in-group', [X.name, Y.name], rowsA.length, { r: there.r, logBf10: there.logBf, pH1: there.pH1, holds: there.p },
    `The relation for ${an} (n=${rowsA.length}, normal scores): r=${fmt(there.r)}; BF10=${fmt(Math.exp(there.logBf))}; P(${said} beyond ${ctx.deltas.r}) → ${fmt(there.p)}`);
  const elsewhere = relationIn(ctx, X, Y, rowsB, 0, true);
  ctx.step('no-relation-in-group', [X.name, Y.name], rowsB.length, { r: elsewhere.r, logBf10: elsewhere.logBf, pH1: elsewhere.pH1, none: elsewhere.p },
    `The relation for ${bn} (n=${rowsB.length}, normal scores): r=${fmt(elsewhere.r)}; BF10=${fmt(Math.exp(elsewhere.logBf))}; P(none beyond ${ctx.deltas.r}) → ${fmt(elsewhere.p)}`);
  const counters: CounterHypothesis[] = [
    { generated_by: 'relation-in-group', strength: clamp01(1 - there.p),
      description: `No relation for ${an}: ${X.name} does not go with ${dir > 0 ? 'higher ' : dir < 0 ? 'lower ' : ''}${Y.name} beyond r=${ctx.deltas.r} there (r=${fmt(there.r, 2)})` },
    { generated_by: 'relation-elsewhere', strength: clamp01(1 - elsewhere.p),
      description: `Not only for ${an}: for ${bn} too, ${X.name} goes with ${Y.name} beyond r=${ctx.deltas.r} (r=${fmt(elsewhere.r, 2)})` },
  ];
  const fewest = Math.min(rowsA.length, rowsB.length);
  if (fewest < SMALL_GROUP) {
    counters.push({ generated_by: 'sample-size', strength: clamp01(1 - fewest / SMALL_GROUP),
      description: `Small group: ${fewest === rowsA.length ? an : bn} has ${rowCount(fewest)}, so its relation is poorly measured` });
  }
  const truth = clamp01(there.p * elsewhere.p);
  ctx.step('truth-score', names, n, { truth, holds: there.p, none: elsewhere.p },
    `Truth score = relation for ${an} ${fmt(there.p)} × no relation for ${bn} ${fmt(elsewhere.p)} = ${fmt(truth)}`);
  return {
    truth,
    scoreKind: `Posterior probability of ${said} between ${X.name} and ${Y.name} beyond |r|=${ctx.deltas.r} for ${an}, times that of none beyond it for ${bn} (Zellner–Siow Bayes factors, prior P(H0)=0.5; normal scores)`,
    counters,
    evidence: `slope of ${Y.name} on ${X.name} ${fmt(slopes[0], 3)} for ${an} vs ${fmt(slopes[1], 3)} for ${bn}`,
  };
}

/**
 * "The effect of discount on units is the same online and in store" (`same`), "… depends on the
 * region" (`differs`), ADR 0039: the interaction of x with the groups in y ~ x + G + x·G, with one
 * dummy per group but the first, so k groups give k − 1 products. Its size is the partial R² of the
 * products given x and G (read as r = √partial R², as the difference across groups is), its Bayes
 * factor BF(full) / BF(without the products); views as for a relation stronger in one group.
 * `differs` is P(H1) × P(r beyond the minimum effect); `same` is the rest.
 */
function analyzeAcross(ctx: Ctx, mod: Moderator, said: 'same' | 'differs'): FamilyResult {
  const { claim, analysisType } = ctx;
  const X = ctx.col(claim.x[0] as string);
  const Y = ctx.col(claim.y);
  const G = ctx.col(mod.column);
  const names = [X.name, Y.name, G.name];
  const complete = ctx.rows([X, Y, G]);
  // the groups named with at least 3 rows each; fewer than two such groups cannot be compared
  const counts = new Map<number, number>();
  for (const r of complete) counts.set(G.codes[r] as number, (counts.get(G.codes[r] as number) ?? 0) + 1);
  const codes = mod.a.map((l) => G.levels.indexOf(l)).filter((c) => (counts.get(c) ?? 0) >= 3);
  if (codes.length < 2) {
    throw new InsufficientDataError(`fewer than two ${G.name} groups (${mod.a.join(', ')}) have 3 rows with ${X.name} and ${Y.name}; the relation cannot be compared across them`, complete.length);
  }
  const kept = new Set(codes);
  const idx = complete.filter((r) => kept.has(G.codes[r] as number));
  const n = idx.length;
  requireVariation(ctx.pick(Y, idx), Y.name);
  const fits = codes.map((c) => {
    const rows = idx.filter((r) => G.codes[r] === c);
    requireVariation(ctx.pick(X, rows), `${X.name} among ${G.name} = ${G.levels[c]}`);
    return { level: G.levels[c] as string, rows, fit: linregress(ctx.pick(X, rows), ctx.pick(Y, rows)) };
  });
  const slopes = fits.map((f) => `${G.name} = ${f.level} (n=${f.rows.length}) slope ${fmt(f.fit.slope)}, r=${fmt(f.fit.r)}`).join('; ');
  ctx.step('relation-by-group', names, n, { groups: fits.map((f) => ({ level: f.level, n: f.rows.length, slope: f.fit.slope, r: f.fit.r })) },
    `Relation of ${Y.name} to ${X.name} in each group: ${slopes}`);

  const q = codes.length - 1;
  const dummies = codes.slice(1).map((c) => centred(Float64Array.from(idx, (r) => (G.codes[r] === c ? 1 : 0))));
  const view = (xv: Float64Array, yv: Float64Array, covariates: Float64Array[] = []) => {
    const xc = centred(xv);
    const products = dummies.map((d) => Float64Array.from(xc, (v, i) => v * (d[i] as number)));
    const cols = [...covariates, xv, ...dummies, ...products, yv];
    const m = crossProducts(cols);
    const p = cols.length;
    const reduced = Array.from({ length: covariates.length + 1 + q }, (_, i) => i);
    const full = Array.from({ length: p - 1 }, (_, i) => i);
    const r2Reduced = r2FromCrossProducts(m, p, p - 1, reduced);
    const r2Full = r2FromCrossProducts(m, p, p - 1, full);
    const partialR2 = r2Reduced < 1 ? Math.max(0, (r2Full - r2Reduced) / (1 - r2Reduced)) : 0;
    const logBf = zsLogBf10(n, full.length, r2Full) - zsLogBf10(n, reduced.length, r2Reduced);
    const pH1 = posteriorH1(logBf, ctx.priorOdds);
    const r = Math.sqrt(partialR2);
    // (as for a difference across groups: the size is a magnitude, its df those of the products beyond the first)
    const m1 = corrBeyond(r, n, reduced.length + q - 1, ctx.deltas.r, 1);
    const differs = clamp01(pH1 * m1);
    return { r, partialR2, logBf, pH1, m: m1, k: reduced.length, truth: said === 'differs' ? differs : clamp01(1 - differs) };
  };
  const model = `${Y.name} ~ ${X.name} + ${G.name} + ${X.name}×${G.name}, ${codes.length} groups`;
  const describe = (v: ReturnType<typeof view>) => `partial R² of the ${q === 1 ? 'product' : `${q} products`}=${fmt(v.partialR2)} (r=${fmt(v.r)}); BF10=${fmt(Math.exp(v.logBf))}; P(H1|D)=${fmt(v.pH1)}; P(r>${ctx.deltas.r}|H1)=${fmt(v.m)} → ${fmt(v.truth)}`;
  const naive = view(ctx.pick(X, idx), ctx.pick(Y, idx));
  ctx.step('interaction', names, n, { partialR2: naive.partialR2, r: naive.r, logBf10: naive.logBf, truth: naive.truth },
    `Interaction (${model}; n=${n}): ${describe(naive)}`);
  const nx = ctx.normalScores(X, idx);
  const ny = ctx.normalScores(Y, idx);
  const robust = view(nx, ny);
  ctx.step('interaction-normal-scores', names, n, { partialR2: robust.partialR2, r: robust.r, logBf10: robust.logBf, pH1: robust.pH1, m: robust.m, truth: robust.truth },
    `Interaction on normal scores (outlier check): ${describe(robust)}`);
  const counters: CounterHypothesis[] = [
    { generated_by: 'robustness:normal-scores', strength: loss(naive.truth, robust.truth),
      description: `Outlier-driven: a few extreme points could ${said === 'same' ? 'hide or make' : 'make'} the difference between the relations (r=${fmt(naive.r, 2)} on raw values vs ${fmt(robust.r, 2)} on normal scores)` },
  ];
  let adjusted: ReturnType<typeof view> | undefined;
  const covs = covariateCandidates(ctx, names);
  if ((analysisType === 'causal' || analysisType === 'prescriptive') && covs.length) {
    const zc = designColumns(covs, idx, ctx);
    if (zc.length && n > zc.length + 2 * q + 6) {
      adjusted = view(nx, ny, zc);
      const covNames = covs.map((c) => c.name).join(', ');
      ctx.step('interaction-adjusted', [...names, ...covs.map((c) => c.name)], n, { partialR2: adjusted.partialR2, r: adjusted.r, k: adjusted.k, logBf10: adjusted.logBf, truth: adjusted.truth },
        `Adjusted view: the interaction given ${covNames} too (normal scores): ${describe(adjusted)}`);
      counters.push({ generated_by: 'partial-correlation', strength: loss(robust.truth, adjusted.truth),
        description: `Confounding by ${covNames}: adjusting for ${covs.length === 1 ? 'it' : 'them'} moves the interaction from r=${fmt(robust.r, 2)} to ${fmt(adjusted.r, 2)}` });
    }
  }
  const scored = adjusted ?? robust;
  if (said === 'differs') {
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - scored.pH1),
      description: `Chance: the ${X.name}–${Y.name} relation is the same in every ${G.name} group and the differences are noise (P(no difference)=${fmt(1 - scored.pH1)})` });
    counters.push({ generated_by: 'effect-size', strength: clamp01(scored.pH1 * (1 - scored.m)),
      description: `Trivial difference: the relations differ by too little to matter (r=${fmt(scored.r, 3)} vs minimum ${ctx.deltas.r})` });
  } else {
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - scored.truth),
      description: `The relation differs: the ${X.name}–${Y.name} relation is not the same in every ${G.name} group (interaction beyond r=${ctx.deltas.r})` });
  }
  const fewest = Math.min(...fits.map((f) => f.rows.length));
  if (fewest < SMALL_GROUP) {
    const small = fits.find((f) => f.rows.length === fewest) as (typeof fits)[number];
    counters.push({ generated_by: 'sample-size', strength: clamp01(1 - fewest / SMALL_GROUP),
      description: `Small group: ${G.name} = ${small.level} has ${rowCount(fewest)}, so its relation is poorly measured` });
  }
  const viewName = adjusted ? 'adjusted, normal scores' : 'normal scores';
  return {
    truth: scored.truth,
    scoreKind: `Posterior probability that the ${X.name}–${Y.name} relation ${said === 'same' ? 'does not differ' : 'differs'} across ${G.name} (${codes.map((c) => G.levels[c]).join(', ')}) beyond an interaction of r=${ctx.deltas.r} (Zellner–Siow Bayes factor, prior P(H0)=0.5; ${viewName})`,
    counters,
    evidence: `slope of ${Y.name} on ${X.name}: ${fits.map((f) => `${fmt(f.fit.slope, 3)} for ${G.name} = ${f.level}`).join(', ')}`,
    pH1: scored.pH1,
  };
}
