import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signUpTestUser, startTestServer, type TestServer, type TestUser } from './testing/test-app.ts';

// Property-based bad input across the API: whatever arrives, no route answers 5xx and every
// failure comes back in its API's error shape.
let server: TestServer;
let user: TestUser;
let admin: TestUser;
const ADMIN_EMAIL = `fuzz-admin-${process.pid}@example.test`;

const WRITE_ROUTES = [
  '/api/demo/request',
  '/api/pilot/start',
  '/api/contact/submit',
  '/api/leads/capture',
  '/api/onboarding/complete',
  '/api/analytics/track',
  '/api/verify',
  '/api/analyses',
  '/api/assessments',
  '/api/subscriptions/create-checkout',
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/reset-password',
  '/engine/analyze',
  '/cost/simulate',
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/otp',
  '/auth/v1/recover',
  '/auth/v1/verify',
];
const READ_ROUTES = ['/api/analyses', '/api/analyses/stats', '/api/profile', '/api/blueprints', '/api/proofs/', '/api/admin/users', '/auth/v1/user'];

const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'claim', 'email', 'hypothesis', 'data', '');
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom("' or 1=1 --", '<script>alert(1)</script>', '\u0000', '\ud800', 'x'.repeat(70_000)),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** Raw bodies, including broken JSON, duplicate keys and very deep nesting. */
const rawBody = fc.oneof(
  jsonValue.map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{"a":1,"a":2}', '{"__proto__":{"polluted":true}}', '[', '{"claim":', '\xff\xfe', `${'['.repeat(5000)}${']'.repeat(5000)}`),
);
const authHeader = fc.option(
  fc.oneof(
    fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
    fc.string({ maxLength: 30 }).map((s) => `Bearer ${s}`),
  ),
  { nil: undefined },
);

/** Percent-encodes, sending a lone surrogate as its (invalid) UTF-8 bytes. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

function expectErrorShape(path: string, status: number, body: unknown, label = path) {
  expect(status, `${label} answered ${status}`).toBeLessThan(500);
  if (status < 400) return;
  const b = body as Record<string, unknown>;
  if (path.startsWith('/auth/v1')) {
    expect(typeof (b.msg ?? b.error_description ?? b.message), `${label}: ${JSON.stringify(b)}`).toBe('string');
  } else {
    expect(typeof b.error, `${label}: ${JSON.stringify(b)}`).toBe('string');
    expect(typeof b.message, `${label}: ${JSON.stringify(b)}`).toBe('string');
  }
}

/** A new session for an existing test user (password grant). */
async function signInAgain(email: string): Promise<TestUser> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct-horse-9' }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, email, accessToken: body.access_token, auth: { authorization: `Bearer ${body.access_token}` } };
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '100000', ADMIN_EMAILS: ADMIN_EMAIL });
  user = await signUpTestUser(server.url);
  admin = await signUpTestUser(server.url, ADMIN_EMAIL);
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
});

const agent = new Agent({ keepAlive: true });

/** One request as raw bytes (any method, any body, invalid UTF-8 included), its status and body text. */
function sendRaw(method: string, path: string, headers: Record<string, string>, body: Buffer | null): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ agent, hostname, port, method, path, headers: body ? { ...headers, 'content-length': String(body.length) } : headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** Whatever a client may put in a path segment, a query or a body, as bytes. */
const INVALID_UTF8 = [Buffer.from([0xff, 0xfe]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82])];
const rawBytesBody = fc.oneof(
  rawBody.map((text) => Buffer.from(text)),
  // A JSON body with invalid UTF-8 inside a string, where a claim or an email would be.
  fc.tuple(fc.constantFrom('{"claim":"', '{"email":"', '{"hypothesis":"', '{"name":"', '["'), fc.constantFrom(...INVALID_UTF8)).map(([head, bad]) =>
    Buffer.concat([Buffer.from(head), bad, Buffer.from(head.startsWith('[') ? '"]' : '"}')]),
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);
const pathSegment = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', '0', '-1', '..', '%2e%2e', '%ED%A0%80', '%FF', '%00', 'x'.repeat(2_000)),
  // Within Node's 16 KB of request head: beyond it the HTTP layer answers 431 before any route.
  hostileString.filter((text) => text.length <= 1_000).map(encode),
);
const queryKey = fc.constantFrom('limit', 'offset', 'q', 'cursor', 'status', 'kind', 'grant_type', 'type', 'token', 'redirect_to', 'email', 'provider', '__proto__', 'a[b]');
const queryString = fc
  .array(fc.tuple(queryKey, fc.oneof(pathSegment, fc.integer().map(String))), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : ''));
const contentType = fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '');
const caller = fc.constantFrom('anonymous', 'member', 'admin', 'bad token');
/** Headers a client may send wrong: odd client ids, proxies, codings, origins and cookies. */
const oddHeaders = fc.record(
  {
    'x-request-id': fc.constantFrom('', 'x'.repeat(300), '../../etc', '%ED%A0%80'),
    'x-forwarded-for': fc.constantFrom('not-an-ip', '1.1.1.1, 2.2.2.2', '::ffff:999.1.1.1'),
    'accept-encoding': fc.constantFrom('br;q=x', 'gzip, deflate, br, zstd', '*;q=0', 'identity;q=0'),
    origin: fc.constantFrom('null', 'https://evil.example', 'http://localhost:5173'),
    cookie: fc.constantFrom('a=%ZZ', 'sb-access-token=x.y.z'),
    apikey: fc.constantFrom('', 'x', 'Bearer a.b.c'),
  },
  { requiredKeys: [] },
);

describe('bad input fuzzing', () => {
  it('never answers 5xx to malformed bodies, with or without a user', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITE_ROUTES), rawBody, fc.boolean(), authHeader, async (path, body, signedIn, auth) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', apikey: 'x' };
        if (signedIn) Object.assign(headers, user.auth);
        else if (auth) headers.authorization = auth;
        const res = await fetch(server.url + path, { method: 'POST', headers, body });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // a non-JSON answer fails the shape check below when it is an error
        }
        expectErrorShape(path, res.status, parsed);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it('never answers 5xx on any registered route: hostile ids, queries, headers, bodies and callers', async () => {
    // Read from the server's own route table, so a new route is fuzzed without being listed here.
    const routes = server.app.routeTable.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/test/'));
    expect(routes.length).toBeGreaterThan(80);
    await fc.assert(
      // Each run sends its hostile parts to every route, so every route is reached on every run.
      fc.asyncProperty(
        fc.array(pathSegment, { minLength: 2, maxLength: 2 }),
        queryString,
        rawBytesBody,
        contentType,
        caller,
        oddHeaders,
        async ([first, second], query, body, type, who, odd) => {
          for (const route of routes) {
            let filled = 0;
            const path = route.url.replace(/:[A-Za-z]+|\*/g, () => (filled++ === 0 ? first! : second!)) + query;
            const headers: Record<string, string> = { ...odd };
            if (type) headers['content-type'] = type;
            if (who === 'member') headers.authorization = user.auth.authorization!;
            if (who === 'admin') headers.authorization = admin.auth.authorization!;
            if (who === 'bad token') headers.authorization = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
            const sendsBody = route.method !== 'GET' && route.method !== 'OPTIONS' && route.method !== 'TRACE';
            const res = await sendRaw(route.method, path, headers, sendsBody ? body : null);
            let parsed: unknown = res.text;
            try {
              parsed = JSON.parse(res.text);
            } catch {
              // shape check below
            }
            // A signed-in caller whose session a route ended (sign-out) gets a new one.
            if (route.url === '/auth/v1/logout' && res.status < 300) {
              if (who === 'member') user = await signUpTestUser(server.url);
              if (who === 'admin') admin = await signInAgain(ADMIN_EMAIL);
            }
            expectErrorShape(path, res.status, parsed, `${route.method} ${path}`);
          }
        },
      ),
      { numRuns: 20, seed: 20261126 },
    );
  });

  it('never answers 5xx to hostile queries, ids and tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...READ_ROUTES), hostileString, authHeader, async (path, junk, auth) => {
        const url = `${server.url}${path}${path.endsWith('/') ? encode(junk) : `?limit=${encode(junk)}&q=${encode(junk)}`}`;
        const headers: Record<string, string> = {};
        if (auth) headers.authorization = auth;
        const res = await fetch(url, { headers });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // shape check below
        }
        expectErrorShape(path, res.status, parsed);
      }),
      { numRuns: 120, seed: 20261123 },
    );
  });
});

describe("words that name Object.prototype's members", () => {
  // "constructor" is an ordinary word (a construction firm's data has it), yet a plain object
  // answers it with what it inherits. Each goes wherever a user's words go.
  const WORDS = Object.getOwnPropertyNames(Object.prototype);
  const revenue = [2, 3, 5, 4, 6, 8, 7, 9, 11, 10, 12, 14];

  it('are read as words: in hypotheses, column names and levels, claims, auth types and dataset columns', async () => {
    expect(WORDS).toContain('constructor');
    const refused: string[] = [];
    const expectHandled = async (label: string, res: Response, expected?: number) => {
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // shape check below
      }
      const path = new URL(res.url).pathname;
      expectErrorShape(path, res.status, body, label);
      if (expected !== undefined && res.status !== expected) refused.push(`${label}: ${res.status} ${text.slice(0, 160)}`);
    };
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    for (const w of WORDS) {
      // A "__proto__" column cannot be kept in a plain object: it is refused by name, not lost.
      const reserved = w === '__proto__';
      const column = JSON.parse(`{${JSON.stringify(w)}: ${JSON.stringify(revenue.map((r, i) => r + (i % 3)))}, "revenue": ${JSON.stringify(revenue)}}`) as unknown;
      const analysed = await post('/engine/analyze', { hypothesis: `Higher ${w} increases revenue`, data: column, analysisType: 'causal' });
      if (reserved) expect(await analysed.clone().json()).toMatchObject({ message: expect.stringContaining('a column is named "__proto__"') });
      await expectHandled(`analysis of a column named ${w}`, analysed, reserved ? 400 : 200);
      const levels = { group: revenue.map((_, i) => (i % 2 ? w : 'other')), revenue };
      await expectHandled(`analysis of a level named ${w}`, await post('/engine/analyze', { hypothesis: `Revenue is higher for ${w} than other`, data: levels, analysisType: 'descriptive' }), 200);
      await expectHandled(`hypothesis word ${w}`, await post('/engine/analyze', { hypothesis: `${w} ${w} drives revenue`, data: { spend: revenue, revenue }, analysisType: 'causal' }));
      for (const claim of [`The population of ${w} in 2000 was about 3 million`, `The population of Japan in 2000 was about ${w} million`, `${w} rose in Japan between 1990 and 2000`]) {
        await expectHandled(`claim "${claim}"`, await post('/api/verify', { claim }), 200);
      }
      await expectHandled(`verify type ${w}`, await post('/auth/v1/verify', { type: w, token_hash: 'x'.repeat(56) }), 400);
      await expectHandled(`verify type ${w} with a code`, await post('/auth/v1/verify', { type: w, token: '123456', email: 'words@example.test' }), 400);
      await expectHandled(`resend type ${w}`, await post('/auth/v1/resend', { type: w, email: 'words@example.test' }));
      await expectHandled(`cost input ${w}`, await post('/cost/simulate', { [w]: 1, monthlyAnalyses: 10 }));

      const csv = `place,year,${w}\n${w},2020,1\n${w},2021,2\nother,2020,3\nother,2021,4\n`;
      const query = new URLSearchParams({ name: w, fileName: `${w}.csv`, entityColumn: 'place', timeColumn: 'year', units: JSON.stringify({ [w]: 'USD' }) });
      const uploaded = await fetch(`${server.url}/api/datasets?${query}`, { method: 'POST', headers: { 'content-type': 'text/csv', ...user.auth }, body: csv });
      const id = uploaded.status === 201 ? ((await uploaded.clone().json()) as { data: { id: string } }).data.id : null;
      if (reserved) expect(await uploaded.clone().json()).toMatchObject({ message: expect.stringContaining('"__proto__", which cannot be a column name') });
      await expectHandled(`dataset with a column named ${w}`, uploaded, reserved ? 422 : 201);
      if (id) await expectHandled(`claim on that dataset`, await post(`/api/datasets/${id}/verify`, { claim: `${w} ${w} was above 1 in 2021` }, user.auth), 200);
    }
    expect(refused).toEqual([]);
  });
});

describe('well-formed requests with odd content', () => {
  // Past the schema: the engine and the claim reader meet whatever a valid request may hold.
  const cell = fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, null, '1', 'x', '', true, false),
  );
  const columnName = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('constructor', 'toString', 'spend', 'revenue', 'group', 'treatment', 'date', 'adSpend', ''));
  const columns = fc.integer({ min: 1, max: 40 }).chain((n) =>
    fc.dictionary(
      columnName,
      fc.oneof(
        fc.array(cell, { minLength: n, maxLength: n }),
        fc.constant(Array.from({ length: n }, () => 3)),
        fc.array(fc.constantFrom('a', 'b', 'constructor'), { minLength: n, maxLength: n }),
      ),
      { minKeys: 1, maxKeys: 6 },
    ),
  );
  const hypothesis = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom('Higher spend increases revenue', 'treatment causes group', 'revenue differs by group', 'spend predicts revenue over date', 'constructor drives revenue'),
  );

  it('analyses: degenerate, constant, mixed and oddly named columns never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hypothesis, columns, fc.constantFrom('predictive', 'causal', 'descriptive', 'prescriptive'), async (text, data, analysisType) => {
        const res = await fetch(`${server.url}/engine/analyze`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ hypothesis: text, data, analysisType }),
        });
        expectErrorShape('/engine/analyze', res.status, await res.json());
      }),
      { numRuns: 200, seed: 20261126 },
    );
  });

  it('dataset uploads: odd entities, times, values and names answer 201 or 422, and claims on them never 5xx', async () => {
    const entity = fc.constantFrom('North', 'South', 'constructor', 'US', 'Côte d’Ivoire', 'x', '  padded  ', '123', 'New York', 'Ελλάδα', '');
    const year = fc.oneof(
      { arbitrary: fc.integer({ min: 1990, max: 2025 }).map(String), weight: 12 },
      { arbitrary: fc.constantFrom('2021-03', '2021-03-31', '999', '3000', 'soon', '', '2020.5', '1e3'), weight: 2 },
    );
    const value = fc.oneof(
      { arbitrary: fc.integer({ min: -1000, max: 100_000 }).map(String), weight: 8 },
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.constantFrom('', '1e308', '-0', '0.1', 'NaN', 'Infinity', '5%'),
    );
    const metric = fc.constantFrom('revenue', 'toString', 'population', 'GDP per capita', 'a_b', 'Revenue');
    const claimTail = fc.tuple(
      fc.constantFrom('was', 'rose', 'fell', 'was higher than', 'was above', 'was about', 'doubled'),
      fc.constantFrom('in 2021', 'from 2020 to 2021', '5', '10%', 'North', 'constructor', 'between 1990 and 2025', ''),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(metric, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(entity, year, value), { minLength: 1, maxLength: 12 }),
        fc.constantFrom('both', 'entity', 'time', 'none'),
        claimTail,
        async (metrics, rows, roles, [verb, rest]) => {
          const csv = `place,year,${metrics.join(',')}\n${rows.map(([e, y, v]) => [e, y, ...metrics.map(() => v)].join(',')).join('\n')}\n`;
          const query = new URLSearchParams({
            name: 'Odd', fileName: 'odd.csv', units: JSON.stringify({ [metrics[0]!]: 'USD' }),
            ...(roles === 'both' || roles === 'entity' ? { entityColumn: 'place' } : {}),
            ...(roles === 'both' || roles === 'time' ? { timeColumn: 'year' } : {}),
          });
          const uploaded = await fetch(`${server.url}/api/datasets?${query}`, { method: 'POST', headers: { 'content-type': 'text/csv', ...user.auth }, body: csv });
          const body = (await uploaded.json()) as { data?: { id: string } };
          expectErrorShape('/api/datasets', uploaded.status, body, csv);
          expect([201, 422], csv).toContain(uploaded.status);
          if (uploaded.status !== 201) return;
          const claim = `${rows[0]![0]} ${metrics[0]} ${verb} ${rest}`;
          const verified = await fetch(`${server.url}/api/datasets/${body.data!.id}/verify`, {
            method: 'POST', headers: { 'content-type': 'application/json', ...user.auth }, body: JSON.stringify({ claim }),
          });
          expectErrorShape('/api/datasets/:id/verify', verified.status, await verified.json(), `${csv}${claim}`);
          await fetch(`${server.url}/api/datasets/${body.data!.id}`, { method: 'DELETE', headers: user.auth });
        },
      ),
      { numRuns: 120, seed: 20261126 },
    );
  });

  const claimPart = fc.constantFrom(
    'The population of', 'GDP per capita of', 'life expectancy in', 'Japan', 'Kenya', 'Seattle', 'in 2000', 'in 1990', 'was about', 'more than',
    'higher than', 'rose', 'fell', 'between 1990 and 2000', '127 million', '%', 'twice', 'than Italy', 'precipitation', 'in March 2013', '-5',
    '1e308', '0', 'average', 'million', 'one half', 'constructor', 'toString',
  );
  it('claims: any arrangement of claim words answers a verdict or a clear 400, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(claimPart, { minLength: 1, maxLength: 12 }), async (parts) => {
        const res = await fetch(`${server.url}/api/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ claim: parts.join(' ') }) });
        const body = (await res.json()) as { data?: { verdict?: string } };
        expectErrorShape('/api/verify', res.status, body);
        if (res.status === 200) expect(['supported', 'refuted', 'depends_on_definition', 'unverifiable']).toContain(body.data?.verdict);
      }),
      { numRuns: 300, seed: 20261126 },
    );
  });
});
