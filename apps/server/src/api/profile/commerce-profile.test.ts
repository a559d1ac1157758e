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

describe('profile with plans and purchases', () => {
  it('validates the display name: 1–80 characters, trimmed', async () => {
    const userId = await createTestUser(server);
    for (const bad of ['', '   ', 'x'.repeat(81), 42]) {
      const res = await call(server, 'PATCH', '/api/profile', userId, { displayName: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    }
    const ok = await call(server, 'PATCH', '/api/profile', userId, { displayName: '  Ada Lovelace  ' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.displayName).toBe('Ada Lovelace');
    expect((await call(server, 'PATCH', '/api/profile', null, { displayName: 'Nobody' })).status).toBe(401);
  });

  it('shows the new plan and limit after an upgrade, and counts purchased blueprints', async () => {
    const userId = await createTestUser(server);
    const before = await call(server, 'GET', '/api/profile', userId);
    expect(before.body.data.subscription).toMatchObject({ plan: 'free', analysisLimit: 10, analysisUsed: 0, status: 'active' });

    const checkout = await call(server, 'POST', '/api/subscriptions/create-checkout', userId, { planId: 'starter' });
    await call(server, 'POST', `/api/billing/checkout/${(checkout.body.data.url as string).split('/').pop()}/complete`, userId);
    const purchase = await call(server, 'POST', '/api/blueprints/truth-validation-framework/purchase', userId);
    await call(server, 'POST', `/api/billing/checkout/${(purchase.body.data.url as string).split('/').pop()}/complete`, userId);

    const after = await call(server, 'GET', '/api/profile', userId);
    expect(after.body.data.subscription).toMatchObject({ plan: 'starter', analysisLimit: 100, status: 'active' });
    expect(after.body.data.usageStats.blueprintsPurchased).toBe(1);
  });

  it('a period that ended is renewed before the profile shows it', async () => {
    const userId = await createTestUser(server);
    await server.db.query(
      `update subscriptions set analysis_used = 10, current_period_end = now() - interval '1 minute' where user_id = $1`,
      [userId],
    );
    const res = await call(server, 'GET', '/api/profile', userId);
    expect(res.body.data.subscription.analysisUsed).toBe(0);
    expect(new Date(res.body.data.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });
});
