/**
 * Mann–Whitney U, normal approximation with tie correction and continuity
 * correction, as scipy.stats.mannwhitneyu(method='asymptotic', use_continuity=True).
 * (scipy's 'auto' picks the exact test only for n < 8 without ties; the engine
 * reports the asymptotic form, which reference.py checks.)
 */
import { normalSf } from './dist/normal.ts';
import { rankAverage } from './ranks.ts';
import type { PValues, Vec } from './types.ts';

export interface MannWhitneyResult extends PValues {
  /** U statistic of the first sample */
  u: number;
  /** U / (n1 n2): P(a > b) + ½ P(a = b) */
  commonLanguage: number;
}

export function mannWhitney(a: Vec, b: Vec): MannWhitneyResult {
  const n1 = a.length;
  const n2 = b.length;
  const all = new Float64Array(n1 + n2);
  for (let i = 0; i < n1; i++) all[i] = a[i] as number;
  for (let i = 0; i < n2; i++) all[n1 + i] = b[i] as number;
  const { ranks, tieTerm } = rankAverage(all);
  let r1 = 0;
  for (let i = 0; i < n1; i++) r1 += ranks[i] as number;
  const u1 = r1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const n = n1 + n2;
  const mu = (n1 * n2) / 2;
  const s = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = (u: number) => (u - mu - 0.5) / s;
  const clip = (p: number) => Math.max(0, Math.min(1, p));
  return {
    u: u1,
    commonLanguage: u1 / (n1 * n2),
    p: clip(2 * normalSf(z(Math.max(u1, u2)))),
    pGreater: clip(normalSf(z(u1))),
    pLess: clip(normalSf(z(u2))),
  };
}
