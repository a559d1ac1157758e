/**
 * Regularised incomplete gamma P(a, x) and Q(a, x): series for x < a + 1,
 * Lentz continued fraction otherwise, each computing its own tail directly so
 * small upper tails (χ² p-values) keep full relative precision.
 */
import { lgamma } from './gamma.ts';

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITER = 100000;

function prefactor(a: number, x: number): number {
  return Math.exp(a * Math.log(x) - x - lgamma(a));
}

function series(a: number, x: number): number {
  let ap = a;
  let sum = 1 / a;
  let del = sum;
  for (let n = 0; n < MAX_ITER; n++) {
    ap += 1;
    del *= x / ap;
    sum += del;
    if (Math.abs(del) < Math.abs(sum) * EPS) break;
  }
  return sum * prefactor(a, x);
}

function continuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITER; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return prefactor(a, x) * h;
}

/** Lower regularised incomplete gamma P(a, x). */
export function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  if (!Number.isFinite(x)) return 1;
  return x < a + 1 ? series(a, x) : 1 - continuedFraction(a, x);
}

/** Upper regularised incomplete gamma Q(a, x) = 1 − P(a, x). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (!Number.isFinite(x)) return 0;
  return x < a + 1 ? 1 - series(a, x) : continuedFraction(a, x);
}
