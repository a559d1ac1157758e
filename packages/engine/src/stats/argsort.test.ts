import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { argsort, KEPT_SCRATCH_ROWS, releaseLargeSortScratch, sortScratchRows } from './argsort.ts';
import { normalPpf } from './dist/normal.ts';
import { normalScores, rankAverage } from './ranks.ts';

describe('argsort / rankAverage', () => {
  it('orders like a stable comparator sort, including negatives, ±0 and ties', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0, 1, -1, 1e-300, -1e300)), { maxLength: 300 }), (xs) => {
        const { order } = argsort(xs);
        const want = xs.map((v, i) => [v === 0 ? 0 : v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((p) => p[1]);
        expect(Array.from(order)).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('orders values that share the high 32 bits (short and long runs sorted by the low word)', () => {
    // 1e9 + tiny offsets: every value has the same sign, exponent and top 20 mantissa bits
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 400 }), (offs) => {
        const xs = offs.map((o) => 1e9 + o * 1e-6);
        const { order } = argsort(xs);
        const want = xs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((p) => p[1]);
        expect(Array.from(order)).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });

  it('gives each element Φ⁻¹(average rank/(n+1)), ties included, with or without a ranking', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ noNaN: true, noDefaultInfinity: true })), { minLength: 1, maxLength: 300 }), (xs) => {
        const ranked = rankAverage(xs);
        const n = xs.length;
        // the lower half directly, the upper half by symmetry, as the engine does
        const want = Array.from(ranked.ranks, (r) => (2 * r <= n + 1 ? normalPpf(r / (n + 1)) : -normalPpf((n + 1 - r) / (n + 1))));
        expect(Array.from(normalScores(xs, ranked))).toEqual(want);
        expect(Array.from(normalScores(xs))).toEqual(want);
      }),
      { numRuns: 200 },
    );
  });

  it('gives average ranks for ties and the tie term Σ(t³ − t)', () => {
    const { ranks, tieTerm } = rankAverage([10, 20, 20, 5, 20, -0, 0]);
    expect(Array.from(ranks)).toEqual([4, 6, 6, 3, 6, 1.5, 1.5]);
    expect(tieTerm).toBe(24 + 6);
  });
});

describe('argsort work area', () => {
  it('is released once larger than KEPT_SCRATCH_ROWS, and small ones are kept', () => {
    const big = Array.from({ length: KEPT_SCRATCH_ROWS + 10 }, (_, i) => (i * 7919) % 1001);
    argsort(big);
    expect(sortScratchRows()).toBe(KEPT_SCRATCH_ROWS + 10);
    expect(releaseLargeSortScratch()).toBe(true);
    expect(sortScratchRows()).toBe(0);
    const { order } = argsort([3, 1, 2]);
    expect(Array.from(order)).toEqual([1, 2, 0]);
    expect(releaseLargeSortScratch()).toBe(false);
    expect(sortScratchRows()).toBe(3);
  });

  it('ranks a column the same after sorting a larger one in the same work area', () => {
    const xs = [5, 1, 1, 3, -0, 0, 2, 5];
    const first = rankAverage(xs);
    rankAverage(Array.from({ length: 5000 }, (_, i) => Math.sin(i)));
    const again = rankAverage(xs);
    expect(Array.from(again.ranks)).toEqual(Array.from(first.ranks));
    expect(again.tieTerm).toBe(first.tieTerm);
    expect(Array.from(again.tiedWithPrevious ?? [])).toEqual(Array.from(first.tiedWithPrevious ?? []));
  });
});
