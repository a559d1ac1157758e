import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-app.ts';
import { call, createTestUser, startCommerceTestServer } from './commerce-test-server.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_verity';
const signer = new Stripe('sk_test_signer');

/** A local stand-in for the three Stripe endpoints the adapter calls; no network. */
interface FakeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}
const seen: FakeRequest[] = [];
let fake: http.Server;
let sessionCounter = 0;
/** Refund requests the fake turns down before it accepts one (Stripe briefly unable to refund). */
let refundFailures = 0;

function startFakeStripe(): Promise<string> {
  fake = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const path = (req.url ?? '').split('?')[0]!;
      const key = req.headers['idempotency-key'];
      seen.push({ method: req.method ?? '', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        sessionCounter += 1;
        const id = `cs_test_${sessionCounter}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` }));
      } else if (req.method === 'POST' && path === '/v1/refunds' && refundFailures > 0) {
        refundFailures -= 1;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refunds are paused for a test.' } }));
      } else if (req.method === 'POST' && path === '/v1/refunds') {
        res.end(JSON.stringify({ id: `re_${form.get('payment_intent')}`, object: 'refund', status: 'succeeded' }));
      } else if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        res.end(JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' }));
      } else if (req.method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
        res.end(JSON.stringify({ id: path.split('/').pop(), object: 'subscription', status: 'canceled' }));
      } else if (req.method === 'POST' && path.startsWith('/v1/subscriptions/')) {
        const id = path.split('/').pop();
        res.end(JSON.stringify({ id, object: 'subscription', cancel_at_period_end: form.get('cancel_at_period_end') === 'true' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${path}` } }));
      }
    });
  });
  return new Promise((resolve) => {
    fake.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(fake.address() as AddressInfo).port}`));
  });
}

let server: TestServer;
beforeAll(async () => {
  const apiBase = await startFakeStripe();
  server = await startCommerceTestServer({
    STRIPE_SECRET_KEY: 'sk_test_verity',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    PUBLIC_URL: 'https://verity.test',
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

function event(id: string, type: string, object: Record<string, unknown>) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: 1_700_000_000, data: { object } });
}

async function sendWebhook(payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  const res = await fetch(`${server.url}/api/billing/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function startStripeCheckout(userId: string, planId = 'starter') {
  const res = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId });
  expect(res.status).toBe(200);
  const [row] = await server.db.query<{ id: string; provider_session_id: string }>(
    `select id, provider_session_id from checkout_sessions where user_id = $1 order by created_at desc limit 1`,
    [userId],
  );
  return { url: res.body.data.url as string, ...row! };
}

const planOf = async (userId: string) =>
  (await server.db.query<{ plan: string; analysis_limit: number }>('select plan, analysis_limit from subscriptions where user_id = $1', [userId]))[0]!;

describe('Stripe adapter', () => {
  it('the CSP lets Stripe.js load, frame and call its API (and nothing else of Stripe)', async () => {
    const res = await fetch(`${server.url}/pricing`);
    const directives = new Map(
      (res.headers.get('content-security-policy') ?? '').split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('creates a Checkout Session with the plan price in cents and our session id in metadata', async () => {
    const userId = await createTestUser(server);
    const { url, id, provider_session_id } = await startStripeCheckout(userId, 'professional');
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    expect(provider_session_id).toMatch(/^cs_test_/);
    const request = seen.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.form.get('mode')).toBe('subscription');
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('29900');
    expect(request.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(request.form.get('metadata[checkoutSessionId]')).toBe(id);
    expect(request.form.get('client_reference_id')).toBe(userId);
    expect(request.form.get('success_url')).toBe('https://verity.test/profile?checkout=success');
    expect(request.idempotencyKey).toBe(`checkout-${id}`);
    // A Stripe session cannot be completed with the sandbox button.
    expect((await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId)).status).toBe(404);
  });

  it('a signed checkout.session.completed upgrades the plan; a replay is applied once', async () => {
    const userId = await createTestUser(server);
    const { id, provider_session_id } = await startStripeCheckout(userId, 'starter');
    const payload = event('evt_upgrade_1', 'checkout.session.completed', {
      id: provider_session_id,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { checkoutSessionId: id },
      customer: 'cus_123',
      subscription: 'sub_123',
    });
    const first = await sendWebhook(payload);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    expect(await planOf(userId)).toEqual({ plan: 'starter', analysis_limit: 100 });

    const replay = await sendWebhook(payload);
    expect(replay.status).toBe(200);
    expect(replay.body.data.duplicate).toBe(true);
    const payments = await server.db.query('select amount_cents from payments where user_id = $1', [userId]);
    expect(payments).toEqual([{ amount_cents: 9900 }]);
    const events = await server.db.query('select type from subscription_events where user_id = $1', [userId]);
    expect(events).toHaveLength(1);

    // Later events reach the same account through its Stripe subscription.
    const cancel = await sendWebhook(
      event('evt_cancel_1', 'customer.subscription.updated', { id: 'sub_123', object: 'subscription', cancel_at_period_end: true }),
    );
    expect(cancel.status).toBe(200);
    const current = await call(server, 'GET', '/api/subscriptions/current', userId);
    expect(current.body.data).toMatchObject({ plan: 'starter', cancelAtPeriodEnd: true, provider: 'stripe', portalAvailable: true });

    await sendWebhook(event('evt_deleted_1', 'customer.subscription.deleted', { id: 'sub_123', object: 'subscription' }));
    expect(await planOf(userId)).toEqual({ plan: 'free', analysis_limit: 10 });
  });

  it('rejects a forged or missing signature and changes nothing', async () => {
    const userId = await createTestUser(server);
    const { id } = await startStripeCheckout(userId, 'enterprise');
    const payload = event('evt_forged', 'checkout.session.completed', {
      id: 'cs_forged',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { checkoutSessionId: id },
    });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    const res = await sendWebhook(payload, forged);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    // A valid signature over other bytes: the body was altered on the way.
    const tampered = await sendWebhook(
      payload.replace('"paid"', '"paid" '),
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    );
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(`${server.url}/api/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await planOf(userId)).toEqual({ plan: 'free', analysis_limit: 10 });
    expect(await server.db.query('select 1 from billing_events_processed where event_id = $1', ['evt_forged'])).toHaveLength(0);
  });

  it('acknowledges events it does not act on', async () => {
    const res = await sendWebhook(event('evt_other', 'invoice.created', { id: 'in_1', object: 'invoice' }));
    expect(res.status).toBe(200);
  });

  it('opens the customer portal and forwards cancellations to Stripe', async () => {
    const userId = await createTestUser(server);
    const { id } = await startStripeCheckout(userId, 'starter');
    await sendWebhook(
      event('evt_portal_1', 'checkout.session.completed', {
        id: 'cs_portal',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { checkoutSessionId: id },
        customer: 'cus_portal',
        subscription: 'sub_portal',
      }),
    );
    const portal = await call(server, 'POST', '/api/billing/portal', userId);
    expect(portal.body.data.url).toBe('https://billing.stripe.test/p/session_1');
    expect(seen.findLast((r) => r.path === '/v1/billing_portal/sessions')!.form.get('customer')).toBe('cus_portal');

    const cancel = await call(server, 'POST', '/api/subscriptions/cancel', userId, {});
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.cancelAtPeriodEnd).toBe(true);
    const update = seen.findLast((r) => r.path === '/v1/subscriptions/sub_portal')!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');
  });

  it('an upgrade through a new checkout ends the old Stripe subscription, so the customer pays once', async () => {
    const userId = await createTestUser(server);
    const completed = (eventId: string, sessionId: string, subscription: string) =>
      event(eventId, 'checkout.session.completed', {
        id: `cs_${eventId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { checkoutSessionId: sessionId },
        customer: 'cus_upgrade',
        subscription,
      });
    const first = await startStripeCheckout(userId, 'starter');
    await sendWebhook(completed('evt_up_a', first.id, 'sub_old'));
    const second = await startStripeCheckout(userId, 'professional');
    expect(seen.findLast((r) => r.path === '/v1/checkout/sessions')!.form.get('customer')).toBe('cus_upgrade');
    await sendWebhook(completed('evt_up_b', second.id, 'sub_new'));

    expect(await planOf(userId)).toEqual({ plan: 'professional', analysis_limit: 1000 });
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_old')).toBe(true);
    // Stripe then reports the old subscription deleted: it no longer belongs to the account's plan.
    await sendWebhook(event('evt_up_c', 'customer.subscription.deleted', { id: 'sub_old', object: 'subscription' }));
    expect(await planOf(userId)).toEqual({ plan: 'professional', analysis_limit: 1000 });
  });

  it('a stale plan checkout paid at Stripe is refunded and its new subscription ended', async () => {
    const userId = await createTestUser(server);
    const completed = (eventId: string, sessionId: string, subscription: string) =>
      event(eventId, 'checkout.session.completed', {
        id: `cs_${eventId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { checkoutSessionId: sessionId },
        customer: 'cus_stale',
        subscription,
        payment_intent: `pi_${eventId}`,
      });
    // Two tabs opened checkouts for the upgrade and for the cheaper plan; both were paid.
    const upgrade = await startStripeCheckout(userId, 'professional');
    const cheaper = await startStripeCheckout(userId, 'starter');
    expect((await sendWebhook(completed('evt_st_a', upgrade.id, 'sub_kept'))).status).toBe(200);
    expect((await sendWebhook(completed('evt_st_b', cheaper.id, 'sub_stale'))).status).toBe(200);

    expect(await planOf(userId)).toEqual({ plan: 'professional', analysis_limit: 1000 });
    const [account] = await server.db.query<{ stripe_subscription_id: string }>(
      'select stripe_subscription_id from billing_accounts where user_id = $1',
      [userId],
    );
    expect(account!.stripe_subscription_id).toBe('sub_kept');
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_stale')).toBe(true);
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_kept')).toBe(false);
    const refunds = seen.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent')?.startsWith('pi_evt_st_'));
    expect(refunds.map((r) => r.form.get('payment_intent'))).toEqual(['pi_evt_st_b']);
    const payments = await server.db.query<{ amount_cents: number; refunded: boolean }>(
      'select amount_cents, refunded_at is not null as refunded from payments where user_id = $1 order by amount_cents',
      [userId],
    );
    expect(payments).toEqual([
      { amount_cents: 9900, refunded: true },
      { amount_cents: 29900, refunded: false },
    ]);
  });

  it('renewal invoices record a payment and start the next period, once per invoice', async () => {
    const userId = await createTestUser(server);
    const { id } = await startStripeCheckout(userId, 'starter');
    await sendWebhook(
      event('evt_renew_checkout', 'checkout.session.completed', {
        id: 'cs_renew',
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { checkoutSessionId: id },
        customer: 'cus_renew',
        subscription: 'sub_renew',
      }),
    );
    // The first invoice is the checkout's own payment: it is not counted a second time.
    const first = await sendWebhook(
      event('evt_inv_first', 'invoice.paid', {
        id: 'in_first',
        object: 'invoice',
        billing_reason: 'subscription_create',
        amount_paid: 9900,
        subscription: 'sub_renew',
      }),
    );
    expect(first.status).toBe(200);
    expect(await server.db.query('select amount_cents from payments where user_id = $1', [userId])).toHaveLength(1);

    await server.db.query('update subscriptions set analysis_used = 42 where user_id = $1', [userId]);
    const start = Math.floor(Date.now() / 1000) + 3600;
    const end = start + 30 * 86_400;
    // API versions since 2025-03-31 put the subscription under `parent`.
    const invoice = {
      id: 'in_cycle_1',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 9900,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
      lines: { object: 'list', data: [{ period: { start, end } }] },
    };
    const paid = await sendWebhook(event('evt_inv_paid', 'invoice.paid', invoice));
    expect(paid.body.data).toEqual({ received: true, duplicate: false });
    // Stripe sends the same invoice again as invoice.payment_succeeded, and may replay either.
    expect((await sendWebhook(event('evt_inv_succeeded', 'invoice.payment_succeeded', invoice))).status).toBe(200);
    expect((await sendWebhook(event('evt_inv_paid', 'invoice.paid', invoice))).body.data.duplicate).toBe(true);

    const payments = await server.db.query<{ amount_cents: number; provider_reference: string | null }>(
      'select amount_cents, provider_reference from payments where user_id = $1 order by created_at',
      [userId],
    );
    expect(payments).toEqual([
      { amount_cents: 9900, provider_reference: null },
      { amount_cents: 9900, provider_reference: 'in_cycle_1' },
    ]);
    const [sub] = await server.db.query<{ plan: string; analysis_used: number; start: string; end: string }>(
      `select plan, analysis_used, extract(epoch from current_period_start)::bigint::text as start,
              extract(epoch from current_period_end)::bigint::text as end
         from subscriptions where user_id = $1`,
      [userId],
    );
    expect(sub).toEqual({ plan: 'starter', analysis_used: 0, start: String(start), end: String(end) });
    const renewals = await server.db.query<{ amount_cents: number; provider: string }>(
      `select amount_cents, provider from subscription_events where user_id = $1 and type = 'period_renewed'`,
      [userId],
    );
    expect(renewals).toEqual([{ amount_cents: 9900, provider: 'stripe' }]);

    // A proration charged after a change in the portal is a payment, not a new period.
    await server.db.query('update subscriptions set analysis_used = 7 where user_id = $1', [userId]);
    const proration = await sendWebhook(
      event('evt_inv_prorate', 'invoice.paid', {
        id: 'in_prorate',
        object: 'invoice',
        billing_reason: 'subscription_update',
        amount_paid: 2500,
        subscription: 'sub_renew',
        lines: { object: 'list', data: [{ period: { start: start + 86_400, end: end + 86_400 } }] },
      }),
    );
    expect(proration.status).toBe(200);
    expect(await server.db.query(`select amount_cents from payments where provider_reference = 'in_prorate'`)).toEqual([
      { amount_cents: 2500 },
    ]);
    const [after] = await server.db.query<{ analysis_used: number; end: string }>(
      `select analysis_used, extract(epoch from current_period_end)::bigint::text as end from subscriptions where user_id = $1`,
      [userId],
    );
    expect(after).toEqual({ analysis_used: 7, end: String(end) });

    // An invoice of a subscription no account holds changes nothing.
    const stray = await sendWebhook(event('evt_inv_stray', 'invoice.paid', { ...invoice, id: 'in_stray', subscription: 'sub_unknown', parent: null }));
    expect(stray.status).toBe(200);
    expect(await server.db.query(`select 1 from payments where provider_reference = 'in_stray'`)).toHaveLength(0);
  });

  it('two paid checkouts for one blueprint: one purchase, and the second payment is refunded', async () => {
    const userId = await createTestUser(server);
    const open = async () => {
      const res = await call(server, 'POST', '/api/blueprints/truth-validation-framework/purchase', userId);
      expect(res.status).toBe(200);
      const [row] = await server.db.query<{ id: string }>(
        'select id from checkout_sessions where user_id = $1 order by created_at desc limit 1',
        [userId],
      );
      return row!.id;
    };
    const [a, b] = [await open(), await open()];
    const paid = (sessionId: string, n: number) =>
      event(`evt_bp_${n}`, 'checkout.session.completed', {
        id: `cs_bp_${n}`,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        metadata: { checkoutSessionId: sessionId },
        customer: 'cus_bp',
        payment_intent: `pi_bp_${n}`,
      });
    // Both buyers' tabs paid; Stripe delivers the two webhooks at the same moment.
    const results = await Promise.all([sendWebhook(paid(a, 1)), sendWebhook(paid(b, 2))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);

    expect(await server.db.query('select 1 from purchases where user_id = $1', [userId])).toHaveLength(1);
    const payments = await server.db.query<{ provider_reference: string; refunded: boolean }>(
      `select provider_reference, refunded_at is not null as refunded from payments where user_id = $1 order by provider_reference`,
      [userId],
    );
    expect(payments).toHaveLength(2);
    expect(payments.filter((p) => p.refunded)).toHaveLength(1);
    const refunded = payments.find((p) => p.refunded)!.provider_reference;
    const refundCalls = seen.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent')?.startsWith('pi_bp_'));
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.form.get('payment_intent')).toBe(refunded);
    expect(refundCalls[0]!.idempotencyKey).toMatch(/^refund-/);
    // The admin counters count the kept payment only, exactly as a scan of the table does.
    const [counters] = await server.db.query<{ revenue: string; sales: string }>(
      `select coalesce(sum(revenue_cents), 0)::text as revenue, coalesce(sum(blueprint_sales), 0)::text as sales from admin_daily_stats`,
    );
    const [kept] = await server.db.query<{ revenue: string; sales: string }>(
      `select coalesce(sum(amount_cents), 0)::text as revenue, (count(*) filter (where kind = 'blueprint'))::text as sales
         from payments where refunded_at is null`,
    );
    expect(counters).toEqual(kept);
    // The buyer can download the one they own.
    expect((await call(server, 'GET', '/api/blueprints/truth-validation-framework/download', userId)).status).toBe(200);
  });

  it('a refund Stripe turns down answers 503, and the redelivered event refunds it', async () => {
    const userId = await createTestUser(server);
    const open = async () => {
      await call(server, 'POST', '/api/blueprints/multi-tenant-saas-architecture/purchase', userId);
      const [row] = await server.db.query<{ id: string }>(
        'select id from checkout_sessions where user_id = $1 order by created_at desc limit 1',
        [userId],
      );
      return row!.id;
    };
    const [a, b] = [await open(), await open()];
    const paid = (sessionId: string, n: number) =>
      event(`evt_rf_${n}`, 'checkout.session.completed', {
        id: `cs_rf_${n}`,
        object: 'checkout.session',
        payment_status: 'paid',
        metadata: { checkoutSessionId: sessionId },
        payment_intent: `pi_rf_${n}`,
      });
    expect((await sendWebhook(paid(a, 1))).status).toBe(200);
    refundFailures = 1;
    const failed = await sendWebhook(paid(b, 2));
    expect(failed.status).toBe(503);
    expect(failed.body.error).toBe('service_unavailable');
    const unrefunded = `select count(*)::int as n from payments where user_id = $1 and refunded_at is null`;
    expect((await server.db.query<{ n: number }>(unrefunded, [userId]))[0]!.n).toBe(2);

    // Stripe redelivers the same event: the refund goes through this time, once.
    const retried = await sendWebhook(paid(b, 2));
    expect(retried.status).toBe(200);
    expect(retried.body.data.duplicate).toBe(true);
    expect((await server.db.query<{ n: number }>(unrefunded, [userId]))[0]!.n).toBe(1);
    expect((await sendWebhook(paid(b, 2))).status).toBe(200);
    // The turned-down attempt and the one that went through; a third delivery asks for nothing.
    const attempts = seen.filter((r) => r.path === '/v1/refunds' && r.form.get('payment_intent') === 'pi_rf_2');
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((r) => r.idempotencyKey))).toEqual(new Set([`refund-${b}`]));
    expect(await server.db.query('select 1 from purchases where user_id = $1', [userId])).toHaveLength(1);
  });
});
