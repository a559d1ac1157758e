import type { PlanId } from '@verity/contracts/plans';
import type { DatabaseHandle, SqlSession } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { changePlan, endPaidPlan, planById, renewPaidPeriod, setCancelAtPeriodEnd } from '../subscriptions/service.ts';
import type { BillingEvent } from './payment-provider.ts';

export interface ApplyResult {
  /** False when this event id was applied before (a replayed webhook). */
  applied: boolean;
  /**
   * A provider subscription that must stop billing: the one an upgrade replaced, or the one a
   * stale plan checkout started. The caller ends it at the provider.
   */
  subscriptionToEnd?: string | null;
  /** A payment for something the buyer already owned or no longer chose: the caller refunds it at the provider. */
  refund?: { paymentId: string; paymentReference: string | null; checkoutSessionId: string } | null;
}

/**
 * The one place a payment takes effect. Stripe's webhook and the sandbox's confirm button both
 * call it. Each event id is recorded in the same transaction as its effects, so a replay is a
 * no-op, and a checkout session completes at most once even under concurrent deliveries.
 */
export async function applyBillingEvent(handle: DatabaseHandle, event: BillingEvent): Promise<ApplyResult> {
  return handle.transaction(async (tx) => {
    const fresh = await tx.query(
      `insert into billing_events_processed (provider, event_id, type) values ($1, $2, $3)
       on conflict do nothing returning event_id`,
      [event.provider, event.eventId, event.kind === 'ignored' ? event.type : event.kind],
    );
    if (fresh.length === 0) {
      // A redelivery still owes a refund that failed the first time: hand it back to the caller.
      return { applied: false, refund: event.kind === 'checkout_completed' ? await refundStillDue(tx, event.checkoutSessionId) : null };
    }
    switch (event.kind) {
      case 'checkout_completed':
        return { applied: true, ...(await completeCheckout(tx, event)) };
      case 'invoice_paid':
        await recordRenewal(tx, event);
        break;
      case 'cancel_changed': {
        const userId = await userOfStripeSubscription(tx, event.providerSubscriptionId);
        if (userId) await setCancelAtPeriodEnd(tx, userId, event.cancel, event.provider);
        break;
      }
      case 'subscription_ended': {
        const userId = await userOfStripeSubscription(tx, event.providerSubscriptionId);
        if (userId) await endPaidPlan(tx, userId, event.provider);
        break;
      }
      case 'ignored':
        break;
    }
    return { applied: true };
  });
}

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  kind: 'subscription' | 'blueprint';
  plan_id: PlanId | null;
  blueprint_id: string | null;
  amount_cents: number;
  provider: string;
  status: 'open' | 'completed' | 'expired';
}

/** Applies a paid checkout; returns the provider subscription it replaced, or a payment to refund. */
async function completeCheckout(
  tx: SqlSession,
  event: Extract<BillingEvent, { kind: 'checkout_completed' }>,
): Promise<Omit<ApplyResult, 'applied'>> {
  const [session] = await tx.query<SessionRow>(
    `select id, user_id, created_at, kind, plan_id, blueprint_id, amount_cents, provider, status
       from checkout_sessions where id = $1 and provider = $2 for update`,
    [event.checkoutSessionId, event.provider],
  );
  if (!session) throw notFound('This checkout session does not exist.');
  // Another event (a Stripe retry under a new id, or a double click) got here first.
  if (session.status === 'completed') return {};
  // Two checkouts for one blueprint can both reach here. The unique (user, blueprint) row
  // decides: the loser waits for the winner's commit, then inserts nothing.
  let alreadyOwned = false;
  if (session.kind === 'blueprint' && session.blueprint_id) {
    const bought = await tx.query(
      `insert into purchases (user_id, blueprint_id, checkout_session_id, amount_cents) values ($1, $2, $3, $4)
       on conflict (user_id, blueprint_id) do nothing returning id`,
      [session.user_id, session.blueprint_id, session.id, session.amount_cents],
    );
    alreadyOwned = bought.length === 0;
    // No money has moved in the sandbox: refuse, and the whole completion rolls back.
    if (alreadyOwned && session.provider === 'sandbox') {
      throw badRequest('You already own this blueprint, so this checkout was not charged: download it from the marketplace.');
    }
  }
  // A plan checkout opened before the plan last changed (a second tab, an old link) no longer
  // says what the buyer wants: paying it would charge twice for one plan, or silently undo an
  // upgrade. Its money goes back, as a duplicate blueprint payment's does.
  const stale = session.kind === 'subscription' ? await stalePlanCheckout(tx, session) : null;
  if (stale && session.provider === 'sandbox') throw badRequest(stale);
  const [previous] = await tx.query<{ stripe_subscription_id: string | null }>(
    'select stripe_subscription_id from billing_accounts where user_id = $1 for update',
    [session.user_id],
  );

  await tx.query(`update checkout_sessions set status = 'completed', completed_at = now() where id = $1`, [session.id]);
  if (session.kind === 'subscription' && !stale) {
    // The user's other open plan checkouts were chosen before this one took effect.
    await tx.query(
      `update checkout_sessions set status = 'expired' where user_id = $1 and kind = 'subscription' and status = 'open' and id <> $2`,
      [session.user_id, session.id],
    );
  }
  const [payment] = await tx.query<{ id: string }>(
    `insert into payments (user_id, checkout_session_id, kind, amount_cents, provider, provider_reference)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [session.user_id, session.id, session.kind, session.amount_cents, session.provider, event.paymentReference ?? null],
  );
  // The provider already took this money for a blueprint the buyer owns, or for a plan they no
  // longer chose: it goes back, and a subscription the stale checkout started ends.
  if (alreadyOwned || stale) {
    return {
      refund: { paymentId: payment!.id, paymentReference: event.paymentReference ?? null, checkoutSessionId: session.id },
      subscriptionToEnd: stale ? (event.providerSubscriptionId ?? null) : null,
    };
  }
  if (event.customerId || event.providerSubscriptionId) {
    await tx.query(
      `insert into billing_accounts (user_id, cancel_at_period_end, stripe_customer_id, stripe_subscription_id)
       values ($1, false, $2, $3)
       on conflict (user_id) do update set
         stripe_customer_id = coalesce(excluded.stripe_customer_id, billing_accounts.stripe_customer_id),
         stripe_subscription_id = coalesce(excluded.stripe_subscription_id, billing_accounts.stripe_subscription_id),
         updated_at = now()`,
      [session.user_id, event.customerId ?? null, event.providerSubscriptionId ?? null],
    );
  }
  if (session.kind === 'subscription' && session.plan_id) {
    await changePlan(tx, {
      userId: session.user_id,
      planId: session.plan_id,
      provider: session.provider,
      amountCents: session.amount_cents,
      checkoutSessionId: session.id,
    });
  }
  const old = previous?.stripe_subscription_id ?? null;
  return { subscriptionToEnd: event.providerSubscriptionId && old && old !== event.providerSubscriptionId ? old : null };
}

/** Why a plan checkout no longer stands, or null when it does. Locks the subscription row. */
async function stalePlanCheckout(tx: SqlSession, session: SessionRow): Promise<string | null> {
  const [row] = await tx.query<{ plan: PlanId; cancel: boolean; changed_since: boolean }>(
    `select s.plan, coalesce(b.cancel_at_period_end, false) as cancel,
            exists (select 1 from subscription_events e
                     where e.user_id = s.user_id and e.type = 'plan_changed' and e.created_at > $2) as changed_since
       from subscriptions s left join billing_accounts b on b.user_id = s.user_id
      where s.user_id = $1
      for update of s`,
    [session.user_id, session.created_at],
  );
  if (!row) return null;
  const planName = (id: string) => planById(id)?.name ?? id;
  if (row.plan === session.plan_id && !row.cancel) {
    return `You are already on ${planName(row.plan)}, so this checkout was not charged.`;
  }
  if (row.changed_since) {
    return `Your plan changed to ${planName(row.plan)} after this checkout was opened, so it was not charged: choose a plan again on the pricing page.`;
  }
  return null;
}

/**
 * A paid subscription invoice. The first one is the checkout's own payment (recorded with it).
 * A renewal ('subscription_cycle') is a payment row and the next period with its usage reset;
 * any other charge (a proration after a change in the portal) is a payment row only.
 * Stripe reports one invoice twice (invoice.paid and invoice.payment_succeeded), so the
 * invoice id, not only the event id, makes it count once.
 */
async function recordRenewal(tx: SqlSession, event: Extract<BillingEvent, { kind: 'invoice_paid' }>): Promise<void> {
  if (event.billingReason === 'subscription_create' || !event.providerSubscriptionId) return;
  const renewal = event.billingReason === 'subscription_cycle';
  if (!renewal && event.amountCents === 0) return;
  const userId = await userOfStripeSubscription(tx, event.providerSubscriptionId);
  // A subscription we no longer track (replaced by an upgrade): nothing of ours renews.
  if (!userId) return;
  const recorded = await tx.query(
    `insert into payments (user_id, checkout_session_id, kind, amount_cents, provider, provider_reference)
     values ($1, null, 'subscription', $2, 'stripe', $3)
     on conflict (provider_reference) do nothing returning id`,
    [userId, event.amountCents, event.invoiceId],
  );
  if (recorded.length === 0 || !renewal) return;
  await renewPaidPeriod(tx, {
    userId,
    amountCents: event.amountCents,
    provider: event.provider,
    periodStart: event.periodStart,
    periodEnd: event.periodEnd,
  });
}

/**
 * A payment of this session that bought nothing (a blueprint already owned, a stale plan
 * checkout) and has not been refunded yet.
 */
async function refundStillDue(tx: SqlSession, checkoutSessionId: string): Promise<ApplyResult['refund']> {
  const [row] = await tx.query<{ id: string; provider_reference: string | null }>(
    `select p.id, p.provider_reference from payments p
      where p.checkout_session_id = $1 and p.refunded_at is null
        and not exists (select 1 from purchases b where b.checkout_session_id = p.checkout_session_id)
        and not exists (select 1 from subscription_events e where e.checkout_session_id = p.checkout_session_id)`,
    [checkoutSessionId],
  );
  return row ? { paymentId: row.id, paymentReference: row.provider_reference, checkoutSessionId } : null;
}

async function userOfStripeSubscription(tx: SqlSession, subscriptionId: string): Promise<string | null> {
  const [row] = await tx.query<{ user_id: string }>(
    'select user_id from billing_accounts where stripe_subscription_id = $1',
    [subscriptionId],
  );
  return row?.user_id ?? null;
}
