import type { DatabaseHandle, SqlSession } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { PLANS, limitPhrase, upgradeFor } from '@verity/contracts/plans';
import { readCurrentPeriod } from '../subscriptions/service.ts';

export interface QuotaState {
  plan: string;
  analysisLimit: number;
  analysisUsed: number;
}

interface QuotaRow {
  plan: string;
  analysis_limit: number;
  analysis_used: number;
}

const toQuota = (row: QuotaRow): QuotaState => ({ plan: row.plan, analysisLimit: row.analysis_limit, analysisUsed: row.analysis_used });

/** The quota as the caller's transaction sees it (after the caller rolled an ended period over). */
export async function readQuota(tx: SqlSession, userId: string): Promise<QuotaState | null> {
  const [row] = await tx.query<QuotaRow>('select plan, analysis_limit, analysis_used from subscriptions where user_id = $1', [userId]);
  return row ? toQuota(row) : null;
}

/**
 * The quota as it stands, for the check before an analysis spends compute: one statement, and
 * an ended period is rolled over first.
 */
export async function currentQuota(handle: DatabaseHandle, userId: string): Promise<QuotaState | null> {
  const row = await readCurrentPeriod(handle, userId, async () => {
    const [found] = await handle.query<QuotaRow & { due: boolean }>(
      'select plan, analysis_limit, analysis_used, current_period_end <= now() as due from subscriptions where user_id = $1',
      [userId],
    );
    return found;
  });
  return row ? toQuota(row) : null;
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
