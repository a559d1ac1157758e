// Owner isolation across every route: user B can neither read, change nor infer user A's rows.
// Routes come from the server's own route table, so a new route that is not classified here
// (and, when it touches per-user rows, given a check below) fails this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, startTestServer, type TestServer, type TestUser } from './testing/test-app.ts';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

/** Routes that read or write no per-user rows (or only public ones), by "METHOD /path". */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/catalog',
  'POST /api/verify', // verifications and their proofs are public by design
  'GET /api/subscriptions/plans',
  'GET /api/assessments/stats',
  'POST /api/demo/request',
  'POST /api/pilot/start',
  'POST /api/contact/submit',
  'POST /api/leads/capture',
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/reset-password',
  'POST /api/billing/stripe/webhook', // signed by Stripe; no caller identity
  'GET /engine/health',
  'POST /engine/analyze', // stateless: nothing is stored
  'GET /cost/health',
  'POST /cost/simulate',
  'GET /.well-known/verity-keys.json',
  'GET /dev/mailbox', // outside production only
  'GET /dev/mailbox.json',
  'POST /auth/v1/signup',
  'POST /auth/v1/token',
  'POST /auth/v1/verify',
  'GET /auth/v1/verify',
  'POST /auth/v1/recover',
  'POST /auth/v1/otp',
  'POST /auth/v1/resend',
  'GET /auth/v1/settings',
  'GET /auth/v1/health',
  'GET /auth/v1/.well-known/jwks.json',
  'GET /auth/v1/authorize',
  'POST /auth/v1/sso',
  'GET /auth/v1/callback',
  'POST /auth/v1/invite',
]);
/** Disabled features answering 404 to everyone, and CORS preflight. */
const DISABLED_PREFIXES = ['/auth/v1/passkeys/', '/auth/v1/oauth/', '/auth/v1/admin/'];
/** Admin routes: a member gets 403 (admin tests cover what admins see). */
const ADMIN_PREFIX = '/api/admin/';

/**
 * Per-user routes. `anonymous` is what a caller without a token gets; each route is exercised
 * by at least one check below (the coverage test fails when a route has none).
 */
const PER_USER: Record<string, { anonymous: number | 'allowed'; body?: unknown }> = {
  'GET /api/profile': { anonymous: 401 },
  'PATCH /api/profile': { anonymous: 401, body: { displayName: 'Nobody' } },
  'POST /api/analyses': { anonymous: 401 },
  'GET /api/analyses': { anonymous: 401 },
  'GET /api/analyses/stats': { anonymous: 401 },
  'GET /api/analyses/:id': { anonymous: 401 },
  'PATCH /api/analyses/:id': { anonymous: 401 },
  'GET /api/proofs/:id': { anonymous: 'allowed' },
  'GET /api/subscriptions/current': { anonymous: 401 },
  'POST /api/subscriptions/create-checkout': { anonymous: 401, body: { planId: 'starter' } },
  'POST /api/subscriptions/cancel': { anonymous: 401, body: { cancel: true } },
  'GET /api/billing/checkout/:id': { anonymous: 401 },
  'POST /api/billing/checkout/:id/complete': { anonymous: 401 },
  'POST /api/billing/portal': { anonymous: 401 },
  'GET /api/blueprints': { anonymous: 'allowed' },
  'POST /api/blueprints/:id/purchase': { anonymous: 401 },
  'GET /api/blueprints/:id/download': { anonymous: 401 },
  'POST /api/onboarding/complete': { anonymous: 'allowed' },
  'POST /api/analytics/track': { anonymous: 'allowed' },
  'POST /api/assessments': { anonymous: 'allowed' },
  'POST /api/datasets': { anonymous: 401 },
  'GET /api/datasets': { anonymous: 401 },
  'GET /api/datasets/:id': { anonymous: 401 },
  'DELETE /api/datasets/:id': { anonymous: 401 },
  'POST /api/datasets/:id/verify': { anonymous: 401, body: { claim: 'North revenue was above 5 in 2021' } },
  'PATCH /api/datasets/:id/verifications/:verificationId': { anonymous: 401, body: { shared: true } },
  'GET /auth/v1/user': { anonymous: 401 },
  'PUT /auth/v1/user': { anonymous: 401 },
  'POST /auth/v1/logout': { anonymous: 401 },
  'GET /auth/v1/reauthenticate': { anonymous: 401 },
  'POST /auth/v1/factors': { anonymous: 401 },
  'POST /auth/v1/factors/:id/challenge': { anonymous: 401 },
  'POST /auth/v1/factors/:id/verify': { anonymous: 401 },
  'DELETE /auth/v1/factors/:id': { anonymous: 401 },
  'GET /auth/v1/user/identities/authorize': { anonymous: 401 },
  'DELETE /auth/v1/user/identities/:id': { anonymous: 401 },
};

/** Routes a check below exercised, recorded by `as()`; compared with PER_USER at the end. */
const exercised = new Set<string>();

type Who = TestUser | null;
type Answer = { status: number; body: any };

async function as(who: Who, route: string, concrete?: string, body?: unknown): Promise<Answer> {
  const [method, pattern] = route.split(' ') as [string, string];
  exercised.add(route);
  const res = await fetch(server.url + (concrete ?? pattern), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? who.auth : {}),
      accept: 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: json };
}

const rowCount = async (sql: string, params: unknown[]) =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]!.n;

function spendRevenue(n: number) {
  const data: { marketing_spend: number[]; revenue: number[] } = { marketing_spend: [], revenue: [] };
  let seed = 11;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < n; i++) {
    const s = 10 + 90 * next();
    data.marketing_spend.push(Math.round(s * 100) / 100);
    data.revenue.push(Math.round((3 * s + 40 * (next() - 0.5)) * 100) / 100);
  }
  return data;
}
const analysisRequest = {
  hypothesis: 'Higher marketing spend increases revenue',
  data: spendRevenue(60),
  analysisType: 'causal',
};
const checkoutId = (url: string) => url.split('/').pop()!;

// Alice's rows, made once.
let aliceAnalysis: { id: string; proofId: string };
let aliceCheckout: string;
let aliceFactor: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  alice = await signUpTestUser(server.url);
  bob = await signUpTestUser(server.url);
  const ran = await as(alice, 'POST /api/analyses', undefined, analysisRequest);
  expect(ran.status, JSON.stringify(ran.body)).toBe(201);
  aliceAnalysis = { id: ran.body.data.insightId, proofId: ran.body.data.proofId };
  const checkout = await as(alice, 'POST /api/subscriptions/create-checkout', undefined, { planId: 'professional' });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  aliceCheckout = checkoutId(checkout.body.data.url);
  const factor = await as(alice, 'POST /auth/v1/factors', undefined, { factor_type: 'totp', friendly_name: 'phone' });
  expect(factor.status, JSON.stringify(factor.body)).toBe(200);
  aliceFactor = factor.body.id;
  expect(await as(alice, 'PATCH /api/profile', undefined, { displayName: 'Alice Original' })).toMatchObject({ status: 200 });
});
afterAll(async () => {
  await server?.close();
});

const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route table coverage', () => {
  it('every route is classified as public, admin, disabled or per-user', () => {
    const unclassified = server.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map(routeKey)
      .filter((key) => {
        const path = key.split(' ')[1]!;
        return (
          !PUBLIC.has(key) &&
          !(key in PER_USER) &&
          !path.startsWith(ADMIN_PREFIX) &&
          !DISABLED_PREFIXES.some((p) => path.startsWith(p))
        );
      });
    expect(unclassified, 'classify these routes in isolation.test.ts and add an isolation check').toEqual([]);
  });

  it('lists only routes that exist', () => {
    const registered = new Set(server.app.routeTable.map(routeKey));
    expect([...PUBLIC, ...Object.keys(PER_USER)].filter((k) => !registered.has(k))).toEqual([]);
  });

  it.each(Object.entries(PER_USER).filter(([, v]) => v.anonymous === 401))('%s needs a signed-in user', async (route, { body }) => {
    const concrete = route.split(' ')[1]!.replace(':id', aliceFactor);
    const res = await fetch(server.url + concrete, {
      method: route.split(' ')[0],
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    expect(res.status).toBe(401);
  });

  it('every route that needs a user declares it, so the guard answers before parsing', () => {
    const declared = new Map(
      server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS').map((r) => [routeKey(r), r.access]),
    );
    const wrong = [...declared].filter(([key, access]) => {
      const path = key.split(' ')[1]!;
      if (path.startsWith(ADMIN_PREFIX)) return access !== 'admin';
      const needsUser = PER_USER[key]?.anonymous === 401;
      return needsUser ? access !== 'user' : access !== null;
    });
    expect(wrong, "give these routes `config: { access: 'user' | 'admin' }` (or fix their classification)").toEqual([]);
  });

  // A caller without a user learns nothing from validation: 401 comes before a bad id, query or body.
  const guarded = () =>
    server.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => r.url.startsWith(ADMIN_PREFIX) || PER_USER[routeKey(r)]?.anonymous === 401);
  const BAD_BODIES = ['{"unterminated', JSON.stringify({ planId: 7, displayName: '', claim: [], shared: 'yes', cancel: 'no' })];

  it('user-only and admin routes answer an anonymous caller 401 before validating a bad body, query or id', async () => {
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const r of routes) {
      const path = r.url.replace(/:[A-Za-z]+/g, 'not-an-id') + '?limit=-1&offset=x&pageSize=0&after=%&name=&kind=nope';
      const bodies = r.method === 'GET' ? [undefined] : BAD_BODIES;
      for (const body of bodies) {
        const res = await fetch(server.url + path, {
          method: r.method,
          ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
        });
        const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
        const shaped = r.url.startsWith('/auth/v1/') ? json?.code === 401 : json?.error === 'unauthorized';
        if (res.status !== 401 || !shaped) answers.push(`${r.method} ${r.url} ${body ?? ''} → ${res.status} ${JSON.stringify(json)}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('admin routes answer 403 to a member', async () => {
    const admin = server.app.routeTable.filter((r) => r.url.startsWith(ADMIN_PREFIX) && r.method !== 'HEAD');
    expect(admin.length).toBeGreaterThan(0);
    for (const r of admin) {
      const url = r.url.replace(':id', alice.id);
      const res = await fetch(server.url + url, { method: r.method, headers: { ...bob.auth, 'content-type': 'application/json' }, body: r.method === 'GET' ? undefined : '{}' });
      expect(res.status, `${r.method} ${url}`).toBe(403);
      expect(await res.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    }
  });
});

describe('analyses and proofs', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';

  it("B's lists and stats never include A's analyses", async () => {
    expect((await as(bob, 'POST /api/analyses', undefined, analysisRequest)).status).toBe(201);
    const list = await as(bob, 'GET /api/analyses');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.analyses.map((a: { insightId: string }) => a.insightId)).not.toContain(aliceAnalysis.id);
    const stats = await as(bob, 'GET /api/analyses/stats');
    expect(stats.body.data.totalAnalyses).toBe(1);
    expect((await as(alice, 'GET /api/analyses/stats')).body.data.totalAnalyses).toBe(1);
    // Bob's run counted against Bob only.
    const [aliceUse] = await server.db.query<{ used: number }>('select analysis_used as used from subscriptions where user_id = $1', [alice.id]);
    expect(aliceUse!.used).toBe(1);
  });

  it("A's analysis is 404 to B, exactly as a missing id is", async () => {
    const theirs = await as(bob, 'GET /api/analyses/:id', `/api/analyses/${aliceAnalysis.id}`);
    const missing = await as(bob, 'GET /api/analyses/:id', `/api/analyses/${unknownId}`);
    expect(theirs).toEqual(missing);
    expect(theirs.status).toBe(404);
    expect((await as(alice, 'GET /api/analyses/:id', `/api/analyses/${aliceAnalysis.id}`)).status).toBe(200);
  });

  it("B cannot share A's analysis (404) and A's proof stays private", async () => {
    const share = await as(bob, 'PATCH /api/analyses/:id', `/api/analyses/${aliceAnalysis.id}`, { shared: true });
    expect(share.status).toBe(404);
    expect(share.body).toEqual({ error: 'not_found', message: expect.any(String) });
    expect(await rowCount('proofs where id = $1 and is_public', [aliceAnalysis.proofId])).toBe(0);
  });

  it("A's private proof is 404 to B and to anyone, as a missing one is; the owner reads it", async () => {
    const url = `/api/proofs/${aliceAnalysis.proofId}`;
    const byBob = await as(bob, 'GET /api/proofs/:id', url);
    const byNobody = await as(null, 'GET /api/proofs/:id', url);
    const missing = await as(bob, 'GET /api/proofs/:id', `/api/proofs/${unknownId}`);
    expect(byBob).toEqual(missing);
    expect(byNobody).toEqual(missing);
    expect(byBob.status).toBe(404);
    expect((await as(alice, 'GET /api/proofs/:id', url)).status).toBe(200);
  });
});

describe('profile and account', () => {
  it("B's profile and user are B's, and B's changes leave A's untouched", async () => {
    const profile = await as(bob, 'GET /api/profile');
    expect(profile.body.data).toMatchObject({ uid: bob.id, email: bob.email });
    expect(JSON.stringify(profile.body)).not.toContain(alice.email);
    expect((await as(bob, 'PATCH /api/profile', undefined, { displayName: 'Bob' })).body.data.displayName).toBe('Bob');
    const user = await as(bob, 'GET /auth/v1/user');
    expect(user.body).toMatchObject({ id: bob.id, email: bob.email });
    expect((await as(bob, 'PUT /auth/v1/user', undefined, { data: { display_name: 'Bob' } })).status).toBe(200);
    const aliceProfile = await as(alice, 'GET /api/profile');
    expect(aliceProfile.body.data.displayName).toBe('Alice Original');
    const aliceUser = await as(alice, 'GET /auth/v1/user');
    expect(aliceUser.body.user_metadata?.display_name).not.toBe('Bob');
  });

  it("B's reauthentication mails B, never A", async () => {
    const before = await rowCount('mail_outbox where lower(to_email) = lower($1)', [alice.email]);
    expect((await as(bob, 'GET /auth/v1/reauthenticate')).status).toBe(200);
    expect(await rowCount('mail_outbox where lower(to_email) = lower($1)', [bob.email])).toBeGreaterThan(0);
    expect(await rowCount('mail_outbox where lower(to_email) = lower($1)', [alice.email])).toBe(before);
  });

  it("A's MFA factor is 404 to B for challenge, verify and delete, and survives", async () => {
    const id = aliceFactor;
    const challenge = await as(bob, 'POST /auth/v1/factors/:id/challenge', `/auth/v1/factors/${id}/challenge`, {});
    const verify = await as(bob, 'POST /auth/v1/factors/:id/verify', `/auth/v1/factors/${id}/verify`, { challenge_id: id, code: '123456' });
    const remove = await as(bob, 'DELETE /auth/v1/factors/:id', `/auth/v1/factors/${id}`);
    expect([challenge.status, verify.status, remove.status]).toEqual([404, 404, 404]);
    expect(await rowCount('auth.mfa_factors where id = $1 and user_id = $2', [id, alice.id])).toBe(1);
  });

  it('identity linking is disabled for everyone, so no identity id can be probed', async () => {
    expect((await as(bob, 'GET /auth/v1/user/identities/authorize')).status).toBe(404);
    expect((await as(bob, 'DELETE /auth/v1/user/identities/:id', `/auth/v1/user/identities/${alice.id}`)).status).toBe(404);
  });

  it("B signing out everywhere ends B's sessions only", async () => {
    const other = await signUpTestUser(server.url);
    const res = await as(other, 'POST /auth/v1/logout');
    expect(res.status).toBe(204);
    expect((await as(alice, 'GET /api/profile')).status).toBe(200);
    expect((await as(other, 'GET /api/profile')).status).toBe(401);
  });
});

describe('subscriptions, checkout and blueprints', () => {
  it("A's checkout session is 404 to B, to view or to complete, and stays open", async () => {
    const view = await as(bob, 'GET /api/billing/checkout/:id', `/api/billing/checkout/${aliceCheckout}`);
    const complete = await as(bob, 'POST /api/billing/checkout/:id/complete', `/api/billing/checkout/${aliceCheckout}/complete`);
    const missing = await as(bob, 'GET /api/billing/checkout/:id', '/api/billing/checkout/00000000-0000-4000-8000-000000000000');
    expect(view).toEqual(missing);
    expect(complete.status).toBe(404);
    const mine = await as(alice, 'GET /api/billing/checkout/:id', `/api/billing/checkout/${aliceCheckout}`);
    expect(mine.body.data.status).toBe('open');
  });

  it("B's checkouts, plan and cancellation are B's only", async () => {
    const done = await as(alice, 'POST /api/billing/checkout/:id/complete', `/api/billing/checkout/${aliceCheckout}/complete`);
    expect(done.status).toBe(200);
    const bobCheckout = await as(bob, 'POST /api/subscriptions/create-checkout', undefined, { planId: 'starter' });
    expect(bobCheckout.status).toBe(200);
    expect((await as(bob, 'GET /api/subscriptions/current')).body.data.plan).toBe('free');
    const cancel = await as(bob, 'POST /api/subscriptions/cancel', undefined, { cancel: true });
    // Bob's own (free) plan answers, not Alice's paid one.
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toContain('free plan');
    expect((await as(alice, 'GET /api/subscriptions/current')).body.data.plan).toBe('professional');
    const [row] = await server.db.query<{ cancel: boolean | null }>(
      'select cancel_at_period_end as cancel from billing_accounts where user_id = $1',
      [alice.id],
    );
    expect(row?.cancel ?? false).toBe(false);
    // The billing portal needs Stripe: the same 404 for everyone here.
    expect((await as(bob, 'POST /api/billing/portal')).status).toBe(404);
  });

  it("A's blueprint purchase shows as purchased to A only; B still cannot download it", async () => {
    const bought = await as(alice, 'POST /api/blueprints/:id/purchase', '/api/blueprints/truth-validation-framework/purchase');
    expect(bought.status).toBe(200);
    const id = checkoutId(bought.body.data.url);
    expect((await as(alice, 'POST /api/billing/checkout/:id/complete', `/api/billing/checkout/${id}/complete`)).status).toBe(200);
    const aliceList = await as(alice, 'GET /api/blueprints');
    const bobList = await as(bob, 'GET /api/blueprints');
    const flag = (list: Answer) =>
      list.body.data.blueprints.find((b: { id: string }) => b.id === 'truth-validation-framework').purchased;
    expect([flag(aliceList), flag(bobList)]).toEqual([true, false]);
    const bobDownload = await as(bob, 'GET /api/blueprints/:id/download', '/api/blueprints/truth-validation-framework/download');
    const neverBought = await as(bob, 'GET /api/blueprints/:id/download', '/api/blueprints/real-time-analytics-pipeline/download');
    expect(bobDownload.status).toBe(neverBought.status);
    expect(bobDownload.status).toBe(403);
    expect((await as(alice, 'GET /api/blueprints/:id/download', '/api/blueprints/truth-validation-framework/download')).status).toBe(200);
  });
});

describe('your own datasets', () => {
  const missingId = '00000000-0000-4000-8000-000000000000';

  it("A's dataset is 404 to B to read, verify, share or delete, exactly as a missing one is, and stays A's", async () => {
    const query = new URLSearchParams({ name: 'Store sales', entityColumn: 'store', timeColumn: 'year' });
    exercised.add('POST /api/datasets');
    const uploaded = await fetch(`${server.url}/api/datasets?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...alice.auth },
      body: 'store,year,revenue\nNorth,2020,100\nNorth,2021,150\nSouth,2020,90\nSouth,2021,80\n',
    });
    expect(uploaded.status).toBe(201);
    const id: string = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const claim = { claim: 'North revenue was above 120 in 2021' };
    const verified = await as(alice, 'POST /api/datasets/:id/verify', `/api/datasets/${id}/verify`, claim);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const verification = verified.body.data as { id: string; proofId: string };

    const read = await as(bob, 'GET /api/datasets/:id', `/api/datasets/${id}`);
    expect(read).toEqual(await as(bob, 'GET /api/datasets/:id', `/api/datasets/${missingId}`));
    expect(read.status).toBe(404);
    const verify = await as(bob, 'POST /api/datasets/:id/verify', `/api/datasets/${id}/verify`, claim);
    expect(verify).toEqual(await as(bob, 'POST /api/datasets/:id/verify', `/api/datasets/${missingId}/verify`, claim));
    expect(verify.status).toBe(404);
    const share = await as(
      bob,
      'PATCH /api/datasets/:id/verifications/:verificationId',
      `/api/datasets/${id}/verifications/${verification.id}`,
      { shared: true },
    );
    expect(share.status).toBe(404);
    expect(await rowCount('proofs where id = $1 and is_public', [verification.proofId])).toBe(0);
    expect((await as(bob, 'DELETE /api/datasets/:id', `/api/datasets/${id}`)).status).toBe(404);
    expect(await rowCount('user_datasets where id = $1 and owner_id = $2', [id, alice.id])).toBe(1);

    const bobList = await as(bob, 'GET /api/datasets');
    expect(bobList.status).toBe(200);
    expect(JSON.stringify(bobList.body)).not.toContain(id);
    expect(JSON.stringify((await as(alice, 'GET /api/datasets')).body)).toContain(id);
    // B's verifications are B's only: A's verification row stays on A's dataset.
    expect(await rowCount('verifications where dataset_id = $1 and user_id = $2', [id, bob.id])).toBe(0);
  });
});

describe('writes with an optional user', () => {
  it('onboarding, analytics and assessments are stored under the caller, never another user', async () => {
    expect((await as(bob, 'POST /api/onboarding/complete', undefined, { useCase: 'research', steps: [] })).status).toBe(201);
    expect((await as(bob, 'POST /api/analytics/track', undefined, { event: 'isolation_probe', data: {} })).status).toBe(201);
    // An invalid assessment is refused before anything is stored; valid ones are covered by their own tests.
    expect((await as(bob, 'POST /api/assessments', undefined, {})).status).toBe(400);
    expect(await rowCount("analytics_events where event = 'isolation_probe' and user_id = $1", [alice.id])).toBe(0);
    expect(await rowCount("analytics_events where event = 'isolation_probe' and user_id = $1", [bob.id])).toBe(1);
    expect(await rowCount('onboarding_completions where user_id = $1', [alice.id])).toBe(0);
  });
});

describe('coverage of the per-user checks', () => {
  it('every per-user route was exercised by a check above', () => {
    expect(Object.keys(PER_USER).filter((k) => !exercised.has(k))).toEqual([]);
  });
});
