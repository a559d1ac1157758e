/**
 * Regularised incomplete beta I_x(a, b) by the Lentz continued fraction
 * (Numerical Recipes §6.4), choosing the side where the fraction converges and
 * returning the requested tail directly (upper = true gives 1 − I_x(a, b)
 * without subtracting from 1 when that tail is the small one).
 */
import { lbeta } from './gamma.ts';

const EPS = 1e-16;
const TINY = 1e-300;
const MAX_ITER = 200000;

function betacf(a: number, b: number, x: number): number {
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= MAX_ITER; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < EPS) break;
  }
  return h;
}

/** I_x(a, b), or its complement when `upper` is true. */
export function betaInc(x: number, a: number, b: number, upper = false): number {
  if (Number.isNaN(x) || !(a > 0) || !(b > 0)) return NaN;
  if (x <= 0) return upper ? 1 : 0;
  if (x >= 1) return upper ? 0 : 1;
  const logFront = a * Math.log(x) + b * Math.log1p(-x) - lbeta(a, b);
  if (x < (a + 1) / (a + b + 2)) {
    const lower = (Math.exp(logFront) * betacf(a, b, x)) / a;
    return upper ? 1 - lower : lower;
  }
  const up = (Math.exp(logFront) * betacf(b, a, 1 - x)) / b;
  return upper ? up : 1 - up;
}
