/**
 * Stable radix argsort of doubles on 64-bit order-preserving keys (flip all
 * bits of negatives, the sign bit of the rest). Three LSD passes (11/11/10
 * bits) sort by the high 32 bits only, carrying (key, index) pairs; runs that
 * share a high word — rare for measured data — are then sorted by the low word
 * (insertion sort when short, the same radix when long). That halves the
 * memory traffic of a full six-pass sort, which dominates at 10^6 values.
 * NaN must be removed beforehand; −0 and +0 compare equal.
 */
export interface ArgsortResult {
  /** order[k] = index of the k-th smallest value */
  order: Uint32Array;
  /**
   * sorted keys so callers can detect ties without re-reading the values: equal
   * values have equal hi and lo. lo is set only where hi equals a neighbour's (0 elsewhere).
   * Both are views of the sort's work area: valid only until the next argsort call.
   */
  hi: Uint32Array;
  lo: Uint32Array;
}

const DIGITS: [shift: number, bits: number][] = [[0, 11], [11, 11], [22, 10]];
const SHORT_RUN = 24;

/**
 * Stable LSD radix sort of keys[from, to) with their indices, by 32-bit key.
 * Uses tmpKey/tmpIdx as scratch of the same size; the result ends in keys/idx.
 */
const counts = [new Uint32Array(2048), new Uint32Array(2048), new Uint32Array(1024)];

function radix32(keys: Uint32Array, idx: Uint32Array, tmpKey: Uint32Array, tmpIdx: Uint32Array, from: number, to: number): void {
  for (const c of counts) c.fill(0);
  const c0 = counts[0] as Uint32Array;
  const c1 = counts[1] as Uint32Array;
  const c2 = counts[2] as Uint32Array;
  // one pass builds all three histograms
  for (let i = from; i < to; i++) {
    const k = keys[i] as number;
    c0[k & 2047]!++;
    c1[(k >>> 11) & 2047]!++;
    c2[k >>> 22]!++;
  }
  let srcK = keys;
  let srcI = idx;
  let dstK = tmpKey;
  let dstI = tmpIdx;
  const len = to - from;
  for (let p = 0; p < 3; p++) {
    const [shift, bits] = DIGITS[p] as [number, number];
    const count = counts[p] as Uint32Array;
    const mask = (1 << bits) - 1;
    // skip passes where every key shares the digit
    let sum = 0;
    let single = false;
    for (let d = 0; d <= mask; d++) {
      const c = count[d] as number;
      if (c === len) single = true;
      count[d] = from + sum;
      sum += c;
    }
    if (single) continue;
    for (let i = from; i < to; i++) {
      const k = srcK[i] as number;
      const d = (k >>> shift) & mask;
      const at = count[d] as number;
      count[d] = at + 1;
      dstK[at] = k;
      dstI[at] = srcI[i] as number;
    }
    [srcK, dstK] = [dstK, srcK];
    [srcI, dstI] = [dstI, srcI];
  }
  if (srcK !== keys) {
    keys.set(srcK.subarray(from, to), from);
    idx.set(srcI.subarray(from, to), from);
  }
}

/**
 * Scratch buffers reused across calls (one analysis ranks several 10^6-row columns; fresh
 * 4–8 MB buffers each time cost more in garbage collection than in sorting). Kept for
 * columns up to 2^20 rows, the engine's row limit; sorting is synchronous, so never shared.
 */
let scratch: { n: number; f: Float64Array; hiKey: Uint32Array; loKey: Uint32Array; tmpKey: Uint32Array; tmpIdx: Uint32Array } | undefined;
function scratchFor(n: number) {
  if (scratch && scratch.n >= n) return scratch;
  const s = { n, f: new Float64Array(n), hiKey: new Uint32Array(n), loKey: new Uint32Array(n), tmpKey: new Uint32Array(n), tmpIdx: new Uint32Array(n) };
  if (n <= 1 << 20) scratch = s;
  return s;
}

/** Largest work area kept once an analysis is done (about 1.3 MB): a larger one is held only while in use. */
export const KEPT_SCRATCH_ROWS = 1 << 16;

/**
 * Drops a work area larger than KEPT_SCRATCH_ROWS (up to 20 MB at 10^6 rows), so a thread
 * that once sorted a large column does not hold its memory while idle. For a caller that knows
 * it is idle: doing it after every analysis made the next large one ~5% slower. Returns whether it did.
 */
export function releaseLargeSortScratch(): boolean {
  if (!scratch || scratch.n <= KEPT_SCRATCH_ROWS) return false;
  scratch = undefined;
  return true;
}

/** Rows the kept work area holds (0 when none), for tests. */
export function sortScratchRows(): number {
  return scratch?.n ?? 0;
}

export function argsort(values: ArrayLike<number>): ArgsortResult {
  const n = values.length;
  const { f, hiKey, loKey, tmpKey, tmpIdx } = scratchFor(n);
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    f[i] = v === 0 ? 0 : v; // −0 → +0 so the two compare equal
  }
  const u = new Uint32Array(f.buffer, 0, 2 * n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const l = u[2 * i] as number;
    const h = u[2 * i + 1] as number;
    if (h & 0x80000000) {
      hiKey[i] = ~h >>> 0;
      loKey[i] = ~l >>> 0;
    } else {
      hiKey[i] = (h | 0x80000000) >>> 0;
      loKey[i] = l;
    }
    order[i] = i;
  }
  // hi is sorted in place and lo reuses the doubles' memory (f is read no more):
  // only the order is a new array, 4 bytes a value instead of 12.
  const hi = hiKey.subarray(0, n);
  radix32(hi, order, tmpKey, tmpIdx, 0, n);
  // runs sharing the high word: order by the low word, stably. lo is filled only
  // inside such runs (elsewhere the high word alone decides order and ties).
  const lo = new Uint32Array(f.buffer, 0, n).fill(0);
  for (let i = 0; i < n; ) {
    const h = hi[i] as number;
    let j = i + 1;
    while (j < n && hi[j] === h) j++;
    if (j - i > 1) for (let k = i; k < j; k++) lo[k] = loKey[order[k] as number] as number;
    if (j - i > SHORT_RUN) {
      // ties (equal values) share the low word too and need no work; otherwise sort the run
      let same = true;
      for (let k = i + 1; k < j && same; k++) same = lo[k] === lo[i];
      if (!same) radix32(lo, order, tmpKey, tmpIdx, i, j);
    } else if (j - i > 1) {
      for (let a = i + 1; a < j; a++) {
        const kl = lo[a] as number;
        const ki = order[a] as number;
        let b = a - 1;
        while (b >= i && (lo[b] as number) > kl) {
          lo[b + 1] = lo[b] as number;
          order[b + 1] = order[b] as number;
          b--;
        }
        lo[b + 1] = kl;
        order[b + 1] = ki;
      }
    }
    i = j;
  }
  return { order, hi, lo };
}
