/**
 * Spec 1 §3 usageStats, as `GET /api/profile` returns it: a user's usage figures computed from
 * their own rows (analyses, purchases). Never made-up numbers.
 */
export interface UsageStats {
  totalAnalyses: number;
  monthlyAnalyses: number;
  avgTruthScore: number;
  totalCost: number;
  blueprintsPurchased: number;
}
