/** χ² upper tail: P(X > x) = Q(k/2, x/2). */
import { gammaQ } from '../special/incomplete-gamma.ts';

export function chi2Sf(x: number, k: number): number {
  if (Number.isNaN(x)) return NaN;
  return gammaQ(k / 2, x / 2);
}
