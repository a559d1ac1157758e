import type { SqlSession } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { PLANS, limitPhrase, upgradeFor } from '@verity/contracts/plans';
import { rolloverInTx } from '../subscriptions/service.ts';

export interface QuotaState {
  plan: string;
  analysisLimit: number;
  analysisUsed: number;
}

/**
 * Starts a new 30-day period (and resets the count) when the current one has ended; a plan
 * whose cancellation was scheduled becomes free at that moment (subscriptions service).
 */
async function rollOverPeriod(tx: SqlSession, userId: string): Promise<void> {
  await rolloverInTx(tx, userId);
}

export async function readQuota(tx: SqlSession, userId: string): Promise<QuotaState | null> {
  await rollOverPeriod(tx, userId);
  const [row] = await tx.query<{ plan: string; analysis_limit: number; analysis_used: number }>(
    'select plan, analysis_limit, analysis_used from subscriptions where user_id = $1',
    [userId],
  );
  return row ? { plan: row.plan, analysisLimit: row.analysis_limit, analysisUsed: row.analysis_used } : null;
}

/**
 * Counts one analysis against the period's limit. The check and the increment are one
 * statement, so two concurrent requests at limit − 1 cannot both pass.
 */
export async function consumeAnalysis(tx: SqlSession, userId: string): Promise<QuotaState> {
  await rollOverPeriod(tx, userId);
  const [row] = await tx.query<{ plan: string; analysis_limit: number; analysis_used: number }>(
    `update subscriptions
        set analysis_used = analysis_used + 1
      where user_id = $1 and (analysis_limit = -1 or analysis_used < analysis_limit)
      returning plan, analysis_limit, analysis_used`,
    [userId],
  );
  if (row) return { plan: row.plan, analysisLimit: row.analysis_limit, analysisUsed: row.analysis_used };
  const current = await readQuota(tx, userId);
  throw quotaExceeded(current);
}

export function quotaExceeded(state: QuotaState | null): ApiError {
  if (!state) return new ApiError(402, 'quota_exceeded', 'Your account has no active plan. Choose a plan on the pricing page.');
  const plan = PLANS.find((p) => p.id === state.plan);
  const next = upgradeFor(state.analysisLimit);
  const upgrade = next ? ` Upgrade to ${next.name} for ${limitPhrase(next)}.` : '';
  return new ApiError(
    402,
    'quota_exceeded',
    `You have used all ${state.analysisLimit} analyses of your ${plan?.name ?? state.plan} plan this period.${upgrade}`,
  );
}

export function hasQuotaLeft(state: QuotaState): boolean {
  return state.analysisLimit === -1 || state.analysisUsed < state.analysisLimit;
}
