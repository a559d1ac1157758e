/** Student t distribution tails via the incomplete beta: P(T > t) = ½ I_{ν/(ν+t²)}(ν/2, ½) for t > 0. */
import { betaInc } from '../special/incomplete-beta.ts';

export function tSf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return NaN;
  if (t === Infinity) return 0;
  if (t === -Infinity) return 1;
  const x = df / (df + t * t);
  const tail = 0.5 * betaInc(x, df / 2, 0.5);
  return t > 0 ? tail : 1 - tail;
}

export function tCdf(t: number, df: number): number {
  return tSf(-t, df);
}

/** Two-sided p-value 2·P(T > |t|), capped at 1. */
export function tTwoSided(t: number, df: number): number {
  if (Number.isNaN(t)) return NaN;
  return Math.min(1, 2 * tSf(Math.abs(t), df));
}
