/** Simple linear regression as scipy.stats.linregress (population moments, t test on r). */
import { tTwoSided } from './dist/t.ts';
import { centredSums } from './moments.ts';
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
