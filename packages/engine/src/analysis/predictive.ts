/**
 * Predictive claims (engine.md §5.3): OLS on [1, x, (x − x̄)²] per feature,
 * 5-fold cross-validation (seeded folds; forward-chaining when a time column
 * exists), R²_oos against the training-fold mean, in-sample Zellner–Siow BF.
 * truth = P(H1|D) · Φ((R²_oos − δ)/SE).
 */
import { zsLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { normalCdf } from '../stats/dist/normal.ts';
import { crossProducts, r2FromCrossProducts, solveSpd, subMatrix } from '../stats/linalg.ts';
import { mean, variance } from '../stats/moments.ts';
import { pearsonR } from '../stats/pearson.ts';
import { completeRows, fmt, pick, requireRows, requireVariation, type CounterHypothesis, type Ctx, type FamilyResult } from './context.ts';
import { clamp01, corrBeyond, loss, posteriorH1 } from './posterior.ts';
import { permutation, splitmix64 } from './prng.ts';
import { analyzeAssociation } from './association.ts';

const FOLDS = 5;

function features(cols: Float64Array[], center: number[]): Float64Array[] {
  const out: Float64Array[] = [];
  cols.forEach((c, j) => {
    out.push(c);
    const m = center[j] as number;
    out.push(Float64Array.from(c, (v) => (v - m) ** 2));
  });
  return out;
}

/** Fits y on feature columns restricted to `train`, predicts `test`. */
function fitPredict(F: Float64Array[], y: Float64Array, train: number[], test: number[]): Float64Array {
  const p = F.length;
  const tr = Uint32Array.from(train);
  const Ft = F.map((f) => pick(f, tr));
  const yt = pick(y, tr);
  const cp = crossProducts([...Ft, yt]);
  const A = subMatrix(cp, p + 1, Array.from({ length: p }, (_, i) => i));
  const b = Float64Array.from({ length: p }, (_, i) => cp[i * (p + 1) + p] as number);
  const beta = solveSpd(A, b, p);
  const means = Ft.map((f) => mean(f));
  const ym = mean(yt);
  const out = new Float64Array(test.length);
  test.forEach((row, t) => {
    let v = ym;
    for (let j = 0; j < p; j++) v += (beta[j] as number) * (((F[j] as Float64Array)[row] as number) - (means[j] as number));
    out[t] = v;
  });
  return out;
}

export function analyzePredictive(ctx: Ctx): FamilyResult {
  const { claim } = ctx;
  const Xs = claim.x.map((x) => ctx.col(x));
  const Y = ctx.col(claim.y);
  const time = ctx.timeColumn;
  const cols = time && !Xs.includes(time) && time !== Y ? [...Xs, Y, time] : [...Xs, Y];
  let idx = completeRows(cols, ctx.ds.n);
  requireRows(idx.length, `values for ${[...Xs, Y].map((c) => c.name).join(' and ')}`);
  if (time && cols.includes(time)) {
    const t = pick(time.values, idx);
    const order = Array.from(idx.keys()).sort((i, j) => (t[i] as number) - (t[j] as number) || i - j);
    idx = Uint32Array.from(order, (k) => idx[k] as number);
  }
  const n = idx.length;
  const xs = Xs.map((c) => pick(c.values, idx));
  xs.forEach((x, j) => requireVariation(x, (Xs[j] as { name: string }).name));
  const y = pick(Y.values, idx);
  requireVariation(y, Y.name);
  const F = features(xs, xs.map((x) => mean(x)));
  const p = F.length;

  const cpAll = crossProducts([...F, y]);
  const r2In = r2FromCrossProducts(cpAll, p + 1, p, Array.from({ length: p }, (_, i) => i));
  const logBf = zsLogBf10(n, p, r2In);
  const pH1 = posteriorH1(logBf, ctx.priorOdds);

  // Folds: seeded shuffle, or forward-chaining blocks in time order.
  const foldOf = new Int32Array(n);
  const forward = Boolean(time && cols.includes(time));
  if (forward) for (let i = 0; i < n; i++) foldOf[i] = Math.min(FOLDS, Math.floor((i * (FOLDS + 1)) / n));
  else {
    const perm = permutation(n, splitmix64(ctx.seedHex));
    for (let i = 0; i < n; i++) foldOf[perm[i] as number] = i % FOLDS;
  }
  const d: number[] = [];
  const eBase: number[] = [];
  const firstTest = forward ? 1 : 0;
  for (let f = firstTest; f < FOLDS + firstTest; f++) {
    const train: number[] = [];
    const test: number[] = [];
    for (let i = 0; i < n; i++) {
      if (foldOf[i] === f) test.push(i);
      else if (!forward || (foldOf[i] as number) < f) train.push(i);
    }
    if (train.length < p + 3 || !test.length) continue;
    const pred = fitPredict(F, y, train, test);
    let ym = 0;
    for (const i of train) ym += y[i] as number;
    ym /= train.length;
    test.forEach((row, t) => {
      const eb = ((y[row] as number) - ym) ** 2;
      const em = ((y[row] as number) - (pred[t] as number)) ** 2;
      eBase.push(eb);
      d.push(eb - em);
    });
  }
  requireRows(d.length, `a held-out prediction (${n} rows are too few to fit ${p + 1} coefficients in ${FOLDS}-fold cross-validation)`);
  const mBase = mean(eBase);
  const r2oos = mean(d) / mBase;
  const se = Math.sqrt(variance(d)) / (Math.sqrt(d.length) * mBase);
  const m = se > 0 ? normalCdf((r2oos - ctx.deltas.r2oos) / se) : r2oos > ctx.deltas.r2oos ? 1 : 0;
  const names = [...Xs.map((c) => c.name), Y.name];
  // A direction said with the prediction ("a higher dose predicts a smaller drop"): the posterior
  // probability that the rank correlation has that sign, so a good fit the other way does not pass.
  const dir = claim.direction;
  const directed = dir !== 0 && Xs.length === 1;
  let q = 1;
  if (directed) {
    const r = pearsonR(ctx.normalScores(Xs[0] as (typeof Xs)[number], idx), ctx.normalScores(Y, idx));
    q = Number.isFinite(r) ? corrBeyond(r, n, 0, 0, dir) : 0.5;
    ctx.step('direction', names, n, { r, direction: dir, pDirection: q },
      `Direction said: higher ${(Xs[0] as (typeof Xs)[number]).name} with ${dir > 0 ? 'higher' : 'lower'} ${Y.name}; normal-scores r=${fmt(r)} → P(${dir > 0 ? 'r > 0' : 'r < 0'})=${fmt(q)}`);
  }
  const truth = clamp01(pH1 * m * q);
  ctx.step('cross-validation', names, n, { r2In, r2oos, se, folds: FOLDS, forwardChaining: forward, logBf10: logBf, pH1, m, truth },
    `${FOLDS}-fold ${forward ? `forward-chaining (by ${time?.name}) ` : ''}cross-validation of ${Y.name} ~ ${Xs.map((c) => `${c.name} + ${c.name}²`).join(' + ')} (n=${n}): in-sample R²=${fmt(r2In)}, out-of-sample R²=${fmt(r2oos)} (SE ${fmt(se)}); Zellner–Siow BF10 (p=${p})=${fmt(Math.exp(logBf))}; P(H1|D)=${fmt(pH1)}; P(R²_oos>${ctx.deltas.r2oos})=${fmt(m)}${directed ? ` × P(direction)=${fmt(q)}` : ''} → ${fmt(truth)}`);
  const counters: CounterHypothesis[] = [
    { generated_by: 'bayes-factor', strength: clamp01(1 - pH1), description: `Chance: ${names.slice(0, -1).join(' and ')} carr${Xs.length === 1 ? 'ies' : 'y'} no information about ${Y.name} (P=${fmt(1 - pH1)})` },
    // The share of the in-sample R² lost out of sample, weighted by the in-sample evidence: with no
    // evidence to begin with (P(H1|D) ≈ 0) there is no fit for overfitting to explain.
    { generated_by: 'cross-validation', strength: pH1 * loss(r2In, Math.max(r2oos, 0), 0), description: `Overfitting: in-sample R²=${fmt(r2In, 3)} shrinks to ${fmt(r2oos, 3)} on held-out rows` },
  ];
  if (Xs.length === 1) {
    // Confounding and outliers are reported for predictive claims but do not lower the score (§5.3).
    const assoc = analyzeAssociation(ctx, { reportOnly: true });
    counters.push(...assoc.counters.filter((c) => ['partial-correlation', 'stratification', 'robustness:normal-scores'].includes(c.generated_by))
      .map((c) => ({ ...c, description: `${c.description} (reported; a prediction does not need a causal path)` })));
  }
  ctx.step('truth-score', names, n, { truth, view: 'cross-validated prediction' },
    `Truth score (cross-validated prediction: P(H1|D) × P(R²_oos>${ctx.deltas.r2oos})${directed ? ' × P(direction)' : ''}) = ${fmt(truth)}`);
  return {
    truth,
    scoreKind: `Posterior probability that ${names.slice(0, -1).join(' and ')} predict${Xs.length === 1 ? 's' : ''} ${Y.name} out of sample with R² > ${ctx.deltas.r2oos}${directed ? `, higher with ${dir > 0 ? 'higher' : 'lower'}` : ''} (Zellner–Siow Bayes factor × cross-validated R²${directed ? ' × direction' : ''})`,
    counters,
    evidence: `out-of-sample R²=${fmt(r2oos, 3)} over ${n} rows`,
  };
}
