/**
 * Small dense linear algebra for regressions with p ≤ ~60 columns: centred
 * cross-product matrices (one pass per column pair) and a Cholesky solve that
 * drops linearly dependent columns instead of failing, so a duplicated or
 * constant covariate cannot crash an analysis.
 */
import type { Vec } from './types.ts';

/**
 * Centred cross-product matrix Σ (c_i − mean_i)(c_j − mean_j), row-major p×p.
 * Centres on the fly (two-pass accuracy without allocating centred copies,
 * which at 10^6 rows costs more in allocation than in arithmetic).
 */
export function crossProducts(cols: readonly Vec[]): Float64Array {
  const p = cols.length;
  const n = p ? (cols[0] as Vec).length : 0;
  const means = cols.map((c) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += c[i] as number;
    return s / n;
  });
  const m = new Float64Array(p * p);
  for (let a = 0; a < p; a++) {
    const ca = cols[a] as Vec;
    const ma = means[a] as number;
    for (let b = a; b < p; b++) {
      const cb = cols[b] as Vec;
      const mb = means[b] as number;
      let s = 0;
      for (let i = 0; i < n; i++) s += ((ca[i] as number) - ma) * ((cb[i] as number) - mb);
      m[a * p + b] = s;
      m[b * p + a] = s;
    }
  }
  return m;
}

/** Sub-matrix of a p×p matrix on the given indices. */
export function subMatrix(m: Float64Array, p: number, idx: readonly number[]): Float64Array {
  const k = idx.length;
  const out = new Float64Array(k * k);
  for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) out[a * k + b] = m[(idx[a] as number) * p + (idx[b] as number)] as number;
  return out;
}

/**
 * Solves A β = b for symmetric positive semi-definite A (k×k). Columns whose
 * pivot falls below 1e-10 of their diagonal are dependent: their β is 0.
 */
export function solveSpd(A: Float64Array, b: Float64Array, k: number): Float64Array {
  const L = new Float64Array(k * k);
  const keep = new Uint8Array(k);
  for (let j = 0; j < k; j++) {
    let d = A[j * k + j] as number;
    for (let s = 0; s < j; s++) d -= (L[j * k + s] as number) ** 2;
    if (!(d > 1e-10 * (A[j * k + j] as number)) || !(d > 0)) continue; // dependent column
    keep[j] = 1;
    const ljj = Math.sqrt(d);
    L[j * k + j] = ljj;
    for (let i = j + 1; i < k; i++) {
      let v = A[i * k + j] as number;
      for (let s = 0; s < j; s++) v -= (L[i * k + s] as number) * (L[j * k + s] as number);
      L[i * k + j] = v / ljj;
    }
  }
  const z = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    if (!keep[i]) continue;
    let v = b[i] as number;
    for (let s = 0; s < i; s++) if (keep[s]) v -= (L[i * k + s] as number) * (z[s] as number);
    z[i] = v / (L[i * k + i] as number);
  }
  const x = new Float64Array(k);
  for (let i = k - 1; i >= 0; i--) {
    if (!keep[i]) continue;
    let v = z[i] as number;
    for (let s = i + 1; s < k; s++) if (keep[s]) v -= (L[s * k + i] as number) * (x[s] as number);
    x[i] = v / (L[i * k + i] as number);
  }
  return x;
}

/**
 * R² of regressing column `y` on columns `xs` (with intercept), from a centred
 * cross-product matrix of size p.
 */
export function r2FromCrossProducts(m: Float64Array, p: number, y: number, xs: readonly number[]): number {
  const syy = m[y * p + y] as number;
  if (xs.length === 0 || !(syy > 0)) return 0;
  const A = subMatrix(m, p, xs);
  const b = Float64Array.from(xs, (j) => m[j * p + y] as number);
  const beta = solveSpd(A, b, xs.length);
  let explained = 0;
  for (let i = 0; i < xs.length; i++) explained += (beta[i] as number) * (b[i] as number);
  return Math.max(0, Math.min(1, explained / syy));
}
