import type { CheckoutSessionView } from '@verity/contracts/commerce';
import type { PlanId } from '@verity/contracts/plans';
import type { DatabaseHandle } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { BLUEPRINTS } from '../blueprints/catalog.ts';
import { planById, rolloverIfDue } from '../subscriptions/service.ts';
import type { PaymentProvider } from './payment-provider.ts';

export type CheckoutItem = { kind: 'subscription'; planId: PlanId } | { kind: 'blueprint'; blueprintId: string };

/** Where the buyer lands after paying; the pages read `?checkout=` to say so. */
export function returnPathFor(item: CheckoutItem): string {
  return item.kind === 'subscription' ? '/profile?checkout=success' : '/blueprints?checkout=success';
}

function cancelPathFor(item: CheckoutItem): string {
  return item.kind === 'subscription' ? '/pricing?checkout=canceled' : '/blueprints?checkout=canceled';
}

/** An open session is good for a day; Stripe's own sessions expire after 24 h too. */
const SESSION_TTL = "interval '24 hours'";

/** Stores a checkout session for the user and asks the provider where to send them. */
export async function createCheckout(
  handle: DatabaseHandle,
  provider: PaymentProvider,
  input: { userId: string; item: CheckoutItem; origin: string },
): Promise<{ url: string; checkoutSessionId: string }> {
  const { userId, item } = input;
  let itemName: string;
  let amountCents: number;
  let interval: 'month' | null;
  if (item.kind === 'subscription') {
    const plan = planById(item.planId);
    if (!plan) throw badRequest('Unknown plan.');
    if (plan.priceCents === 0) {
      throw badRequest(`${plan.name} is free: cancel your paid plan from your profile to return to it.`);
    }
    await rolloverIfDue(handle, userId);
    const [current] = await handle.query<{ plan: string; cancel: boolean | null }>(
      `select s.plan, b.cancel_at_period_end as cancel
         from subscriptions s left join billing_accounts b on b.user_id = s.user_id where s.user_id = $1`,
      [userId],
    );
    if (!current) throw notFound('This account has no subscription.');
    if (current.plan === plan.id && !current.cancel) throw badRequest(`You are already on ${plan.name}.`);
    itemName = `Verity ${plan.name} plan`;
    amountCents = plan.priceCents;
    interval = plan.interval;
  } else {
    const blueprint = BLUEPRINTS.find((b) => b.id === item.blueprintId);
    if (!blueprint) throw notFound('This blueprint does not exist.');
    const owned = await handle.query('select 1 from purchases where user_id = $1 and blueprint_id = $2', [
      userId,
      blueprint.id,
    ]);
    if (owned.length > 0) throw badRequest('You already own this blueprint: download it from the marketplace.');
    itemName = `${blueprint.name} blueprint`;
    amountCents = blueprint.priceCents;
    interval = null;
  }

  const [account] = await handle.query<{ stripe_customer_id: string | null }>(
    'select stripe_customer_id from billing_accounts where user_id = $1',
    [userId],
  );
  const [row] = await handle.query<{ id: string }>(
    `insert into checkout_sessions (user_id, kind, plan_id, blueprint_id, amount_cents, provider, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + ${SESSION_TTL}) returning id`,
    [
      userId,
      item.kind,
      item.kind === 'subscription' ? item.planId : null,
      item.kind === 'blueprint' ? item.blueprintId : null,
      amountCents,
      provider.name,
    ],
  );
  const checkoutSessionId = row!.id;
  const { url, providerSessionId } = await provider.createCheckout({
    checkoutSessionId,
    userId,
    itemName,
    amountCents,
    interval,
    successUrl: input.origin + returnPathFor(item),
    cancelUrl: input.origin + cancelPathFor(item),
    customerId: account?.stripe_customer_id ?? null,
  });
  if (providerSessionId) {
    await handle.query('update checkout_sessions set provider_session_id = $2 where id = $1', [
      checkoutSessionId,
      providerSessionId,
    ]);
  }
  return { url, checkoutSessionId };
}

/** The owner's view of one session; another user's session is simply not found. */
export async function getCheckoutView(
  handle: DatabaseHandle,
  userId: string,
  checkoutSessionId: string,
): Promise<CheckoutSessionView> {
  const [row] = await handle.query<{
    id: string;
    kind: 'subscription' | 'blueprint';
    plan_id: PlanId | null;
    blueprint_id: string | null;
    amount_cents: number;
    provider: 'sandbox' | 'stripe';
    status: 'open' | 'completed' | 'expired';
    expired: boolean;
    owned_elsewhere: boolean;
  }>(
    `select s.id, s.kind, s.plan_id, s.blueprint_id, s.amount_cents, s.provider, s.status, s.expires_at <= now() as expired,
            exists (select 1 from purchases p where p.user_id = s.user_id and p.blueprint_id = s.blueprint_id
                      and p.checkout_session_id <> s.id) as owned_elsewhere
       from checkout_sessions s where s.id = $1 and s.user_id = $2`,
    [checkoutSessionId, userId],
  );
  if (!row) throw notFound('This checkout session does not exist.');
  const item: CheckoutItem =
    row.kind === 'subscription' ? { kind: 'subscription', planId: row.plan_id! } : { kind: 'blueprint', blueprintId: row.blueprint_id! };
  const itemName =
    item.kind === 'subscription'
      ? `${planById(item.planId)?.name ?? item.planId} plan`
      : (BLUEPRINTS.find((b) => b.id === item.blueprintId)?.name ?? item.blueprintId);
  return {
    id: row.id,
    kind: row.kind,
    itemName,
    amountCents: row.amount_cents,
    interval: row.kind === 'subscription' ? 'month' : null,
    status: row.status === 'open' && row.expired ? 'expired' : row.status,
    provider: row.provider,
    returnPath: returnPathFor(item),
    alreadyOwned: row.owned_elsewhere,
  };
}
