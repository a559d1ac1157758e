import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-app.ts';
import { consumeAnalysis } from '../analyses/quota.ts';
import { call, createTestUser, startCommerceTestServer } from '../billing/commerce-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startCommerceTestServer();
});
afterAll(async () => {
  await server?.close();
});

const consume = (userId: string) =>
  server.db.transaction((tx) => consumeAnalysis(tx, userId)).then(
    () => 'passed' as const,
    (err: { code?: string }) => (err.code === 'quota_exceeded' ? ('refused' as const) : Promise.reject(err)),
  );

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
