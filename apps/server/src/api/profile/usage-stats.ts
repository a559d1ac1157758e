import type { DatabaseHandle } from '../../db/client.ts';

export interface UsageStats {
  totalAnalyses: number;
  monthlyAnalyses: number;
  avgTruthScore: number;
  totalCost: number;
  blueprintsPurchased: number;
}

/**
 * A user's usage figures for the profile, computed from their own rows (analyses, purchases).
 * Never made-up numbers.
 */
export async function usageStatsFor(db: DatabaseHandle, userId: string): Promise<UsageStats> {
  const [row] = await db.query<{ total: number; monthly: number; avg_score: number | null; total_cost: number | null }>(
    `select count(*)::int as total,
            count(*) filter (where created_at >= date_trunc('month', now()))::int as monthly,
            avg(truth_score) as avg_score,
            sum(cost) as total_cost
       from analyses where user_id = $1`,
    [userId],
  );
  const [purchases] = await db.query<{ n: number }>('select count(*)::int as n from purchases where user_id = $1', [
    userId,
  ]);
  return {
    totalAnalyses: row?.total ?? 0,
    monthlyAnalyses: row?.monthly ?? 0,
    avgTruthScore: Number(row?.avg_score ?? 0),
    totalCost: Number(row?.total_cost ?? 0),
    blueprintsPurchased: purchases?.n ?? 0,
  };
}
