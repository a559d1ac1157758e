import type { DatabaseHandle } from '../../db/client.ts';

export interface UsageStats {
  totalAnalyses: number;
  monthlyAnalyses: number;
  avgTruthScore: number;
  totalCost: number;
  blueprintsPurchased: number;
}

/**
 * A user's usage figures for the profile. Analyses and purchases do not exist yet, so every
 * figure is a true zero; the analysis and commerce features extend this function with their
 * own queries (scoped to `userId`) — never with made-up numbers.
 */
export async function usageStatsFor(_db: DatabaseHandle, _userId: string): Promise<UsageStats> {
  return { totalAnalyses: 0, monthlyAnalyses: 0, avgTruthScore: 0, totalCost: 0, blueprintsPurchased: 0 };
}
