/**
 * Lag tests (engine.md §5.1): rows ordered by the time column, then
 * BF(2, R²[y_t ~ y_{t−1} + x_{t−1}]) / BF(1, R²[y_t ~ y_{t−1}]) for each direction,
 * on normal scores. Row order in the input is never trusted.
 */
import { zsLogBf10 } from '../stats/bayes/zellner-siow.ts';
import { crossProducts, r2FromCrossProducts } from '../stats/linalg.ts';
import { normalScores } from '../stats/ranks.ts';
import { completeRows, fmt, pick, type Ctx } from './context.ts';
import type { Column } from './ingest.ts';
import { posteriorH1 } from './posterior.ts';

function lagPosterior(a: Float64Array, b: Float64Array): { p: number; logBf: number } {
  // does a_{t-1} help predict b_t beyond b_{t-1}?
  const m = b.length - 1;
  const bt = b.subarray(1);
  const b1 = b.subarray(0, m);
  const a1 = a.subarray(0, m);
  const cp = crossProducts([b1, a1, bt]);
  const r2Full = r2FromCrossProducts(cp, 3, 2, [0, 1]);
  const r2Red = r2FromCrossProducts(cp, 3, 2, [0]);
  const logBf = zsLogBf10(m, 2, r2Full) - zsLogBf10(m, 1, r2Red);
  return { p: posteriorH1(logBf), logBf };
}

export function lagTests(ctx: Ctx, X: Column, Y: Column, time: Column): { pXtoY: number; pYtoX: number } | undefined {
  const idx = completeRows([X, Y, time], ctx.ds.n);
  if (idx.length < 8) return undefined;
  const t = pick(time.values, idx);
  const order = Array.from(idx.keys()).sort((i, j) => (t[i] as number) - (t[j] as number) || i - j);
  const sorted = Uint32Array.from(order, (k) => idx[k] as number);
  const x = normalScores(pick(X.values, sorted));
  const y = normalScores(pick(Y.values, sorted));
  const xy = lagPosterior(x, y);
  const yx = lagPosterior(y, x);
  ctx.step('lag-tests', [X.name, Y.name, time.name], sorted.length, { logBf10XtoY: xy.logBf, logBf10YtoX: yx.logBf, pXtoY: xy.p, pYtoX: yx.p },
    `Lag tests ordered by ${time.name} (n=${sorted.length}, normal scores): ${X.name}(t−1)→${Y.name}(t) BF10=${fmt(Math.exp(xy.logBf))}, P=${fmt(xy.p)}; ${Y.name}(t−1)→${X.name}(t) BF10=${fmt(Math.exp(yx.logBf))}, P=${fmt(yx.p)}`);
  return { pXtoY: xy.p, pYtoX: yx.p };
}
