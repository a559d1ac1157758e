import { describe, expect, it } from 'vitest';
import { linregress } from './linregress.ts';
import { mean, meanVariance, variance } from './moments.ts';

/** Deterministic pseudo-normal values (no Math.random). */
function normals(n: number, seed: number): Float64Array {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Float64Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u() + 1e-12)) * Math.cos(2 * Math.PI * u()));
}

const twoPass = (x: Float64Array) => ({ mean: mean(x), variance: variance(x) });
const rel = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('one-pass mean and variance (shifted sums) agree with the two passes', () => {
  it('on plain data, to 1e-13', () => {
    const x = normals(10_001, 1);
    const one = meanVariance(x);
    expect(rel(one.mean, twoPass(x).mean)).toBeLessThan(1e-12);
    expect(rel(one.variance, twoPass(x).variance)).toBeLessThan(1e-13);
  });

  it('on values far from zero with a small spread (1e8 + N(0, 1)): the shift keeps the digits', () => {
    const x = normals(10_000, 2).map((v) => 1e8 + v);
    expect(rel(meanVariance(x).variance, twoPass(x).variance)).toBeLessThan(1e-9);
  });

  it('when the first value is far out (the sums would cancel), falls back to the two passes', () => {
    // one value at 1e9 among 10^5 near 0: the offset sum is n·(x̄ − x[0])² ≈ 1e23 against 1e18 about the mean
    const x = normals(100_000, 3);
    x[0] = 1e9;
    expect(meanVariance(x)).toEqual(twoPass(x));
    // at 10^4 values the ratio is 1e4, at the limit: the shifted sums keep 12 digits there
    const y = normals(10_000, 3);
    y[0] = 1e9;
    expect(rel(meanVariance(y).variance, twoPass(y).variance)).toBeLessThan(1e-11);
  });

  it('keeps the edge cases: one value, a constant column', () => {
    expect(meanVariance(Float64Array.of(5)).mean).toBe(5);
    expect(meanVariance(Float64Array.of(3, 3, 3, 3, 3)).variance).toBe(0);
  });
});

describe('linregress in one pass agrees with the two passes', () => {
  const x = normals(5_000, 4);
  const e = normals(5_000, 5);
  it('on plain data and on data far from zero, to 1e-10', () => {
    const y = x.map((v, i) => 2 * v + (e[i] as number));
    const far = linregress(x.map((v) => v + 1e7), y.map((v) => v - 3e6));
    const near = linregress(x, y);
    expect(rel(far.slope, near.slope)).toBeLessThan(1e-9);
    expect(rel(far.r, near.r)).toBeLessThan(1e-10);
    expect(near.slope).toBeGreaterThan(1.9);
  });

  it('falls back when a first value is far out, and still finds the slope', () => {
    const xs = normals(100_000, 6);
    xs[0] = 1e9;
    const noise = normals(100_000, 7);
    const ys = xs.map((v, i) => 3 * v + 1 + (noise[i] as number));
    const fit = linregress(xs, ys);
    expect(rel(fit.slope, 3)).toBeLessThan(1e-8);
    expect(fit.r).toBeGreaterThan(0.99);
    expect(Number.isFinite(fit.stderr)).toBe(true);
  });
});
