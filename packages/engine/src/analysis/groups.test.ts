import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { normals } from './test-data.ts';

describe('group comparisons: adjusted view', () => {
  it('measures the unadjusted effect with group membership aligned to the outcome (rows interleaved)', () => {
    const n = 400;
    const e = normals(n, 31);
    const coached = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'yes' : 'no'));
    const data = { coached, score: e.map((v, i) => v + (i % 2 === 0 ? 1 : 0)), weather: normals(n, 32) };
    const r = runCore({ hypothesis: 'Coached students have a higher score', data, analysisType: 'causal' });
    expect(r.truthScore).toBeGreaterThan(0.85);
    const c = r.counterHypotheses.find((h) => h.description.startsWith('Confounding by weather'))!;
    // a noise covariate leaves the effect where it was: r ≈ 0.45 before and after adjusting
    const [, before, after] = /from r=(-?[0-9.]+) to r=(-?[0-9.]+)/.exec(c.description)!;
    expect(Number(before)).toBeGreaterThan(0.3);
    expect(Math.abs(Number(before) - Number(after))).toBeLessThan(0.05);
    expect(c.strength).toBeLessThan(0.1);
  });
});

describe('group comparisons: counter-hypothesis texts', () => {
  it('says "1 row", not "1 rows", for a 2×2 cell of one', () => {
    const channel = Array.from({ length: 20 }, (_, i) => (i < 10 ? 'web' : 'app'));
    // one web order of ten is returned
    const returned = channel.map((c, i) => (c === 'web' ? (i === 0 ? 'yes' : 'no') : i % 2 ? 'yes' : 'no'));
    const r = runCore({ hypothesis: 'Web orders are returned less often than app orders', data: { channel, returned }, analysisType: 'descriptive' });
    const sparse = r.counterHypotheses.find((h) => h.description.startsWith('Sparse counts'))!;
    expect(sparse.description).toBe('Sparse counts: the smallest cell of the 2×2 table has 1 row, so rates may be unstable');
  });
});
