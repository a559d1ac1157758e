// /api/auth/* aliases and /api/profile, in the /api envelope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';
import { rawJson, uniqueEmail } from '../../auth/test-helpers.ts';

let server: TestServer;
const ADMIN = 'boss@example.test';
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000', ADMIN_EMAILS: ADMIN });
});
afterAll(async () => {
  await server?.close();
});

describe('/api/auth aliases', () => {
  it('signup → {data: session}, with the display name sent as displayName', async () => {
    const email = uniqueEmail('alias');
    const res = await postJson(`${server.url}/api/auth/signup`, { email, password: 'long-enough-1', displayName: 'Ada L.' });
    expect(res.status).toBe(200);
    expect(res.body.data.access_token).toBeTruthy();
    expect(res.body.data.user.email).toBe(email);
    const profile = await rawJson(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${res.body.data.access_token}` } });
    expect(profile.body.data.displayName).toBe('Ada L.');
  });

  it('login → {data: session}; bad credentials and weak passwords in the /api error envelope', async () => {
    const email = uniqueEmail('alias');
    await postJson(`${server.url}/api/auth/signup`, { email, password: 'long-enough-1' });
    const ok = await postJson(`${server.url}/api/auth/login`, { email, password: 'long-enough-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.refresh_token).toBeTruthy();
    const bad = await postJson(`${server.url}/api/auth/login`, { email, password: 'wrong-password' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'invalid_request', message: 'Invalid login credentials' });
    const weak = await postJson(`${server.url}/api/auth/signup`, { email: uniqueEmail(), password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.error).toBe('invalid_request');
    const missing = await postJson(`${server.url}/api/auth/login`, { email });
    expect(missing.status).toBe(400);
  });

  it('reset-password answers the same for known and unknown addresses and mails the known one', async () => {
    const email = uniqueEmail('alias');
    await postJson(`${server.url}/api/auth/signup`, { email, password: 'long-enough-1' });
    const known = await postJson(`${server.url}/api/auth/reset-password`, { email });
    const unknown = await postJson(`${server.url}/api/auth/reset-password`, { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mailbox = await rawJson(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(mailbox.body.data[0].kind).toBe('recovery');
    const proxied = await fetch(`${server.url}/dev/mailbox.json`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(404);
    const html = await fetch(`${server.url}/dev/mailbox`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('/auth/v1/verify?token=');
  });
});

describe('/api/profile', () => {
  it('returns the spec User with subscription and usage stats; PATCH saves the display name', async () => {
    const email = uniqueEmail('grace');
    const { body } = await postJson(`${server.url}/api/auth/signup`, { email, password: 'long-enough-1' });
    const headers = { authorization: `Bearer ${body.data.access_token}` };
    const res = await rawJson(`${server.url}/api/profile`, { headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      uid: body.data.user.id,
      email,
      displayName: email.split('@')[0],
      photoURL: null,
      emailVerified: true,
      subscription: { plan: 'free', status: 'active', analysisLimit: 10, analysisUsed: 0, features: ['basic_analysis', 'truth_scoring', 'proof_chains'] },
      usageStats: { totalAnalyses: 0, monthlyAnalyses: 0, avgTruthScore: 0, totalCost: 0, blueprintsPurchased: 0 },
    });
    for (const k of ['createdAt', 'lastLoginAt']) expect(Date.parse(res.body.data[k])).not.toBeNaN();
    const patch = (displayName: unknown) =>
      rawJson(`${server.url}/api/profile`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ displayName }),
      });
    const saved = await patch('  Grace H.  ');
    expect(saved.status).toBe(200);
    expect(saved.body.data.displayName).toBe('Grace H.');
    expect((await patch('')).status).toBe(400);
    expect((await patch('x'.repeat(81))).status).toBe(400);
    expect((await rawJson(`${server.url}/api/profile`, { method: 'PATCH', body: '{}' })).status).toBeGreaterThanOrEqual(400);
  });

  it('ADMIN_EMAILS grants the admin role at sign-up, recorded in the audit log', async () => {
    const res = await postJson(`${server.url}/api/auth/signup`, { email: ADMIN, password: 'long-enough-1' });
    expect(res.body.data.user.app_metadata.role).toBe('admin');
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where action = 'admin_role_granted' and user_id = $1`,
      [res.body.data.user.id],
    );
    expect(row!.n).toBe(1);
  });
});
