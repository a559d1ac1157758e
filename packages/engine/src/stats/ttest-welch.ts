/** Welch's unequal-variance t test, a − b (scipy ttest_ind equal_var=False). */
import { tSf } from './dist/t.ts';
import { meanVariance } from './moments.ts';
import type { PValues, Vec } from './types.ts';

export interface TwoSampleTResult extends PValues {
  t: number;
  df: number;
  meanA: number;
  meanB: number;
  /** standard error of meanA − meanB */
  se: number;
}

export function ttestWelch(a: Vec, b: Vec): TwoSampleTResult {
  const na = a.length;
  const nb = b.length;
  const A = meanVariance(a);
  const B = meanVariance(b);
  const ma = A.mean;
  const mb = B.mean;
  const va = A.variance / na;
  const vb = B.variance / nb;
  const se = Math.sqrt(va + vb);
  const t = (ma - mb) / se;
  const df = ((va + vb) * (va + vb)) / ((va * va) / (na - 1) + (vb * vb) / (nb - 1));
  const pGreater = tSf(t, df);
  const pLess = tSf(-t, df);
  return { t, df, meanA: ma, meanB: mb, se, p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess };
}
