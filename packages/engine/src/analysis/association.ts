/**
 * Association claims between two numeric columns (dir±, assoc, none):
 * naive (Pearson), robust (normal scores) and adjusted (partial correlation on
 * normal scores given every measured covariate) views, lag tests when a time
 * column exists, and the measured counter-hypotheses of engine.md §6.
 */
import { zsLogBf10, zsPartialLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { linregress } from '../stats/linregress.ts';
import { crossProducts } from '../stats/linalg.ts';
import { partialCorrelation, partialFromCrossProducts, type PartialCorrelationResult } from '../stats/partial-correlation.ts';
import { pearson, pearsonR } from '../stats/pearson.ts';
import {
  covariateCandidates, fmt, requireRows, requireVariation,
  type CounterHypothesis, type Ctx, type FamilyResult,
} from './context.ts';
import { designColumns, rowsFor } from './design.ts';
import { lagTests } from './lag.ts';
import { clamp01, corrBeyond, loss, posteriorH1 } from './posterior.ts';

export interface CorrView {
  r: number;
  n: number;
  k: number;
  logBf: number;
}

/** Probability of the claim under one correlation view (engine.md §5.2). */
export function corrTruth(ctx: Ctx, v: CorrView, priorOdds = ctx.priorOdds): { truth: number; pH1: number; m: number; q: number; over: number } {
  const { kind, direction } = ctx.claim;
  const delta = ctx.deltas.r;
  const pH1 = posteriorH1(v.logBf, priorOdds);
  if (!Number.isFinite(v.r)) return { truth: 0.5, pH1: 0.5, m: 0.5, q: 0.5, over: 0 };
  if (kind === 'none') {
    const within = 1 - corrBeyond(v.r, v.n, v.k, delta, 0);
    return { truth: clamp01(1 - pH1 + pH1 * within), pH1, m: within, q: 0.5, over: 0 };
  }
  const dir = kind === 'dir' ? direction : 0;
  // ("weakly related": beyond the minimum effect, and not beyond the ceiling as well)
  const beyondCeiling = ctx.ceiling ? corrBeyond(v.r, v.n, v.k, ctx.ceiling.r, dir) : 0;
  const m = Math.max(0, corrBeyond(v.r, v.n, v.k, delta, dir) - beyondCeiling);
  const q = dir === 0 ? 1 : corrBeyond(v.r, v.n, v.k, 0, dir);
  return { truth: clamp01(pH1 * m), pH1, m, q, over: clamp01(pH1 * beyondCeiling) };
}

/** Largest absolute value (one pass). */
function maxAbs(v: Float64Array): number {
  let m = 0;
  for (let i = 0; i < v.length; i++) m = Math.max(m, Math.abs(v[i] as number));
  return m;
}

/**
 * The three largest Cook's distances of y ~ x. They do not depend on the units of x or y, so
 * values whose squares would overflow or underflow are divided by their largest magnitude first.
 */
function cookTop3(xIn: Float64Array, yIn: Float64Array): { d: number; row: number }[] {
  const n = xIn.length;
  const ax = maxAbs(xIn);
  const ay = maxAbs(yIn);
  const safe = (a: number) => a === 0 || (a > 1e-100 && a < 1e100);
  const x = safe(ax) ? xIn : Float64Array.from(xIn, (v) => v / ax);
  const y = safe(ay) ? yIn : Float64Array.from(yIn, (v) => v / ay);
  const lr = linregress(x, y);
  let mx = 0;
  for (let i = 0; i < n; i++) mx += x[i] as number;
  mx /= n;
  let sxx = 0;
  let sse = 0;
  for (let i = 0; i < n; i++) {
    sxx += ((x[i] as number) - mx) ** 2;
    sse += ((y[i] as number) - lr.intercept - lr.slope * (x[i] as number)) ** 2;
  }
  const s2 = sse / (n - 2);
  const top: { d: number; row: number }[] = [];
  for (let i = 0; i < n; i++) {
    const h = 1 / n + ((x[i] as number) - mx) ** 2 / sxx;
    const e = (y[i] as number) - lr.intercept - lr.slope * (x[i] as number);
    const d = ((e * e) / (2 * s2)) * (h / (1 - h) ** 2);
    if (top.length < 3 || d > (top[2] as { d: number }).d) {
      top.push({ d, row: i });
      top.sort((a, b) => b.d - a.d);
      if (top.length > 3) top.pop();
    }
  }
  return top;
}

export interface AssociationOptions {
  /**
   * Report the association's views and counter-hypotheses without scoring a claim on them:
   * no truth arrows in the steps, no reverse-causation or E-value work and no truth-score
   * step. Predictive claims use this; their score is the cross-validated one (engine.md §5.3).
   */
  reportOnly?: boolean;
}

/** The lagged-regression counter-hypothesis, worded by which direction the lag tests favour. */
export function reverseCausationText(x: string, y: string, time: string, lag: { pXtoY: number; pYtoX: number }): string {
  const back = `earlier ${y} predicts later ${x} (P=${fmt(lag.pYtoX)})`;
  const fwd = `earlier ${x} predicts later ${y} (P=${fmt(lag.pXtoY)})`;
  if (fmt(lag.pYtoX) === fmt(lag.pXtoY)) return `Reverse causation: ${back} as well as ${fwd}, ordered by ${time}, so time order does not settle the direction`;
  if (lag.pYtoX > lag.pXtoY) return `Reverse causation: ${back} more than ${fwd}, ordered by ${time}`;
  return `Reverse causation: ${y} may drive ${x}, but ${back} less than ${fwd}, ordered by ${time}`;
}

export function analyzeAssociation(ctx: Ctx, options: AssociationOptions = {}): FamilyResult {
  const reportOnly = options.reportOnly === true;
  const { claim, analysisType } = ctx;
  const X = ctx.col(claim.x[0] as string);
  const Y = ctx.col(claim.y);
  const names = [X.name, Y.name];
  const idx = ctx.rows([X, Y]);
  requireRows(idx.length, `values for both ${X.name} and ${Y.name}`);
  const x = ctx.pick(X, idx);
  const y = ctx.pick(Y, idx);
  requireVariation(x, X.name);
  requireVariation(y, Y.name);
  const n = idx.length;

  const pr = pearson(x, y);
  const naive: CorrView = { r: pr.r, n, k: 0, logBf: zsLogBf10(n, 1, pr.r * pr.r) };
  const tNaive = corrTruth(ctx, naive);
  ctx.step('pearson', names, n, { r: pr.r, p: pr.p, pGreater: pr.pGreater, pLess: pr.pLess, logBf10: naive.logBf },
    `Pearson correlation of ${X.name} and ${Y.name} (n=${n}): r=${fmt(pr.r)}, p=${fmt(pr.p)}; BF10=${fmt(Math.exp(naive.logBf))}`);
  // Spearman first: its sorts also give the normal scores.
  const sp = ctx.spearman(X, Y, idx);
  const nx = ctx.normalScores(X, idx);
  const ny = ctx.normalScores(Y, idx);
  ctx.step('spearman', names, n, { rho: sp.rho, p: sp.p }, `Spearman rank correlation (average ranks for ties): rho=${fmt(sp.rho)}, p=${fmt(sp.p)}`);
  const rn = pearsonR(nx, ny);
  const robust: CorrView = { r: rn, n, k: 0, logBf: zsLogBf10(n, 1, rn * rn) };
  const tRobust = corrTruth(ctx, robust);
  if (reportOnly) {
    ctx.step('normal-scores-correlation', names, n, { r: rn, logBf10: robust.logBf, pH1: tRobust.pH1 },
      `Normal-scores (van der Waerden) correlation: r=${fmt(rn)}; Zellner–Siow BF10=${fmt(Math.exp(robust.logBf))}; P(H1|D)=${fmt(tRobust.pH1)} (reported, not scored)`);
  } else {
    ctx.step('normal-scores-correlation', names, n, { r: rn, logBf10: robust.logBf, pH1: tRobust.pH1, m: tRobust.m, truth: tRobust.truth },
      `Normal-scores (van der Waerden) correlation: r=${fmt(rn)}; Zellner–Siow BF10=${fmt(Math.exp(robust.logBf))}; P(H1|D)=${fmt(tRobust.pH1)}; P(effect beyond ${ctx.deltas.r}${ctx.ceiling ? ` and not beyond ${ctx.ceiling.r}` : ''} as claimed|H1)=${fmt(tRobust.m)} → ${fmt(tRobust.truth)}`);
  }

  const counters: CounterHypothesis[] = [];
  const causalView = analysisType === 'causal' || analysisType === 'prescriptive';

  // Confounding: each candidate alone, then all together (the adjusted view).
  const covs = covariateCandidates(ctx, names);
  let tAdj = tRobust;
  let adjView: CorrView | undefined;
  // With no missing values one cross-product matrix over [x, y, every covariate term]
  // serves every adjustment set (Schur complements of sub-matrices).
  const fullRows = covs.length ? rowsFor(ctx, [X, Y], covs) : idx;
  let shared: { m: Float64Array; p: number; owners: number[][] } | undefined;
  if (covs.length && fullRows === ctx.allRows) {
    const designs = covs.map((z) => designColumns([z], fullRows, ctx));
    const owners: number[][] = [];
    let next = 2;
    for (const d of designs) {
      owners.push(d.map((_, j) => next + j));
      next += d.length;
    }
    shared = { m: crossProducts([ctx.normalScores(X, fullRows), ctx.normalScores(Y, fullRows), ...designs.flat()]), p: next, owners };
  }
  covs.forEach((z, zi) => {
    let pc: PartialCorrelationResult;
    let rowsN: number;
    if (shared) {
      const zIdx = shared.owners[zi] as number[];
      if (!zIdx.length) return;
      pc = partialFromCrossProducts(shared.m, shared.p, ctx.ds.n, 0, 1, zIdx);
      rowsN = ctx.ds.n;
    } else {
      const rows = rowsFor(ctx, [X, Y], [z]);
      if (rows.length < 6) return;
      const zc = designColumns([z], rows, ctx);
      if (!zc.length) return;
      pc = partialCorrelation(ctx.normalScores(X, rows), ctx.normalScores(Y, rows), zc);
      rowsN = rows.length;
    }
    if (!Number.isFinite(pc.r) || pc.df < 1) return;
    const view: CorrView = { r: pc.r, n: rowsN, k: pc.k, logBf: zsPartialLogBf10(rowsN, pc.k, pc.r2Full, pc.r2Covariates) };
    const tz = corrTruth(ctx, view);
    const strength = loss(tRobust.truth, tz.truth);
    const flips = z.kind === 'categorical' && Math.sign(pc.r) !== Math.sign(rn) && Math.abs(pc.r) > 0.1;
    ctx.step('partial-correlation', [...names, z.name], rowsN, { r: pc.r, df: pc.df, p: pc.p, logBf10: view.logBf, truth: tz.truth, strength },
      `Partial correlation of ${X.name} and ${Y.name} given ${z.name} (n=${rowsN}, k=${pc.k}, normal scores): r=${fmt(pc.r)}, df=${pc.df}, p=${fmt(pc.p)}; BF10=${fmt(Math.exp(view.logBf))} → ${flips ? 'Simpson' : 'confounding'} strength ${fmt(strength)}`);
    counters.push(flips
      ? { generated_by: 'stratification', strength,
          description: `Simpson's paradox via ${z.name}: within ${z.name} groups the association of ${X.name} with ${Y.name} is ${pc.r < 0 ? 'negative' : 'positive'} (partial r=${fmt(pc.r, 2)}) although overall it is ${rn < 0 ? 'negative' : 'positive'} (r=${fmt(rn, 2)})` }
      : { generated_by: 'partial-correlation', strength,
          description: `Confounding by ${z.name}: adjusting for ${z.name} moves the ${X.name}–${Y.name} correlation from ${fmt(rn, 2)} to ${fmt(pc.r, 2)}, so ${z.name} explains ${strength >= 0.5 ? 'most of' : 'little of'} the association (confounder or mediator)` });
  });
  if (covs.length) {
    let pc: PartialCorrelationResult | undefined;
    const rows = fullRows;
    if (shared) {
      const all = shared.owners.flat();
      if (all.length && rows.length > all.length + 4) pc = partialFromCrossProducts(shared.m, shared.p, rows.length, 0, 1, all);
    } else {
      const zc = rows.length >= 6 ? designColumns(covs, rows, ctx) : [];
      if (zc.length && rows.length > zc.length + 4) pc = partialCorrelation(ctx.normalScores(X, rows), ctx.normalScores(Y, rows), zc);
    }
    if (pc && Number.isFinite(pc.r) && pc.df >= 1) {
      adjView = { r: pc.r, n: rows.length, k: pc.k, logBf: zsPartialLogBf10(rows.length, pc.k, pc.r2Full, pc.r2Covariates) };
      tAdj = corrTruth(ctx, adjView);
      const covNames = covs.map((c) => c.name).join(', ');
      if (reportOnly) {
        ctx.step('adjusted-partial-correlation', [...names, ...covs.map((c) => c.name)], rows.length,
          { r: pc.r, df: pc.df, p: pc.p, k: pc.k, logBf10: adjView.logBf, pH1: tAdj.pH1 },
          `Adjusted view: partial correlation given ${covNames} (n=${rows.length}, k=${pc.k}, normal scores): r=${fmt(pc.r)}, p=${fmt(pc.p)}; BF10=${fmt(Math.exp(adjView.logBf))} (reported, not scored)`);
      } else {
        ctx.step('adjusted-partial-correlation', [...names, ...covs.map((c) => c.name)], rows.length,
          { r: pc.r, df: pc.df, p: pc.p, k: pc.k, logBf10: adjView.logBf, pH1: tAdj.pH1, m: tAdj.m, truth: tAdj.truth },
          `Adjusted view: partial correlation given ${covNames} (n=${rows.length}, k=${pc.k}, normal scores): r=${fmt(pc.r)}, p=${fmt(pc.p)}; BF10=${fmt(Math.exp(adjView.logBf))} → ${fmt(tAdj.truth)}`);
      }
    }
  }

  // Outliers: how much of the naive view the robust view removes.
  const cook = cookTop3(x, y);
  counters.push({
    generated_by: 'robustness:normal-scores',
    strength: loss(tNaive.truth, tRobust.truth),
    description: `Outlier-driven: a few extreme points could drive the result (Pearson r=${fmt(pr.r, 2)} vs rank-based r=${fmt(rn, 2)}; largest Cook's distances ${cook.map((c) => `${fmt(c.d, 2)} (row ${(idx[c.row] as number) + 1})`).join(', ')})`,
  });

  const scored = causalView ? tAdj : tRobust;
  const scoredView = causalView ? (adjView ?? robust) : robust;
  if (claim.kind === 'none') {
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - scored.truth),
      description: `A real association between ${X.name} and ${Y.name} beyond |r|=${ctx.deltas.r} (probability on this data)` });
  } else {
    counters.push({ generated_by: 'bayes-factor', strength: clamp01(1 - scored.pH1),
      description: `Chance: the ${X.name}–${Y.name} association is noise (posterior P(no association)=${fmt(1 - scored.pH1)}, BF10=${fmt(Math.exp(scoredView.logBf))})` });
  }
  if (claim.kind === 'dir') {
    counters.push({ generated_by: 'posterior-direction', strength: clamp01(scored.pH1 * (1 - scored.q)),
      description: `Opposite direction: higher ${X.name} goes with ${claim.direction > 0 ? 'lower' : 'higher'} ${Y.name}` });
  }
  if (ctx.ceiling) {
    counters.push({ generated_by: 'effect-size', strength: scored.over,
      description: `Larger than claimed: the ${X.name}–${Y.name} association is beyond a correlation of ${ctx.ceiling.r}, not a small one` });
  }

  // Reverse causation and unmeasured confounding only matter for claims of an effect.
  let truth = scored.truth;
  let reverseNote = '';
  if (claim.kind !== 'none' && !reportOnly) {
    const time = ctx.timeColumn;
    if (time && time.name !== X.name && time.name !== Y.name) {
      const lag = lagTests(ctx, X, Y, time);
      if (lag) {
        const sRev = clamp01(lag.pYtoX * (1 - lag.pXtoY));
        counters.push({ generated_by: 'lagged-regression', strength: sRev, description: reverseCausationText(X.name, Y.name, time.name, lag) });
        if (causalView) {
          truth = clamp01(truth * (1 - sRev));
          reverseNote = ` × (1 − reverse ${fmt(sRev)})`;
        }
      }
    } else if (causalView || claim.kind === 'dir') {
      counters.push({ generated_by: 'no-temporal-information', strength: clamp01(0.5 * scored.pH1),
        description: `Reverse causation: ${Y.name} may drive ${X.name}; without a time column the direction cannot be tested (disclosed, not applied to the score)` });
    }
    const rr = Math.abs(scoredView.r);
    if (rr < 1) {
      const d = (2 * rr) / Math.sqrt(1 - rr * rr);
      const RR = Math.exp(0.91 * d);
      const E = RR + Math.sqrt(RR * (RR - 1));
      counters.push({ generated_by: 'e-value', strength: clamp01((scored.pH1 * scored.q) / E),
        description: `Unmeasured confounding: a hidden factor associated with both ${X.name} and ${Y.name} by a risk ratio of ${fmt(E, 2)} (E-value) would explain the association away` });
    }
  }

  const viewName = causalView ? (adjView ? `adjusted for ${adjView.k} covariate term${adjView.k === 1 ? '' : 's'}` : 'robust (no covariates to adjust for)') : 'robust';
  if (!reportOnly) ctx.step('truth-score', names, n, { truth, view: viewName }, `Truth score (${viewName}, normal scores)${reverseNote} = ${fmt(truth)}`);
  const below = ctx.ceiling ? ` and not beyond ${ctx.ceiling.r}` : '';
  const what = claim.kind === 'none' ? `no association beyond |r|=${ctx.deltas.r}` : claim.kind === 'dir' ? `a ${claim.direction > 0 ? 'positive' : 'negative'} association beyond |r|=${ctx.deltas.r}${below}` : `an association beyond |r|=${ctx.deltas.r}${below}`;
  return {
    truth,
    scoreKind: `Posterior probability of ${what} (Bayes factor, prior P(H0)=0.5; ${viewName} view${reverseNote ? ', discounted for reverse causation' : ''})`,
    counters,
    evidence: `normal-scores r=${fmt(scoredView.r, 2)} on ${scoredView.n} rows${adjView && causalView ? ` after adjusting for ${covs.map((c) => c.name).join(', ')}` : ''}`,
    ...(claim.kind === 'dir' ? { pH1: scored.pH1 } : {}),
  };
}
