import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUBSCRIPTION, SUBSCRIPTION_FEATURES } from '@verity/contracts/plans';
import { csvCell } from './csv.ts';
import { getJson, postJson, signUpTestUser, startTestServer, type TestServer, type TestUser } from '../../testing/test-app.ts';

let server: TestServer;
let admin: TestUser;
let member: TestUser;

const ROUTES = ['/api/admin/overview', '/api/admin/users', '/api/admin/system', '/api/admin/revenue', '/api/admin/leads', '/api/admin/leads.csv'];

async function patch(url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(url, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000', ADMIN_EMAILS: 'boss@example.test' });
  admin = await signUpTestUser(server.url, 'boss@example.test');
  member = await signUpTestUser(server.url);
});
afterAll(async () => {
  await server?.close();
});

describe('admin access', () => {
  it.each(ROUTES)('%s: 401 signed out, 403 for a member, 200 for an admin', async (route) => {
    expect((await getJson(server.url + route)).status).toBe(401);
    const forbidden = await getJson(server.url + route, member.auth);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'forbidden', message: 'Admins only.' });
    expect((await getJson(server.url + route, admin.auth)).status).toBe(200);
  });
});

async function pay(user: TestUser, path: string, body: unknown) {
  const checkout = await postJson(`${server.url}${path}`, body, user.auth);
  expect(checkout.status).toBe(200);
  const id = (checkout.body.data.url as string).split('/').pop()!;
  expect((await postJson(`${server.url}/api/billing/checkout/${id}/complete`, {}, user.auth)).status).toBe(200);
}

describe('overview', () => {
  it('shows zeros and the empty flag before anything happened, never sample figures', async () => {
    const res = await getJson(`${server.url}/api/admin/overview`, admin.auth);
    expect(res.body.data.empty).toBe(true);
    expect(res.body.data.users.value).toBe(2);
    for (const key of ['analyses', 'revenueCents', 'avgTruthScore'] as const) {
      expect(res.body.data[key].value).toBe(0);
      expect(res.body.data[key].sparkline).toEqual(Array(30).fill(0));
    }
    expect(res.body.data.analyses.growth).toBe(0);
  });

  it('equals counts taken from the database after sign-ups, analyses and payments', async () => {
    const buyers = [await signUpTestUser(server.url), await signUpTestUser(server.url)];
    const data = { x: [1, 2, 3, 4, 5, 6, 7, 8], y: [2, 4, 5, 8, 9, 12, 13, 16] };
    for (const user of [member, ...buyers]) {
      const run = await postJson(`${server.url}/api/analyses`, { hypothesis: 'x increases y', data, analysisType: 'descriptive' }, user.auth);
      expect(run.status).toBe(201);
    }
    await pay(buyers[0]!, '/api/subscriptions/create-checkout', { planId: 'professional' });
    await pay(buyers[1]!, '/api/blueprints/truth-validation-framework/purchase', {});

    const res = await getJson(`${server.url}/api/admin/overview`, admin.auth);
    const [db] = await server.db.query<{ users: number; analyses: number; avg: number | null; cents: string; today_users: number }>(
      `select (select count(*)::int from auth.users) as users, (select count(*)::int from analyses) as analyses,
              (select avg(truth_score) from analyses) as avg, (select coalesce(sum(amount_cents), 0) from payments) as cents,
              (select count(*)::int from auth.users where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today_users`,
    );
    expect(db!.analyses).toBe(3);
    expect(Number(db!.cents)).toBe(29900 + 399900);
    expect(res.body.data.users.value).toBe(db!.users);
    expect(res.body.data.analyses.value).toBe(db!.analyses);
    expect(res.body.data.avgTruthScore.value).toBeCloseTo(Number(db!.avg) * 100, 8);
    expect(res.body.data.revenueCents.value).toBe(Number(db!.cents));
    expect(res.body.data.empty).toBe(false);
    expect(res.body.data.users.sparkline).toHaveLength(30);
    expect(res.body.data.users.sparkline.at(-1)).toBe(db!.today_users);
    expect(res.body.data.analyses.sparkline.at(-1)).toBe(3);
    // Everything happened in the current window and nothing in the previous one.
    expect(res.body.data.users.growth).toBeNull();

    const revenue = await getJson(`${server.url}/api/admin/revenue`, admin.auth);
    expect(revenue.body.data.blueprintSales).toEqual({ count: 1, totalCents: 399900 });
    expect(revenue.body.data.mrrByPlan.find((p: { planId: string }) => p.planId === 'professional').subscribers).toBe(1);
    expect(revenue.body.data.recentPayments.map((p: { amountCents: number }) => p.amountCents).sort()).toEqual([29900, 399900].sort());
  });
});

describe('users', () => {
  it('searches by email and pages', async () => {
    const res = await getJson(`${server.url}/api/admin/users?q=boss`, admin.auth);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.users[0]).toMatchObject({ email: 'boss@example.test', role: 'admin', plan: 'free', analysisLimit: 10 });
    expect((await getJson(`${server.url}/api/admin/users?pageSize=500`, admin.auth)).status).toBe(400);
  });

  it('pages forwards and back by cursor, newest first, without gaps or repeats', async () => {
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users');
    const all = await getJson(`${server.url}/api/admin/users?pageSize=100`, admin.auth);
    const expected = all.body.data.users.map((u: { id: string }) => u.id);
    expect(expected).toHaveLength(row!.n);
    expect(all.body.data.total).toBe(row!.n);
    expect(all.body.data.nextCursor).toBeNull();

    const forward: string[][] = [];
    let next: string | null = null;
    let lastAfter: string | null = null;
    do {
      lastAfter = next;
      const page = await getJson(`${server.url}/api/admin/users?pageSize=2${next ? `&after=${next}` : ''}`, admin.auth);
      expect(page.status).toBe(200);
      expect(page.body.data.prevCursor === null).toBe(next === null);
      forward.push(page.body.data.users.map((u: { id: string }) => u.id));
      next = page.body.data.nextCursor;
    } while (next);
    expect(forward.flat()).toEqual(expected);

    // Back from the last page to the first, through `before`.
    expect(forward.length).toBeGreaterThan(1);
    let last = await getJson(`${server.url}/api/admin/users?pageSize=2&after=${lastAfter}`, admin.auth);
    const backward: string[][] = [last.body.data.users.map((u: { id: string }) => u.id)];
    let prev: string | null = last.body.data.prevCursor;
    while (prev) {
      last = await getJson(`${server.url}/api/admin/users?pageSize=2&before=${prev}`, admin.auth);
      backward.unshift(last.body.data.users.map((u: { id: string }) => u.id));
      prev = last.body.data.prevCursor;
    }
    expect(backward).toEqual(forward);

    const bad = await getJson(`${server.url}/api/admin/users?after=not-a-cursor`, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_request');
    expect(bad.body.message).toContain('after');
  });

  it('changes a role and a plan, with audit rows, and refuses self-demotion', async () => {
    const promoted = await patch(`${server.url}/api/admin/users/${member.id}`, { role: 'admin', plan: 'starter' }, admin.auth);
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'admin', plan: 'starter', analysisLimit: 100 });
    const audit = await server.db.query<{ action: string }>(
      `select action from auth.audit_log_entries where user_id = $1 and action in ('admin_role_granted', 'user_modified')`,
      [member.id],
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['admin_role_granted', 'user_modified']);
    const self = await patch(`${server.url}/api/admin/users/${admin.id}`, { role: 'user' }, admin.auth);
    expect(self.status).toBe(400);
    expect(self.body.message).toContain('your own admin role');
    await patch(`${server.url}/api/admin/users/${member.id}`, { role: 'user' }, admin.auth);
  });
});

describe('leads', () => {
  it('lists newest first, changes status, and exports a safe CSV', async () => {
    await postJson(`${server.url}/api/contact/submit`, {
      name: '=HYPERLINK("x") Smith',
      email: 'csv@example.test',
      company: 'Comma, "Quoted" Inc',
      message: 'line one\nline two',
    });
    const list = await getJson(`${server.url}/api/admin/leads?kind=contact`, admin.auth);
    const lead = list.body.data.leads[0];
    expect(lead.email).toBe('csv@example.test');
    const changed = await patch(`${server.url}/api/admin/leads/${lead.id}`, { status: 'contacted' }, admin.auth);
    expect(changed.body.data.status).toBe('contacted');
    const csv = await fetch(`${server.url}/api/admin/leads.csv?status=contacted`, { headers: admin.auth });
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(text).toContain(`"'=HYPERLINK(""x"") Smith"`);
    expect(text).toContain('"Comma, ""Quoted"" Inc"');
    expect(text).toContain('"line one\nline two"');
    const [header, first] = text.split('\r\n');
    expect(header).toBe('id,kind,status,name,email,company,created_at,message');
    expect(first).toMatch(new RegExp(`^${lead.id},contact,contacted,.*,csv@example.test,.*,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,`));
  });

  it('escapes formula prefixes', () => {
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('plain')).toBe('plain');
  });
});

describe('system and revenue', () => {
  it('reports the three services, the database and the server', async () => {
    const res = await getJson(`${server.url}/api/admin/system`, admin.auth);
    expect(res.body.data.services.map((s: { name: string }) => s.name)).toEqual(['Main API', 'Truth engine', 'Cost simulator']);
    expect(res.body.data.services.every((s: { status: string }) => s.status === 'healthy')).toBe(true);
    expect(res.body.data.database.engine).toMatch(/pglite|postgresql/);
    expect(res.body.data.errorsLastHour).toBe(0);
  });

  it('a plan an admin grants carries its features and adds nothing to MRR', async () => {
    const mrrOf = async () =>
      (await getJson(`${server.url}/api/admin/revenue`, admin.auth)).body.data.mrrByPlan.find(
        (p: { planId: string }) => p.planId === 'enterprise',
      );
    const before = await mrrOf();
    const granted = await patch(`${server.url}/api/admin/users/${member.id}`, { plan: 'enterprise' }, admin.auth);
    expect(granted.status).toBe(200);
    const [row] = await server.db.query<{ features: string[]; complimentary: boolean }>(
      'select features, complimentary from subscriptions where user_id = $1',
      [member.id],
    );
    expect(row).toEqual({ features: [...SUBSCRIPTION_FEATURES.enterprise], complimentary: true });
    const after = await mrrOf();
    expect(after).toMatchObject({ subscribers: before.subscribers, complimentary: before.complimentary + 1, mrrCents: before.mrrCents });

    // Back to free: the free plan's list, and no longer a grant.
    await patch(`${server.url}/api/admin/users/${member.id}`, { plan: 'free' }, admin.auth);
    const [free] = await server.db.query('select features, complimentary from subscriptions where user_id = $1', [member.id]);
    expect(free).toEqual({ features: [...DEFAULT_SUBSCRIPTION.features], complimentary: false });
    expect(await mrrOf()).toMatchObject({ complimentary: before.complimentary });
  });

  it('computes MRR by plan from integer cents', async () => {
    const res = await getJson(`${server.url}/api/admin/revenue`, admin.auth);
    const free = res.body.data.mrrByPlan.find((p: { planId: string }) => p.planId === 'free');
    expect(free.mrrCents).toBe(0);
    expect(res.body.data.mrrCents).toBe(
      res.body.data.mrrByPlan.reduce((sum: number, p: { mrrCents: number }) => sum + p.mrrCents, 0),
    );
  });
});
