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
  const means = groups.map((g) => {
    let s = 0;
    for (let i = 0; i < g.length; i++) s += g[i] as number;
    n += g.length;
    total += s;
    return s / g.length;
  });
  const grand = total / n;
  let ssb = 0;
  let ssw = 0;
  groups.forEach((g, j) => {
    const m = means[j] as number;
    ssb += g.length * (m - grand) ** 2;
    for (let i = 0; i < g.length; i++) ssw += ((g[i] as number) - m) ** 2;
  });
  const dfb = k - 1;
  const dfw = n - k;
  const f = ssb / dfb / (ssw / dfw);
  const sst = ssb + ssw;
  return { f, p: fSf(f, dfb, dfw), dfBetween: dfb, dfWithin: dfw, eta2: sst > 0 ? ssb / sst : 0, n };
}
