/** Spearman ρ = Pearson r of average ranks; p-values by scipy's t approximation (df = n − 2). */
import { correlationPValues, pearsonR } from './pearson.ts';
import { rankAverage } from './ranks.ts';
import type { PValues, Vec } from './types.ts';

export interface SpearmanResult extends PValues {
  rho: number;
  n: number;
}

export function spearman(x: Vec, y: Vec, ranksX?: Float64Array, ranksY?: Float64Array): SpearmanResult {
  const rx = ranksX ?? rankAverage(x).ranks;
  const ry = ranksY ?? rankAverage(y).ranks;
  const rho = pearsonR(rx, ry);
  return { rho, n: x.length, ...correlationPValues(rho, x.length - 2) };
}
