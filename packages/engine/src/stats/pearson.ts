/** Pearson correlation with scipy.stats.pearsonr's p-values (t with n − 2 df, equivalent to its beta form). */
import { tSf } from './dist/t.ts';
import { centredSums } from './moments.ts';
import type { PValues, Vec } from './types.ts';

export interface PearsonResult extends PValues {
  r: number;
  n: number;
}

/** Pearson r from the centred sums (one pass, two where they would cancel), clipped to [−1, 1]; NaN when either side is constant. */
export function pearsonR(x: Vec, y: Vec): number {
  const { sxx, syy, sxy } = centredSums(x, y);
  // Squares of values beyond ~1e154 overflow and below ~1e-162 underflow: only then rescale.
  if (!(sxx > 0 && syy > 0 && Number.isFinite(sxx) && Number.isFinite(syy) && Number.isFinite(sxy))) return pearsonRScaled(x, y);
  const r = sxy / Math.sqrt(sxx) / Math.sqrt(syy);
  return Math.max(-1, Math.min(1, r));
}

/** Pearson r with each side divided by its largest absolute value first (r does not change). */
function pearsonRScaled(x: Vec, y: Vec): number {
  const n = x.length;
  const scale = (v: Vec) => {
    let m = 0;
    for (let i = 0; i < n; i++) m = Math.max(m, Math.abs(v[i] as number));
    return m;
  };
  const ax = scale(x);
  const ay = scale(y);
  if (!(ax > 0 && ay > 0 && Number.isFinite(ax) && Number.isFinite(ay))) return NaN;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += (x[i] as number) / ax;
    sy += (y[i] as number) / ay;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) / ax - mx;
    const dy = (y[i] as number) / ay - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (sxx === 0 || syy === 0) return NaN;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx) / Math.sqrt(syy)));
}

/** p-values of a correlation coefficient r from n pairs (df = n − 2). */
export function correlationPValues(r: number, df: number): PValues {
  if (Math.abs(r) === 1) {
    return { p: 0, pGreater: r > 0 ? 0 : 1, pLess: r < 0 ? 0 : 1 };
  }
  const t = r * Math.sqrt(df / ((1 - r) * (1 + r)));
  const pGreater = tSf(t, df);
  const pLess = tSf(-t, df);
  return { p: Math.min(1, 2 * Math.min(pGreater, pLess)), pGreater, pLess };
}

export function pearson(x: Vec, y: Vec): PearsonResult {
  const n = x.length;
  const r = pearsonR(x, y);
  return { r, n, ...correlationPValues(r, n - 2) };
}
