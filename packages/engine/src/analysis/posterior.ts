/**
 * From Bayes factors and likelihood summaries to the probability of the claim
 * as stated (engine.md §5.2). Prior P(H0) = 0.5 unless multiplicity divides
 * the prior odds.
 */
import { normalCdf } from '../stats/dist/normal.ts';

/** P(H1 | D) from ln BF10 and prior odds H1:H0. */
export function posteriorH1(logBf10: number, priorOdds = 1): number {
  const lo = logBf10 + Math.log(priorOdds);
  if (!Number.isFinite(lo)) return lo > 0 ? 1 : lo < 0 ? 0 : 0.5;
  return lo > 0 ? 1 / (1 + Math.exp(-lo)) : Math.exp(lo) / (1 + Math.exp(lo));
}

/** Fisher-z posterior mass of ρ beyond δ in `direction` (+1/−1), or |ρ| > δ for direction 0. */
export function corrBeyond(r: number, n: number, k: number, delta: number, direction: 1 | -1 | 0): number {
  const se = 1 / Math.sqrt(Math.max(1, n - 3 - k));
  const z = Math.atanh(Math.max(-0.999999999999, Math.min(0.999999999999, r)));
  const zd = Math.atanh(delta);
  if (direction === 0) return normalCdf((z - zd) / se) + normalCdf((-z - zd) / se);
  return normalCdf((direction * z - zd) / se);
}

/** δ for a point-biserial correlation equivalent to a standardised difference δ_d at group shares p, q. */
export function pointBiserialDelta(deltaD: number, p: number): number {
  const pq = p * (1 - p);
  return (deltaD * Math.sqrt(pq)) / Math.sqrt(1 + deltaD * deltaD * pq);
}

export const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** Scores below this are not divided by themselves in loss(): see there. */
export const LOSS_FLOOR = 0.05;

/**
 * Relative drop from a to b, in [0, 1] (engine.md §6 loss). A base `a` below `floor` counts as
 * `floor`: a claim with almost no support cannot lose much of it, and the ratio of two scores
 * near zero (1e-6 against 1e-8) would otherwise read as a 99% caveat.
 */
export function loss(a: number, b: number, floor = LOSS_FLOOR): number {
  return a > 1e-12 ? clamp01((a - b) / Math.max(a, floor)) : 0;
}

export const DEFAULT_DELTAS = { r: 0.1, d: 0.1, riskDifference: 0.01, r2oos: 0.01, equivalenceTolerance: 0.05 } as const;
export type Deltas = { [K in keyof typeof DEFAULT_DELTAS]: number };
/** The minimum effect of a claim of a large one ("much higher", "strongly increases"): Cohen's medium sizes (ADR 0035). */
export const LARGE_DELTAS = { r: 0.3, d: 0.5, riskDifference: 0.1 } as const;
