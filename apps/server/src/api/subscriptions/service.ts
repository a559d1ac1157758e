import { asc } from 'drizzle-orm';
import { DEFAULT_SUBSCRIPTION, PLANS, SUBSCRIPTION_FEATURES, type Plan, type PlanId } from '@verity/contracts/plans';
import type { SubscriptionView } from '@verity/contracts/commerce';
import type { Database, DatabaseHandle, SqlSession } from '../../db/client.ts';
import { plans } from '../../db/schema-commerce.ts';
import { badRequest, notFound } from '../../lib/errors.ts';

/** One billing period; a new period resets `analysis_used`. */
const PERIOD = `interval '${DEFAULT_SUBSCRIPTION.periodDays} days'`;

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export async function listPlans(db: Database): Promise<Plan[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
  return rows.map(({ sortOrder: _sortOrder, ...plan }) => plan as Plan);
}

interface SubscriptionRow {
  plan: PlanId;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  analysis_limit: number;
  analysis_used: number;
  cancel_at_period_end: boolean;
  due: boolean;
}

/** Locks the user's subscription row (created by the auth service at sign-up) for this transaction. */
async function lockSubscription(tx: SqlSession, userId: string): Promise<SubscriptionRow> {
  const [row] = await tx.query<SubscriptionRow>(
    `select s.plan, s.status, s.current_period_start, s.current_period_end, s.analysis_limit, s.analysis_used,
            coalesce(b.cancel_at_period_end, false) as cancel_at_period_end,
            s.current_period_end <= now() as due
       from subscriptions s left join billing_accounts b on b.user_id = s.user_id
      where s.user_id = $1
      for update of s`,
    [userId],
  );
  if (!row) throw notFound('This account has no subscription.');
  return row;
}

async function setCancelFlag(tx: SqlSession, userId: string, cancel: boolean): Promise<void> {
  await tx.query(
    `insert into billing_accounts (user_id, cancel_at_period_end) values ($1, $2)
     on conflict (user_id) do update set cancel_at_period_end = excluded.cancel_at_period_end, updated_at = now()`,
    [userId, cancel],
  );
}

export async function recordEvent(
  tx: SqlSession,
  e: {
    userId: string;
    type: 'plan_changed' | 'cancel_scheduled' | 'cancel_reverted' | 'canceled' | 'period_renewed';
    fromPlan: string | null;
    toPlan: string | null;
    amountCents?: number;
    checkoutSessionId?: string | null;
    provider: string;
  },
): Promise<void> {
  await tx.query(
    `insert into subscription_events (user_id, type, from_plan, to_plan, amount_cents, checkout_session_id, provider)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [e.userId, e.type, e.fromPlan, e.toPlan, e.amountCents ?? 0, e.checkoutSessionId ?? null, e.provider],
  );
}

/**
 * Puts the user on `planId` at once: the new limit applies now and a fresh period starts
 * (the payment just bought one). Any scheduled cancellation is dropped.
 */
export async function changePlan(
  tx: SqlSession,
  input: { userId: string; planId: PlanId; provider: string; amountCents: number; checkoutSessionId: string | null },
): Promise<void> {
  const plan = planById(input.planId);
  if (!plan) throw badRequest(`Unknown plan ${input.planId}.`);
  const current = await lockSubscription(tx, input.userId);
  await tx.query(
    `update subscriptions
        set plan = $2, status = 'active', analysis_limit = $3, analysis_used = 0, features = $4::jsonb,
            complimentary = $5, current_period_start = now(), current_period_end = now() + ${PERIOD}
      where user_id = $1`,
    // An admin's change to a paid plan is a grant: no payment stands behind it.
    [input.userId, plan.id, plan.analysisLimit, JSON.stringify(SUBSCRIPTION_FEATURES[plan.id]), input.provider === 'admin' && plan.priceCents > 0],
  );
  await setCancelFlag(tx, input.userId, false);
  await recordEvent(tx, {
    userId: input.userId,
    type: 'plan_changed',
    fromPlan: current.plan,
    toPlan: plan.id,
    amountCents: input.amountCents,
    checkoutSessionId: input.checkoutSessionId,
    provider: input.provider,
  });
}

/** Ends a paid plan now (the provider says the subscription is over): back to free. */
export async function endPaidPlan(tx: SqlSession, userId: string, provider: string): Promise<void> {
  const current = await lockSubscription(tx, userId);
  await setCancelFlag(tx, userId, false);
  if (current.plan === 'free') return;
  await downgradeToFree(tx, userId);
  await recordEvent(tx, { userId, type: 'canceled', fromPlan: current.plan, toPlan: 'free', provider });
}

async function downgradeToFree(tx: SqlSession, userId: string): Promise<void> {
  await tx.query(
    `update subscriptions
        set plan = 'free', status = 'active', analysis_limit = $2, analysis_used = 0, features = $3::jsonb,
            complimentary = false, current_period_start = now(), current_period_end = now() + ${PERIOD}
      where user_id = $1`,
    [userId, DEFAULT_SUBSCRIPTION.analysisLimit, JSON.stringify(DEFAULT_SUBSCRIPTION.features)],
  );
}

/** Schedules (or takes back) the end of a paid plan at the end of the current period. */
export async function setCancelAtPeriodEnd(
  tx: SqlSession,
  userId: string,
  cancel: boolean,
  provider: string,
): Promise<void> {
  const current = await lockSubscription(tx, userId);
  if (current.plan === 'free') throw badRequest('You are on the free plan: there is nothing to cancel.');
  if (current.cancel_at_period_end === cancel) return;
  await setCancelFlag(tx, userId, cancel);
  await recordEvent(tx, {
    userId,
    type: cancel ? 'cancel_scheduled' : 'cancel_reverted',
    fromPlan: current.plan,
    toPlan: cancel ? 'free' : current.plan,
    provider,
  });
}

/**
 * Starts a new period when the current one is over: usage resets, and a plan whose cancellation
 * was scheduled becomes free. Runs inside the caller's transaction (the quota counter calls it
 * before counting), so a period turns over exactly once.
 */
export async function rolloverInTx(tx: SqlSession, userId: string): Promise<void> {
  // Period changes are ours, not a payment provider's.
  const provider = 'system';
  const [peek] = await tx.query<{ due: boolean }>(
    'select current_period_end <= now() as due from subscriptions where user_id = $1',
    [userId],
  );
  if (!peek?.due) return;
  const current = await lockSubscription(tx, userId);
  if (!current.due) return;
  if (current.cancel_at_period_end && current.plan !== 'free') {
    await downgradeToFree(tx, userId);
    await setCancelFlag(tx, userId, false);
    await recordEvent(tx, { userId, type: 'canceled', fromPlan: current.plan, toPlan: 'free', provider });
    return;
  }
  await tx.query(
    `update subscriptions
        set analysis_used = 0, current_period_start = now(), current_period_end = now() + ${PERIOD}
      where user_id = $1`,
    [userId],
  );
  await recordEvent(tx, { userId, type: 'period_renewed', fromPlan: current.plan, toPlan: current.plan, provider });
}

/**
 * A renewal the provider charged for: the paid plan continues into the invoiced period. If our
 * own roll-over already started that period (the invoice came late), usage is not reset twice;
 * the period end still follows the provider's.
 */
export async function renewPaidPeriod(
  tx: SqlSession,
  input: { userId: string; amountCents: number; provider: string; periodStart: Date | null; periodEnd: Date | null },
): Promise<void> {
  const current = await lockSubscription(tx, input.userId);
  const start = input.periodStart ?? new Date();
  const end = input.periodEnd && input.periodEnd > start ? input.periodEnd : null;
  if (start > new Date(current.current_period_start)) {
    await tx.query(
      `update subscriptions
          set status = 'active', analysis_used = 0, current_period_start = $2,
              current_period_end = coalesce($3::timestamptz, $2::timestamptz + ${PERIOD})
        where user_id = $1`,
      [input.userId, start.toISOString(), end?.toISOString() ?? null],
    );
  } else if (end) {
    await tx.query(`update subscriptions set status = 'active', current_period_end = $2 where user_id = $1`, [
      input.userId,
      end.toISOString(),
    ]);
  }
  await recordEvent(tx, {
    userId: input.userId,
    type: 'period_renewed',
    fromPlan: current.plan,
    toPlan: current.plan,
    amountCents: input.amountCents,
    provider: input.provider,
  });
}

/** `rolloverInTx` in its own transaction, for reads outside one. */
export async function rolloverIfDue(handle: DatabaseHandle, userId: string): Promise<void> {
  // Cheap check first, so the common case opens no transaction.
  const [peek] = await handle.query<{ due: boolean }>(
    'select current_period_end <= now() as due from subscriptions where user_id = $1',
    [userId],
  );
  if (!peek?.due) return;
  await handle.transaction((tx) => rolloverInTx(tx, userId));
}

/**
 * A read of the user's current period. `read` returns its row with `due` (the period has ended);
 * then the period is rolled over and the row read again, so no caller shows an ended period.
 * The common case stays one statement.
 */
export async function readCurrentPeriod<T extends { due: boolean }>(
  handle: DatabaseHandle,
  userId: string,
  read: () => Promise<T | null | undefined>,
): Promise<T | null | undefined> {
  const row = await read();
  if (!row?.due) return row;
  await handle.transaction((tx) => rolloverInTx(tx, userId));
  return read();
}

export async function getSubscriptionView(
  handle: DatabaseHandle,
  userId: string,
  provider: { name: 'sandbox' | 'stripe'; portal: boolean },
): Promise<SubscriptionView> {
  const row = await readCurrentPeriod(handle, userId, async () =>
    (
      await handle.query<SubscriptionRow & { stripe_customer_id: string | null; due: boolean }>(
        `select s.plan, s.status, s.current_period_start, s.current_period_end, s.analysis_limit, s.analysis_used,
                coalesce(b.cancel_at_period_end, false) as cancel_at_period_end, b.stripe_customer_id,
                s.current_period_end <= now() as due
           from subscriptions s left join billing_accounts b on b.user_id = s.user_id
          where s.user_id = $1`,
        [userId],
      )
    )[0],
  );
  if (!row) throw notFound('This account has no subscription.');
  return {
    plan: row.plan,
    planName: planById(row.plan)?.name ?? row.plan,
    status: row.status,
    currentPeriodStart: new Date(row.current_period_start).toISOString(),
    currentPeriodEnd: new Date(row.current_period_end).toISOString(),
    analysisLimit: row.analysis_limit,
    analysisUsed: row.analysis_used,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    provider: provider.name,
    portalAvailable: provider.portal && row.stripe_customer_id !== null,
  };
}
