import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { INCLUDED_IN_EVERY_PLAN, PLAN_IDS, PLANS, SUBSCRIPTION_FEATURES } from '@verity/contracts/plans';
import type { TestServer } from '../../testing/test-app.ts';
import { call, createTestUser, startCommerceTestServer } from '../billing/commerce-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCommerceTestServer();
});
afterAll(async () => {
  await server?.close();
});

const subscriptionOf = async (userId: string) =>
  (
    await server.db.query<{ plan: string; analysis_limit: number; analysis_used: number }>(
      'select plan, analysis_limit, analysis_used from subscriptions where user_id = $1',
      [userId],
    )
  )[0]!;

describe('GET /api/subscriptions/plans', () => {
  it('serves the four plans from the plans table, prices in integer cents', async () => {
    const res = await call(server, 'GET', '/api/subscriptions/plans', null);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(PLANS);
    const rows = await server.db.query<{ n: number }>('select count(*)::int as n from plans');
    expect(rows[0]!.n).toBe(4);
  });
});

describe('checkout through the sandbox', () => {
  it('needs a signed-in user', async () => {
    const res = await call(server, 'POST', '/api/subscriptions/create-checkout', null, { planId: 'starter' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthorized');
  });

  it('rejects an unknown plan, the free plan and a user id in the body', async () => {
    const userId = await createTestUser(server);
    expect((await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'gold' })).status).toBe(400);
    expect((await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'free' })).status).toBe(400);
    const withUser = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, {
      planId: 'starter',
      userId: '00000000-0000-0000-0000-000000000000',
    });
    expect(withUser.status).toBe(400);
  });

  it('upgrades at once with the new limit, records the payment and the event', async () => {
    const userId = await createTestUser(server);
    await server.db.query('update subscriptions set analysis_used = 7 where user_id = $1', [userId]);
    const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'professional' });
    expect(checkout.status).toBe(200);
    const url = checkout.body.data.url as string;
    expect(url).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}$/);
    const id = url.split('/').pop()!;

    const view = await call(server, 'GET', `/api/billing/checkout/${id}`, userId);
    expect(view.body.data).toMatchObject({ kind: 'subscription', amountCents: 29900, status: 'open', provider: 'sandbox' });
    expect((await subscriptionOf(userId)).plan).toBe('free');

    // Someone else cannot see or complete it.
    const other = await createTestUser(server);
    expect((await call(server, 'GET', `/api/billing/checkout/${id}`, other)).status).toBe(404);
    expect((await call(server, 'POST', `/api/billing/checkout/${id}/complete`, other)).status).toBe(404);

    const done = await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId);
    expect(done.status).toBe(200);
    expect(done.body.data.returnPath).toBe('/profile?checkout=success');
    expect(await subscriptionOf(userId)).toEqual({ plan: 'professional', analysis_limit: 1000, analysis_used: 0 });

    // A second confirm (double click, replay) changes nothing.
    expect((await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId)).status).toBe(200);
    const payments = await server.db.query<{ amount_cents: number }>('select amount_cents from payments where user_id = $1', [userId]);
    expect(payments).toEqual([{ amount_cents: 29900 }]);
    const events = await server.db.query('select type, from_plan, to_plan, amount_cents from subscription_events where user_id = $1', [userId]);
    expect(events).toEqual([{ type: 'plan_changed', from_plan: 'free', to_plan: 'professional', amount_cents: 29900 }]);

    const current = await call(server, 'GET', '/api/subscriptions/current', userId);
    expect(current.body.data).toMatchObject({ plan: 'professional', analysisLimit: 1000, analysisUsed: 0, cancelAtPeriodEnd: false });
  });

  it('concurrent confirmations of one session apply it once', async () => {
    const userId = await createTestUser(server);
    const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'starter' });
    const id = (checkout.body.data.url as string).split('/').pop()!;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const events = await server.db.query('select 1 from subscription_events where user_id = $1', [userId]);
    expect(events).toHaveLength(1);
    expect((await subscriptionOf(userId)).analysis_limit).toBe(100);
  });

  it('a plan checkout opened before the plan last changed is refused, not charged', async () => {
    const userId = await createTestUser(server);
    const open = async (planId: string) => {
      const res = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId });
      expect(res.status).toBe(200);
      return (res.body.data.url as string).split('/').pop()!;
    };
    // Two tabs: the same plan twice, and a cheaper one opened before the upgrade was paid.
    const [first, second, cheaper] = [await open('professional'), await open('professional'), await open('starter')];
    expect((await call(server, 'POST', `/api/billing/checkout/${second}/complete`, userId)).status).toBe(200);
    // The others were left open before this payment took effect: they read as expired now.
    for (const id of [first, cheaper]) {
      expect((await call(server, 'GET', `/api/billing/checkout/${id}`, userId)).body.data.status).toBe('expired');
      const again = await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId);
      expect(again.status).toBe(400);
    }
    expect(await subscriptionOf(userId)).toEqual({ plan: 'professional', analysis_limit: 1000, analysis_used: 0 });
    const payments = await server.db.query<{ amount_cents: number }>('select amount_cents from payments where user_id = $1', [userId]);
    expect(payments).toEqual([{ amount_cents: 29900 }]);
  });

  it('completion re-checks the plan, whatever state the session is in', async () => {
    const userId = await createTestUser(server);
    const open = async (planId: string) =>
      ((await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId })).body.data.url as string).split('/').pop()!;
    const [same, cheaper] = [await open('starter'), await open('professional')];
    // An admin puts the user on the plan the open checkout is for; the other checkout predates that change.
    await server.db.transaction(async (tx) => {
      await tx.query(`update subscriptions set plan = 'starter', analysis_limit = 100 where user_id = $1`, [userId]);
      await tx.query(
        `insert into subscription_events (user_id, type, from_plan, to_plan, provider) values ($1, 'plan_changed', 'free', 'starter', 'admin')`,
        [userId],
      );
    });
    const onIt = await call(server, 'POST', `/api/billing/checkout/${same}/complete`, userId);
    expect(onIt.status).toBe(400);
    expect(onIt.body.message).toBe('You are already on Truth Explorer, so this checkout was not charged.');
    const moved = await call(server, 'POST', `/api/billing/checkout/${cheaper}/complete`, userId);
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/^Your plan changed to Truth Explorer after this checkout was opened/);
    expect(await server.db.query('select 1 from payments where user_id = $1', [userId])).toHaveLength(0);
    expect((await subscriptionOf(userId)).plan).toBe('starter');
  });

  it('enterprise is unlimited (-1)', async () => {
    const userId = await createTestUser(server);
    const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'enterprise' });
    const id = (checkout.body.data.url as string).split('/').pop()!;
    await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId);
    expect((await subscriptionOf(userId)).analysis_limit).toBe(-1);
    // The plan tier sets the feature list too (the profile shows it).
    const profile = await call(server, 'GET', '/api/profile', userId);
    expect(profile.body.data.subscription.features).toEqual(SUBSCRIPTION_FEATURES.enterprise);
  });
});

describe('plan feature lists', () => {
  it('migration 0101 gives each paid row the list of its plan, and leaves free rows as the spec has them', async () => {
    const migration = readFileSync(new URL('../../db/migrations/0101_plan_features_match_the_cards.sql', import.meta.url), 'utf8');
    // Rows as 0099 left them, naming abilities every account has.
    const old = ['basic_analysis', 'truth_scoring', 'proof_chains', 'file_uploads', 'shareable_proofs', 'own_datasets'];
    const users: Record<string, string> = {};
    for (const plan of PLAN_IDS) {
      users[plan] = await createTestUser(server);
      const features = plan === 'free' ? SUBSCRIPTION_FEATURES.free : old;
      await server.db.query('update subscriptions set plan = $2, features = $3::jsonb where user_id = $1', [users[plan], plan, JSON.stringify(features)]);
    }
    await server.db.query(migration);
    for (const plan of PLAN_IDS) {
      const [row] = await server.db.query<{ features: string[] | string }>('select features from subscriptions where user_id = $1', [users[plan]]);
      const features = typeof row!.features === 'string' ? JSON.parse(row!.features) : row!.features;
      expect(features, plan).toEqual(SUBSCRIPTION_FEATURES[plan]);
    }
  });

  it('no paid card sells what every plan includes', () => {
    for (const plan of PLANS.filter((p) => p.priceCents > 0)) {
      for (const line of plan.features) expect(line, plan.id).not.toMatch(/upload|own datasets|shar(e|ing)|proof page/i);
    }
    expect(INCLUDED_IN_EVERY_PLAN).toMatch(/share.*uploads.*own datasets/);
  });
});

describe('cancellation and periods', () => {
  async function paidUser(planId: string) {
    const userId = await createTestUser(server);
    const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId });
    const id = (checkout.body.data.url as string).split('/').pop()!;
    await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId);
    return userId;
  }

  it('keeps the plan to the end of the period, then falls back to free', async () => {
    const userId = await paidUser('starter');
    const res = await call(server, 'POST', '/api/subscriptions/cancel', userId, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plan: 'starter', analysisLimit: 100, cancelAtPeriodEnd: true });

    // The period ends.
    await server.db.query(`update subscriptions set current_period_end = now() - interval '1 second' where user_id = $1`, [userId]);
    const after = await call(server, 'GET', '/api/subscriptions/current', userId);
    expect(after.body.data).toMatchObject({ plan: 'free', analysisLimit: 10, analysisUsed: 0, cancelAtPeriodEnd: false });
    const types = await server.db.query<{ type: string }>(
      'select type from subscription_events where user_id = $1 order by created_at, type',
      [userId],
    );
    expect(types.map((t) => t.type).sort()).toEqual(['cancel_scheduled', 'canceled', 'plan_changed']);
  });

  it('a cancel with no body at all cancels', async () => {
    const userId = await paidUser('starter');
    const res = await call(server, 'POST', '/api/subscriptions/cancel', userId);
    expect(res.status).toBe(200);
    expect(res.body.data.cancelAtPeriodEnd).toBe(true);
  });

  it('a cancellation can be taken back before the period ends', async () => {
    const userId = await paidUser('starter');
    await call(server, 'POST', '/api/subscriptions/cancel', userId, {});
    const res = await call(server, 'POST', '/api/subscriptions/cancel', userId, { cancel: false });
    expect(res.body.data.cancelAtPeriodEnd).toBe(false);
  });

  it('a new period resets the usage and keeps the plan', async () => {
    const userId = await paidUser('starter');
    await server.db.query(
      `update subscriptions set analysis_used = 42, current_period_end = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    const res = await call(server, 'GET', '/api/subscriptions/current', userId);
    expect(res.body.data).toMatchObject({ plan: 'starter', analysisLimit: 100, analysisUsed: 0 });
  });

  it('the free plan has nothing to cancel', async () => {
    const userId = await createTestUser(server);
    const res = await call(server, 'POST', '/api/subscriptions/cancel', userId, {});
    expect(res.status).toBe(400);
  });
});
