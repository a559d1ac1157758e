/**
 * Closed-form Bayes factors for counts: binomial against p0 with a Beta(1,1)
 * prior, and independent-multinomial contingency tables with Dirichlet(1) rows
 * (Gunel & Dickey 1974). Both return ln BF10.
 */
import { lbeta, lgamma } from '../special/gamma.ts';

export function binomialLogBf10(k: number, n: number, p0: number): number {
  return lbeta(k + 1, n - k + 1) - (k * Math.log(p0) + (n - k) * Math.log1p(-p0));
}

function logDirichletNorm(alpha: readonly number[]): number {
  let s = 0;
  let sum = 0;
  for (const a of alpha) {
    s += lgamma(a);
    sum += a;
  }
  return s - lgamma(sum);
}

/** Rows are groups; H1 gives each row its own outcome distribution, H0 one shared one. */
export function contingencyLogBf10(table: readonly (readonly number[])[]): number {
  const c = (table[0] ?? []).length;
  const ones = new Array<number>(c).fill(1);
  const base = logDirichletNorm(ones);
  let l1 = 0;
  const colSums = new Array<number>(c).fill(0);
  for (const row of table) {
    l1 += logDirichletNorm(row.map((v) => v + 1)) - base;
    row.forEach((v, j) => (colSums[j] = (colSums[j] as number) + v));
  }
  const l0 = logDirichletNorm(colSums.map((v) => v + 1)) - base;
  return l1 - l0;
}
