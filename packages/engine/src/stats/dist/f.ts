/** F distribution upper tail: P(F > f) = I_{d2/(d2+d1 f)}(d2/2, d1/2). */
import { betaInc } from '../special/incomplete-beta.ts';

export function fSf(f: number, d1: number, d2: number): number {
  if (Number.isNaN(f)) return NaN;
  if (f <= 0) return 1;
  if (f === Infinity) return 0;
  return betaInc(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}
