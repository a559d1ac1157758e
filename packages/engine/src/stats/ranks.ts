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
  /**
   * Only when some values tie: 1 at sorted position k when that value equals the one at
   * k − 1, so later passes find tie groups in sorted order without random reads.
   */
  tiedWithPrevious?: Uint8Array;
  /** Σ (t³ − t) over tie groups, for tie corrections. */
  tieTerm: number;
}

/** Sorted order and tie flags (none without ties: one byte a row only when needed). */
function sortWithTies(x: Vec): { order: Uint32Array; tiedWithPrevious?: Uint8Array } {
  const { order, hi, lo } = argsort(x);
  let tiedWithPrevious: Uint8Array | undefined;
  for (let k = 1; k < order.length; k++) {
    if (hi[k] === hi[k - 1] && lo[k] === lo[k - 1]) (tiedWithPrevious ??= new Uint8Array(order.length))[k] = 1;
  }
  return tiedWithPrevious ? { order, tiedWithPrevious } : { order };
}

/**
 * Calls `each(from, to)` for every tie group [from, to) in sorted order (positions, not
 * indices), so its average rank is (from + 1 + to) / 2.
 */
function forEachTieGroup(n: number, tiedWithPrevious: Uint8Array | undefined, each: (from: number, to: number) => void): void {
  for (let i = 0; i < n; ) {
    let j = i + 1;
    if (tiedWithPrevious) while (j < n && tiedWithPrevious[j] === 1) j++;
    each(i, j);
    i = j;
  }
}

export function rankAverage(x: Vec): Ranked {
  const n = x.length;
  const sorted = sortWithTies(x);
  const { order } = sorted;
  const ranks = new Float64Array(n);
  let tieTerm = 0;
  forEachTieGroup(n, sorted.tiedWithPrevious, (i, j) => {
    const t = j - i;
    const r = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) ranks[order[k] as number] = r;
    if (t > 1) tieTerm += t * t * t - t;
  });
  return { ranks, tieTerm, ...sorted };
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
 * Φ⁻¹(rank/(n+1)) with average ranks: ties share one score. The scores are written in
 * sorted order one tie group at a time, with no random reads (reading `ranks[order[k]]`
 * instead cost three times as long at 10^6 rows).
 */
export function normalScores(x: Vec, ranked?: Ranked): Float64Array {
  const n = x.length;
  const { order, tiedWithPrevious } = ranked ?? sortWithTies(x);
  const out = new Float64Array(n);
  const q = scoreTable(n);
  forEachTieGroup(n, tiedWithPrevious, (i, j) => {
    const r = (i + 1 + j) / 2;
    // Φ⁻¹(1 − p) = −Φ⁻¹(p): evaluate the lower half only, with the exact complement
    const s = Number.isInteger(r)
      ? 2 * r <= n + 1 ? (q[r] as number) : -(q[n + 1 - r] as number)
      : 2 * r <= n + 1 ? normalPpf(r / (n + 1)) : -normalPpf((n + 1 - r) / (n + 1));
    for (let k = i; k < j; k++) out[order[k] as number] = s;
  });
  return out;
}
