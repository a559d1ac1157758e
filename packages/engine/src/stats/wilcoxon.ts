/**
 * Wilcoxon signed-rank test of the differences x − mu, zeros dropped, normal
 * approximation with the tie correction and without continuity correction,
 * as scipy.stats.wilcoxon(zero_method='wilcox', correction=False, method='approx').
 */
import { normalSf } from './dist/normal.ts';
import { rankAverage } from './ranks.ts';
import type { PValues, Vec } from './types.ts';

export interface WilcoxonResult extends PValues {
  wPlus: number;
  nNonzero: number;
  /** min(W+, W−), scipy's two-sided statistic */
  statisticMin: number;
  /** −|z|, scipy's two-sided zstatistic */
  z: number;
}

export function wilcoxonSignedRank(x: Vec, mu: number): WilcoxonResult {
  const d: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const v = (x[i] as number) - mu;
    if (v !== 0) d.push(v);
  }
  const n = d.length;
  const { ranks, tieTerm } = rankAverage(d.map(Math.abs));
  let wPlus = 0;
  let wMinus = 0;
  for (let i = 0; i < n; i++) {
    if ((d[i] as number) > 0) wPlus += ranks[i] as number;
    else wMinus += ranks[i] as number;
  }
  const mn = (n * (n + 1)) / 4;
  const se = Math.sqrt((n * (n + 1) * (2 * n + 1) - tieTerm / 2) / 24);
  const z = (wPlus - mn) / se;
  const pGreater = normalSf(z);
  const pLess = normalSf(-z);
  return { wPlus, nNonzero: n, statisticMin: Math.min(wPlus, wMinus), z: -Math.abs(z), p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess };
}
