/** Kruskal–Wallis H with tie correction, χ²(k − 1) p-value (scipy.stats.kruskal). */
import { chi2Sf } from './dist/chi2.ts';
import { rankAverage } from './ranks.ts';
import type { Vec } from './types.ts';

export function kruskal(groups: readonly Vec[]): { h: number; p: number; df: number } {
  const n = groups.reduce((s, g) => s + g.length, 0);
  const all = new Float64Array(n);
  let o = 0;
  for (const g of groups) for (let i = 0; i < g.length; i++) all[o++] = g[i] as number;
  const { ranks, tieTerm } = rankAverage(all);
  let s = 0;
  o = 0;
  for (const g of groups) {
    let r = 0;
    for (let i = 0; i < g.length; i++) r += ranks[o++] as number;
    s += (r * r) / g.length;
  }
  const df = groups.length - 1;
  const h = ((12 / (n * (n + 1))) * s - 3 * (n + 1)) / (1 - tieTerm / (n * n * n - n));
  return { h, p: chi2Sf(h, df), df };
}
