/**
 * Average ranks (scipy.stats.rankdata 'average'), tie sizes and van der Waerden
 * normal scores, from one radix argsort.
 */
import { argsort } from './argsort.ts';
import { normalPpf } from './dist/normal.ts';
import type { Vec } from './types.ts';

export interface Ranked {
  ranks: Float64Array;
  /** indices in ascending order of value (ties adjacent) */
  order?: Uint32Array;
  /** Σ (t³ − t) over tie groups, for tie corrections. */
  tieTerm: number;
}

export function rankAverage(x: Vec): Ranked {
  const n = x.length;
  const { order, hi, lo } = argsort(x);
  const ranks = new Float64Array(n);
  let tieTerm = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && hi[j] === hi[i] && lo[j] === lo[i]) j++;
    const t = j - i;
    const r = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) ranks[order[k] as number] = r;
    if (t > 1) tieTerm += t * t * t - t;
    i = j;
  }
  return { ranks, tieTerm, order };
}

/**
 * Φ⁻¹(k/(n+1)) for k = 1..⌈(n+1)/2⌉: without ties the normal scores of every
 * column of n rows are this same set, so one table serves them all. The last
 * table is kept (keyed by n); the values are exactly what a direct call gives.
 */
let table: { n: number; q: Float64Array } | undefined;
function scoreTable(n: number): Float64Array {
  if (table?.n !== n) {
    const half = Math.floor((n + 1) / 2);
    const q = new Float64Array(half + 1);
    for (let k = 1; k <= half; k++) q[k] = normalPpf(k / (n + 1));
    table = { n, q };
  }
  return table.q;
}

/** Φ⁻¹(rank/(n+1)) with average ranks: ties share one score. */
export function normalScores(x: Vec, ranked: Ranked = rankAverage(x)): Float64Array {
  const { ranks } = ranked;
  const n = x.length;
  const out = new Float64Array(n);
  const q = scoreTable(n);
  // Φ⁻¹(1 − p) = −Φ⁻¹(p): evaluate the lower half only, with the exact complement
  const score = (r: number) =>
    Number.isInteger(r)
      ? 2 * r <= n + 1 ? (q[r] as number) : -(q[n + 1 - r] as number)
      : 2 * r <= n + 1 ? normalPpf(r / (n + 1)) : -normalPpf((n + 1 - r) / (n + 1));
  const { order } = ranked;
  if (order && order.length === n) {
    // in sorted order a tie group is contiguous: one evaluation per group
    let prev = NaN;
    let s = 0;
    for (let k = 0; k < n; k++) {
      const i = order[k] as number;
      const r = ranks[i] as number;
      if (r !== prev) {
        prev = r;
        s = score(r);
      }
      out[i] = s;
    }
    return out;
  }
  for (let i = 0; i < n; i++) out[i] = score(ranks[i] as number);
  return out;
}
