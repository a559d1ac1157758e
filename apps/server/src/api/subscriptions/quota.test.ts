import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-app.ts';
import { call, createTestUser, startCommerceTestServer } from '../billing/commerce-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCommerceTestServer();
});
afterAll(async () => {
  await server?.close();
});

const analysis = {
  hypothesis: 'Higher marketing spend increases revenue',
  data: Array.from({ length: 30 }, (_, i) => ({ marketing_spend: i, revenue: 2 * i + (i % 4) })),
  analysisType: 'causal',
};

/** One analysis through the API: stored and counted, or refused for the quota. */
async function consume(userId: string): Promise<'passed' | 'refused'> {
  const res = await call(server, 'POST', '/api/analyses', userId, analysis);
  if (res.status === 201) return 'passed';
  if (res.status === 402 && res.body.error === 'quota_exceeded') return 'refused';
  throw new Error(`unexpected answer ${res.status}: ${JSON.stringify(res.body)}`);
}

async function storedAnalyses(userId: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from analyses where user_id = $1', [userId]);
  return row!.n;
}

async function upgrade(userId: string, planId: string) {
  const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId });
  await call(server, 'POST', `/api/billing/checkout/${(checkout.body.data.url as string).split('/').pop()}/complete`, userId);
}

describe('quotas follow the plan', () => {
  it('two concurrent analyses at limit − 1: exactly one passes', async () => {
    const userId = await createTestUser(server);
    await server.db.query('update subscriptions set analysis_used = 9 where user_id = $1', [userId]);
    const results = await Promise.all([consume(userId), consume(userId)]);
    expect(results.sort()).toEqual(['passed', 'refused']);
    const [sub] = await server.db.query<{ analysis_used: number }>('select analysis_used from subscriptions where user_id = $1', [userId]);
    expect(sub!.analysis_used).toBe(10);
    expect(await storedAnalyses(userId)).toBe(1);
  });

  it('an upgrade lifts the limit at once; the race holds at the new limit too', async () => {
    const userId = await createTestUser(server);
    await server.db.query('update subscriptions set analysis_used = 10 where user_id = $1', [userId]);
    expect(await consume(userId)).toBe('refused');
    await upgrade(userId, 'starter');
    expect(await consume(userId)).toBe('passed');
    await server.db.query('update subscriptions set analysis_used = 99 where user_id = $1', [userId]);
    const results = await Promise.all([consume(userId), consume(userId), consume(userId)]);
    expect(results.sort()).toEqual(['passed', 'refused', 'refused']);
    expect(await storedAnalyses(userId)).toBe(2);
  });

  it('an ended period starts again when the next analysis is stored: the count restarts at 1', async () => {
    const userId = await createTestUser(server);
    await server.db.query(
      `update subscriptions set analysis_used = 10, current_period_end = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    expect(await consume(userId)).toBe('passed');
    const [sub] = await server.db.query<{ plan: string; analysis_used: number; ends_later: boolean }>(
      `select plan, analysis_used, current_period_end > now() + interval '29 days' as ends_later from subscriptions where user_id = $1`,
      [userId],
    );
    expect(sub).toEqual({ plan: 'free', analysis_used: 1, ends_later: true });
  });

  it('a cancelled plan ends with its period, even when the counter is first to notice', async () => {
    const userId = await createTestUser(server);
    await upgrade(userId, 'professional');
    await call(server, 'POST', '/api/subscriptions/cancel', userId, {});
    await server.db.query(`update subscriptions set current_period_end = now() - interval '1 second' where user_id = $1`, [userId]);
    expect(await consume(userId)).toBe('passed');
    const [sub] = await server.db.query<{ plan: string; analysis_limit: number; analysis_used: number }>(
      'select plan, analysis_limit, analysis_used from subscriptions where user_id = $1',
      [userId],
    );
    expect(sub).toEqual({ plan: 'free', analysis_limit: 10, analysis_used: 1 });
  });
});
