import type { Vec } from './types.ts';

/** Arithmetic mean (plain left-to-right sum: deterministic order). */
export function mean(x: Vec): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i] as number;
  return s / x.length;
}

/** Sample variance, ddof = 1, two-pass for accuracy. */
export function variance(x: Vec, m = mean(x)): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] as number) - m;
    s += d * d;
  }
  return s / (x.length - 1);
}

export function median(x: Vec): number {
  const s = Float64Array.from(x).sort();
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 ? (s[(n - 1) >> 1] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
}
