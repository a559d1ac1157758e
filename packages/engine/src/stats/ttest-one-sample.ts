/** One-sample t test against mu (scipy.stats.ttest_1samp). */
import { tSf } from './dist/t.ts';
import { mean, variance } from './moments.ts';
import type { PValues, Vec } from './types.ts';

export interface OneSampleTResult extends PValues {
  t: number;
  df: number;
  mean: number;
  sd: number;
  n: number;
}

export function ttestOneSample(x: Vec, mu: number): OneSampleTResult {
  const n = x.length;
  const m = mean(x);
  const sd = Math.sqrt(variance(x, m));
  const t = (m - mu) / (sd / Math.sqrt(n));
  const df = n - 1;
  const pGreater = tSf(t, df);
  const pLess = tSf(-t, df);
  return { t, df, mean: m, sd, n, p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess };
}
