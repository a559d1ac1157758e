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
  order: Uint32Array;
  /** the sorted keys from `argsort`, so later passes find tie groups without random reads */
  hi: Uint32Array;
  lo: Uint32Array;
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
  return { ranks, tieTerm, order, hi, lo };
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

/**
 * Φ⁻¹(rank/(n+1)) with average ranks: ties share one score. The scores are written
 * from the sorted keys one tie group at a time, with no random reads (reading
 * `ranks[order[k]]` instead cost three times as long at 10^6 rows).
 */
export function normalScores(x: Vec, ranked?: Ranked): Float64Array {
  const n = x.length;
  const { order, hi, lo } = ranked ?? argsort(x);
  const out = new Float64Array(n);
  const q = scoreTable(n);
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && hi[j] === hi[i] && lo[j] === lo[i]) j++;
    const r = (i + 1 + j) / 2;
    // Φ⁻¹(1 − p) = −Φ⁻¹(p): evaluate the lower half only, with the exact complement
    const s = Number.isInteger(r)
      ? 2 * r <= n + 1 ? (q[r] as number) : -(q[n + 1 - r] as number)
      : 2 * r <= n + 1 ? normalPpf(r / (n + 1)) : -normalPpf((n + 1 - r) / (n + 1));
    for (let k = i; k < j; k++) out[order[k] as number] = s;
    i = j;
  }
  return out;
}
