/** One-way ANOVA F test (scipy.stats.f_oneway) with η² = SS_between / SS_total. */
import { fSf } from './dist/f.ts';
import type { Vec } from './types.ts';

export interface AnovaResult {
  f: number;
  p: number;
  dfBetween: number;
  dfWithin: number;
  eta2: number;
  n: number;
}

export function anovaOneway(groups: readonly Vec[]): AnovaResult {
  const k = groups.length;
  let n = 0;
  let total = 0;
  let ssw = 0;
  // One pass per group on values shifted by the group's first value: Σ(x−c)² − (Σ(x−c))²/n
  // keeps two-pass accuracy (the shift is within the data's range) at half the memory traffic.
  const means = groups.map((g) => {
    const c = g.length ? (g[0] as number) : 0;
    let s1 = 0;
    let s2 = 0;
    for (let i = 0; i < g.length; i++) {
      const d = (g[i] as number) - c;
      s1 += d;
      s2 += d * d;
    }
    n += g.length;
    ssw += s2 - (s1 * s1) / g.length;
    total += c * g.length + s1;
    return c + s1 / g.length;
  });
  const grand = total / n;
  let ssb = 0;
  groups.forEach((g, j) => {
    ssb += g.length * ((means[j] as number) - grand) ** 2;
  });
  ssw = Math.max(0, ssw);
  const dfb = k - 1;
  const dfw = n - k;
  const f = ssb / dfb / (ssw / dfw);
  const sst = ssb + ssw;
  return { f, p: fSf(f, dfb, dfw), dfBetween: dfb, dfWithin: dfw, eta2: sst > 0 ? ssb / sst : 0, n };
}
