import { describe, expect, it } from 'vitest';
import { pearson, pearsonR } from './pearson.ts';

describe('pearsonR on extreme magnitudes', () => {
  const x = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8], (v) => v + Math.sin(v));
  const y = Float64Array.from([2, 1, 4, 3, 6, 5, 8, 9]);
  const r = pearsonR(x, y);

  it('is unchanged when values are near 1e200 (their squares overflow)', () => {
    expect(r).toBeGreaterThan(0.8);
    expect(pearsonR(x.map((v) => v * 1e200), y.map((v) => v * 1e200))).toBeCloseTo(r, 12);
    expect(pearson(x.map((v) => v * 1e200), y).r).toBeCloseTo(r, 12);
  });

  it('is unchanged when values are near 1e-200 (their squares underflow)', () => {
    expect(pearsonR(x.map((v) => v * 1e-200), y.map((v) => v * 1e-200))).toBeCloseTo(r, 12);
  });

  it('is still NaN for a constant side', () => {
    expect(pearsonR(new Float64Array(8).fill(1e200), y)).toBeNaN();
  });
});
