/**
 * JZS Bayes factor for a t statistic (Rouder et al. 2009, eq. 1), Cauchy
 * prior scale r on δ. nEff = n (one sample) or n1 n2/(n1+n2) (two samples);
 * for Welch, Welch's t and df are plugged in (a documented approximation).
 * Returns ln BF10.
 */
import { logIntegral } from './log-integral.ts';

export const DEFAULT_CAUCHY_SCALE = Math.SQRT2 / 2;

export function jzsLogBf10(t: number, nEff: number, df: number, r = DEFAULT_CAUCHY_SCALE): number {
  const t2 = t * t;
  const logNull = (-(df + 1) / 2) * Math.log1p(t2 / df);
  const c = -0.5 * Math.log(2 * Math.PI);
  const h = (u: number) => {
    const g = Math.exp(u);
    const a = 1 + nEff * g * r * r;
    return -0.5 * Math.log(a) - ((df + 1) / 2) * Math.log1p(t2 / (a * df)) + c - 1.5 * u - 1 / (2 * g) + u;
  };
  return logIntegral(h) - logNull;
}
