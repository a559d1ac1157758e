/**
 * Average ranks (scipy.stats.rankdata 'average'), tie sizes and van der Waerden
 * normal scores. Sorting a Float64Array copy uses V8's native numeric sort; each
 * value's rank is then found by binary search, which avoids a slow comparator argsort.
 */
import { normalPpf } from './dist/normal.ts';
import type { Vec } from './types.ts';

export interface Ranked {
  ranks: Float64Array;
  /** Σ (t³ − t) over tie groups, for tie corrections. */
  tieTerm: number;
}

function lowerBound(s: Float64Array, v: number): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((s[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function rankAverage(x: Vec): Ranked {
  const n = x.length;
  const sorted = Float64Array.from(x).sort();
  // Average rank of each distinct value, stored at the first index of its run.
  const runRank = new Float64Array(n);
  let tieTerm = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && sorted[j] === sorted[i]) j++;
    const t = j - i;
    runRank[i] = (i + 1 + j) / 2;
    if (t > 1) tieTerm += t * t * t - t;
    i = j;
  }
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i++) ranks[i] = runRank[lowerBound(sorted, x[i] as number)] as number;
  return { ranks, tieTerm };
}

/** Φ⁻¹(rank/(n+1)) with average ranks: ties share one score. */
export function normalScores(x: Vec): Float64Array {
  const { ranks } = rankAverage(x);
  const n = x.length;
  const out = new Float64Array(n);
  const cache = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    let z = cache.get(r);
    if (z === undefined) {
      z = normalPpf(r / (n + 1));
      if (cache.size < 4096) cache.set(r, z);
    }
    out[i] = z;
  }
  return out;
}
