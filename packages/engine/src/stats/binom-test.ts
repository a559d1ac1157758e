/** Exact binomial test (scipy.stats.binomtest), two-sided by the "probabilities ≤ observed" rule. */
import { binomCdf, binomPmf, binomSf } from './dist/binomial.ts';
import type { PValues } from './types.ts';

export function binomTest(k: number, n: number, p0: number): PValues {
  const pGreater = binomSf(k - 1, n, p0);
  const pLess = binomCdf(k, n, p0);
  const d = binomPmf(k, n, p0);
  const rerr = 1 + 1e-7;
  let p: number;
  if (k === p0 * n) p = 1;
  else if (k < p0 * n) {
    // count outcomes above the mean at least as unlikely as k
    let y = 0;
    for (let j = Math.ceil(p0 * n); j <= n; j++) if (binomPmf(j, n, p0) <= d * rerr) y++;
    p = pLess + binomSf(n - y, n, p0);
  } else {
    let y = 0;
    for (let j = 0; j <= Math.floor(p0 * n); j++) if (binomPmf(j, n, p0) <= d * rerr) y++;
    p = binomCdf(y - 1, n, p0) + pGreater;
  }
  return { p: Math.min(1, p), pGreater, pLess };
}
