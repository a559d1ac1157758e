/**
 * Partial correlation of x and y given covariates Z (residuals of both on
 * [1, Z]), computed from one centred cross-product matrix via the Schur
 * complement, plus the R² values the Zellner–Siow partial BF needs.
 */
import { tSf } from './dist/t.ts';
import { crossProducts, r2FromCrossProducts, solveSpd, subMatrix } from './linalg.ts';
import type { PValues, Vec } from './types.ts';

export interface PartialCorrelationResult extends PValues {
  r: number;
  t: number;
  df: number;
  n: number;
  k: number;
  /** R² of y on [Z, x] */
  r2Full: number;
  /** R² of y on Z */
  r2Covariates: number;
}

export function partialCorrelation(x: Vec, y: Vec, zs: readonly Vec[]): PartialCorrelationResult {
  const k = zs.length;
  const m = crossProducts([...zs, x, y]);
  return partialFromCrossProducts(m, k + 2, x.length, k, k + 1, Array.from({ length: k }, (_, i) => i));
}

/**
 * The same from a precomputed centred cross-product matrix (p×p) over n rows,
 * so one matrix can serve every covariate subset of an analysis.
 */
export function partialFromCrossProducts(m: Float64Array, p: number, n: number, ix: number, iy: number, zIdx: readonly number[]): PartialCorrelationResult {
  const k = zIdx.length;
  // Residual cross-products S = C_ab − C_aZ C_ZZ⁻¹ C_Zb for a, b ∈ {x, y}.
  const czz = subMatrix(m, p, zIdx);
  const bx = solveSpd(czz, Float64Array.from(zIdx, (j) => m[j * p + ix] as number), k);
  const by = solveSpd(czz, Float64Array.from(zIdx, (j) => m[j * p + iy] as number), k);
  let sxx = m[ix * p + ix] as number;
  let syy = m[iy * p + iy] as number;
  let sxy = m[ix * p + iy] as number;
  for (let j = 0; j < k; j++) {
    const zj = zIdx[j] as number;
    sxx -= (bx[j] as number) * (m[zj * p + ix] as number);
    syy -= (by[j] as number) * (m[zj * p + iy] as number);
    sxy -= (bx[j] as number) * (m[zj * p + iy] as number);
  }
  const r = sxx > 0 && syy > 0 ? Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy))) : NaN;
  const df = n - 2 - k;
  const t = Math.abs(r) < 1 ? r * Math.sqrt(df / (1 - r * r)) : Math.sign(r) * Infinity;
  const pGreater = tSf(t, df);
  const pLess = tSf(-t, df);
  return {
    r, t, df, n, k,
    p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess,
    r2Full: r2FromCrossProducts(m, p, iy, [...zIdx, ix]),
    r2Covariates: r2FromCrossProducts(m, p, iy, zIdx),
  };
}
