import type { DatabaseHandle } from '../../db/client.ts';

export interface UsageStats {
  totalAnalyses: number;
  monthlyAnalyses: number;
  avgTruthScore: number;
  totalCost: number;
  blueprintsPurchased: number;
}

/**
 * A user's usage figures for the profile. Purchases are counted; analyses do not exist yet,
 * so their figures are true zeros; the analysis and commerce features extend this function with their
 * own queries (scoped to `userId`) — never with made-up numbers.
 */
export async function usageStatsFor(db: DatabaseHandle, userId: string): Promise<UsageStats> {
  const [purchases] = await db.query<{ n: number }>('select count(*)::int as n from purchases where user_id = $1', [
    userId,
  ]);
  return {
    totalAnalyses: 0,
    monthlyAnalyses: 0,
    avgTruthScore: 0,
    totalCost: 0,
    blueprintsPurchased: purchases?.n ?? 0,
  };
}
