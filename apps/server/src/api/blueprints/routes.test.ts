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

async function buy(userId: string, blueprintId: string) {
  const res = await call(server, 'POST', `/api/blueprints/${blueprintId}/purchase`, userId);
  expect(res.status).toBe(200);
  const id = (res.body.data.url as string).split('/').pop()!;
  const view = await call(server, 'GET', `/api/billing/checkout/${id}`, userId);
  expect(view.body.data).toMatchObject({ kind: 'blueprint', interval: null, status: 'open' });
  const done = await call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId);
  expect(done.status).toBe(200);
  return view.body.data;
}

describe('blueprints', () => {
  it('lists the three seeded blueprints with prices in integer cents', async () => {
    const res = await call(server, 'GET', '/api/blueprints', null);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.blueprints.map((b: any) => [b.name, b.category, b.priceCents, b.purchased])).toEqual([
      ['Real-Time Analytics Pipeline', 'Data Engineering', 249900, false],
      ['Truth Validation Framework', 'AI/ML', 399900, false],
      ['Multi-Tenant SaaS Architecture', 'Infrastructure', 599900, false],
    ]);
    for (const b of res.body.data.blueprints) {
      expect(b.description.length).toBeGreaterThan(40);
      expect(b.tags.length).toBeGreaterThan(0);
      expect(b.downloadUrl).toBeNull();
    }
  });

  it('two open checkouts for one blueprint: exactly one purchase and one payment, the other refused', async () => {
    const userId = await createTestUser(server);
    const open = async () =>
      ((await call(server, 'POST', '/api/blueprints/real-time-analytics-pipeline/purchase', userId)).body.data.url as string)
        .split('/')
        .pop()!;
    // Both started before either is paid (two tabs), then confirmed at the same moment.
    const [a, b] = [await open(), await open()];
    const results = await Promise.all([a, b].map((id) => call(server, 'POST', `/api/billing/checkout/${id}/complete`, userId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body).toMatchObject({
      error: 'invalid_request',
      message: expect.stringContaining('already own this blueprint'),
    });
    const purchases = await server.db.query('select 1 from purchases where user_id = $1', [userId]);
    expect(purchases).toHaveLength(1);
    const payments = await server.db.query<{ amount_cents: number }>('select amount_cents from payments where user_id = $1', [userId]);
    expect(payments).toEqual([{ amount_cents: 249900 }]);
    // The refused session stays unpaid, and a third checkout cannot even start.
    const sessions = await server.db.query<{ status: string }>(
      'select status from checkout_sessions where user_id = $1 order by status',
      [userId],
    );
    expect(sessions.map((s) => s.status)).toEqual(['completed', 'open']);
    // Its page says so instead of offering to pay.
    const refused = [a, b].find((_, i) => results[i]!.status === 400)!;
    const view = await call(server, 'GET', `/api/billing/checkout/${refused}`, userId);
    expect(view.body.data).toMatchObject({ status: 'open', alreadyOwned: true });
    const winner = [a, b].find((_, i) => results[i]!.status === 200)!;
    expect((await call(server, 'GET', `/api/billing/checkout/${winner}`, userId)).body.data).toMatchObject({
      status: 'completed',
      alreadyOwned: false,
    });
    const again = await call(server, 'POST', '/api/blueprints/real-time-analytics-pipeline/purchase', userId);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already own/);
  });

  it('download: 401 signed out, 403 before purchase, 404 for an unknown blueprint', async () => {
    const userId = await createTestUser(server);
    expect((await call(server, 'GET', '/api/blueprints/truth-validation-framework/download', null)).status).toBe(401);
    const before = await call(server, 'GET', '/api/blueprints/truth-validation-framework/download', userId);
    expect(before.status).toBe(403);
    expect(before.body.error).toBe('forbidden');
    expect((await call(server, 'GET', '/api/blueprints/no-such-thing/download', userId)).status).toBe(404);
    expect((await call(server, 'POST', '/api/blueprints/no-such-thing/purchase', userId)).status).toBe(404);
  });

  it('a buyer downloads the document; another user still cannot', async () => {
    const buyer = await createTestUser(server);
    const other = await createTestUser(server);
    const view = await buy(buyer, 'multi-tenant-saas-architecture');
    expect(view.amountCents).toBe(599900);
    expect(view.returnPath).toBe('/blueprints?checkout=success');

    const list = await call(server, 'GET', '/api/blueprints', buyer);
    const bought = list.body.data.blueprints.find((b: any) => b.id === 'multi-tenant-saas-architecture');
    expect(bought).toMatchObject({ purchased: true, downloadUrl: '/api/blueprints/multi-tenant-saas-architecture/download' });
    const othersView = await call(server, 'GET', '/api/blueprints', other);
    expect(othersView.body.data.blueprints.every((b: any) => !b.purchased)).toBe(true);

    const doc = await call(server, 'GET', '/api/blueprints/multi-tenant-saas-architecture/download', buyer);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toContain('text/markdown');
    expect(doc.headers.get('content-disposition')).toContain('multi-tenant-saas-architecture.md');
    expect(doc.body).toContain('# Multi-Tenant SaaS Architecture');
    expect(doc.body).toContain('```mermaid');

    // The web app's JSON client gets the same document inside the envelope.
    const asJson = await call(server, 'GET', '/api/blueprints/multi-tenant-saas-architecture/download', buyer, undefined, {
      accept: 'application/json',
    });
    expect(asJson.body.data.fileName).toBe('multi-tenant-saas-architecture.md');
    expect(asJson.body.data.markdown).toBe(doc.body);
    expect((await call(server, 'GET', '/api/blueprints/multi-tenant-saas-architecture/download', other)).status).toBe(403);
    // Buying twice is refused before any payment.
    expect((await call(server, 'POST', '/api/blueprints/multi-tenant-saas-architecture/purchase', buyer)).status).toBe(400);
    const purchases = await server.db.query('select amount_cents from purchases where user_id = $1', [buyer]);
    expect(purchases).toEqual([{ amount_cents: 599900 }]);
    // A blueprint purchase leaves the plan alone.
    const [sub] = await server.db.query<{ plan: string }>('select plan from subscriptions where user_id = $1', [buyer]);
    expect(sub!.plan).toBe('free');
  });

  it('every document is a real architecture document', async () => {
    const buyer = await createTestUser(server);
    for (const id of ['real-time-analytics-pipeline', 'truth-validation-framework', 'multi-tenant-saas-architecture']) {
      await buy(buyer, id);
      const doc = await call(server, 'GET', `/api/blueprints/${id}/download`, buyer);
      for (const section of ['Components', '```mermaid', 'Scaling', 'Security checklist', 'Cost model']) {
        expect(doc.body, `${id} has ${section}`).toContain(section);
      }
    }
  });
});
