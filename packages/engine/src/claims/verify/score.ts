import type { Sigma } from '../types.ts';

/** Scoring of claims.md §4. Bumped when a change can alter a score for the same claim and data. */
export const SCORING_POLICY_VERSION = 'claims-score-1';

/** Margin in the claim's favour, in σ units' own terms: relative to |c| or absolute. */
export function margin(actual: number, claimed: number, direction: 1 | -1, sigma: Sigma): number {
  const diff = direction * (actual - claimed);
  return sigma.kind === 'abs' ? diff : diff / Math.max(Math.abs(claimed), 1e-12);
}

/** Threshold, comparison and change claims: barely true stays ≥ 0.90; a miss of one σ scores 0.17. */
export function thresholdScore(m: number, sigmaValue: number): number {
  if (m >= 0) return 0.9 + 0.1 * Math.min(1, m / sigmaValue);
  return 0.45 * Math.exp(-Math.abs(m) / sigmaValue);
}

/** Point and approximate claims: e and t in the same terms (relative or absolute). */
export function pointScore(e: number, t: number): number {
  if (e <= t) return 0.9 + 0.1 * (1 - e / t);
  return 0.45 * Math.exp(-(e - t) / t);
}

/** Extremes: the named winner scores by its lead, anyone else by how far behind the top it is. */
export function extremeScore(claimedIsTop: boolean, gap: number, sigmaValue: number): number {
  return claimedIsTop ? 0.9 + 0.1 * Math.min(1, gap / sigmaValue) : 0.45 * Math.exp(-gap / sigmaValue);
}

/** Readings that disagree: the mean of their scores, held inside [0.35, 0.65]. */
export function dependsScore(scores: readonly number[]): number {
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  return Math.min(0.65, Math.max(0.35, mean));
}

export const COVERAGE_CAP = 0.75;

/** Scores are rounded so a last-ulp difference cannot change a signed payload. */
export function round(x: number, digits = 4): number {
  return Number(x.toFixed(digits));
}
