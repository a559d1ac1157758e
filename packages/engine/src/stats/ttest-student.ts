/** Student's pooled-variance t test, a − b (scipy ttest_ind equal_var=True). */
import { tSf } from './dist/t.ts';
import { mean, variance } from './moments.ts';
import type { Vec } from './types.ts';
import type { TwoSampleTResult } from './ttest-welch.ts';

export function ttestStudent(a: Vec, b: Vec): TwoSampleTResult & { pooledSd: number } {
  const na = a.length;
  const nb = b.length;
  const ma = mean(a);
  const mb = mean(b);
  const df = na + nb - 2;
  const pooledVar = ((na - 1) * variance(a, ma) + (nb - 1) * variance(b, mb)) / df;
  const se = Math.sqrt(pooledVar * (1 / na + 1 / nb));
  const t = (ma - mb) / se;
  const pGreater = tSf(t, df);
  const pLess = tSf(-t, df);
  return { t, df, meanA: ma, meanB: mb, se, pooledSd: Math.sqrt(pooledVar), p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess };
}
