/** Sign test of the median against m0: exact binomial on the non-zero differences. */
import { binomTest } from './binom-test.ts';
import type { PValues, Vec } from './types.ts';

export function signTest(x: Vec, m0: number): PValues & { nPos: number; nNonzero: number } {
  let pos = 0;
  let nz = 0;
  for (let i = 0; i < x.length; i++) {
    const d = (x[i] as number) - m0;
    if (d !== 0) {
      nz++;
      if (d > 0) pos++;
    }
  }
  return { nPos: pos, nNonzero: nz, ...binomTest(pos, nz, 0.5) };
}
