/** Binomial distribution (pmf, cdf, sf) via lgamma and the incomplete beta. */
import { lgamma } from '../special/gamma.ts';
import { betaInc } from '../special/incomplete-beta.ts';

export function binomPmf(k: number, n: number, p: number): number {
  if (k < 0 || k > n || !Number.isInteger(k)) return 0;
  if (p === 0) return k === 0 ? 1 : 0;
  if (p === 1) return k === n ? 1 : 0;
  return Math.exp(lgamma(n + 1) - lgamma(k + 1) - lgamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log1p(-p));
}

/** P(X ≤ k). */
export function binomCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  return betaInc(p, k + 1, n - k, true);
}

/** P(X > k). */
export function binomSf(k: number, n: number, p: number): number {
  if (k < 0) return 1;
  if (k >= n) return 0;
  return betaInc(p, k + 1, n - k);
}
