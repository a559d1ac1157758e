/** Simple linear regression as scipy.stats.linregress (population moments, t test on r). */
import { tTwoSided } from './dist/t.ts';
import { SHIFT_CANCELLATION_LIMIT } from './moments.ts';
import type { Vec } from './types.ts';

export interface LinregressResult {
  slope: number;
  intercept: number;
  r: number;
  p: number;
  stderr: number;
  interceptStderr: number;
  n: number;
}

export function linregress(x: Vec, y: Vec): LinregressResult {
  const n = x.length;
  const { xm, ym, sxx, syy, sxy } = centredSums(x, y);
  const ssxm = sxx / n;
  const ssym = syy / n;
  const ssxym = sxy / n;
  let r = ssxm === 0 || ssym === 0 ? 0 : ssxym / Math.sqrt(ssxm * ssym);
  r = Math.max(-1, Math.min(1, r));
  const df = n - 2;
  const slope = ssxym / ssxm;
  const intercept = ym - slope * xm;
  let p: number;
  if (n === 2) p = 1;
  else if (Math.abs(r) === 1) p = 0;
  else p = tTwoSided(r * Math.sqrt(df / ((1 - r) * (1 + r))), df);
  const stderr = Math.sqrt(((1 - r * r) * ssym) / ssxm / df);
  return { slope, intercept, r, p, stderr, interceptStderr: stderr * Math.sqrt(ssxm + xm * xm), n };
}

/**
 * Means and centred sums of squares and products in one pass over shifted values (x − x[0],
 * y − y[0]): half the memory traffic of two passes. When a shift is far from its mean against the
 * spread, so the sums would cancel (SHIFT_CANCELLATION_LIMIT), the two passes are used instead.
 */
function centredSums(x: Vec, y: Vec): { xm: number; ym: number; sxx: number; syy: number; sxy: number } {
  const n = x.length;
  const kx = (x[0] as number) ?? 0;
  const ky = (y[0] as number) ?? 0;
  let sx = 0;
  let sy = 0;
  let qx = 0;
  let qy = 0;
  let qxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - kx;
    const dy = (y[i] as number) - ky;
    sx += dx;
    sy += dy;
    qx += dx * dx;
    qy += dy * dy;
    qxy += dx * dy;
  }
  const ox = (sx * sx) / n;
  const oy = (sy * sy) / n;
  const sxx = qx - ox;
  const syy = qy - oy;
  const fine = (about: number, offset: number) => about > 0 && Number.isFinite(about) && offset <= SHIFT_CANCELLATION_LIMIT * about;
  if (fine(sxx, ox) && fine(syy, oy) && Number.isFinite(qxy)) {
    return { xm: kx + sx / n, ym: ky + sy / n, sxx, syy, sxy: qxy - (sx * sy) / n };
  }
  return twoPassSums(x, y);
}

function twoPassSums(x: Vec, y: Vec): { xm: number; ym: number; sxx: number; syy: number; sxy: number } {
  const n = x.length;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i] as number;
    sy += y[i] as number;
  }
  const xm = sx / n;
  const ym = sy / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - xm;
    const dy = (y[i] as number) - ym;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  return { xm, ym, sxx, syy, sxy };
}
