// Security checks as tests: response headers, CORS, tokens of ended sessions, and a rate limit
// on every anonymous write route (taken from the route table, so a new route is covered).
// Forged tokens (alg none, wrong kid, expired, tampered, wrong audience) are in auth/security.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpTestUser, startTestServer, type TestServer } from './testing/test-app.ts';

describe('response headers', () => {
  let server: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    proxied = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await proxied?.close();
  });

  const directives = (csp: string | null) =>
    new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it.each(['/api/health', '/api/no-such-route', '/auth/v1/settings', '/.well-known/verity-keys.json'])(
    '%s carries a strict CSP, frame-ancestors none, a referrer policy and nosniff',
    async (path) => {
      const res = await fetch(server.url + path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      for (const values of csp.values()) expect(values).not.toContain("'unsafe-eval'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    expect((await fetch(`${server.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    const spoofed = await fetch(`${server.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS behind a trusted proxy that terminated TLS, and not for its plain-http requests', async () => {
    const tls = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    const plain = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  let server: TestServer;
  const allowed = 'https://app.example.test';
  const foreign = 'https://evil.example.test';
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', CORS_ORIGINS: allowed });
  });
  afterAll(async () => {
    await server?.close();
  });

  const preflight = (path: string, origin: string) =>
    fetch(server.url + path, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it.each(['/api/health', '/api/profile', '/auth/v1/settings'])('%s: a foreign origin gets no CORS headers', async (path) => {
    const res = await fetch(server.url + path, { headers: { origin: foreign } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(['/api/analyses', '/auth/v1/token'])('%s: a foreign preflight is not allowed', async (path) => {
    const res = await preflight(path, foreign);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('loopback origins are not allowed in production', async () => {
    const res = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['/api/health', '/auth/v1/settings'])('%s: a configured origin is allowed, and only itself', async (path) => {
    const res = await fetch(server.url + path, { headers: { origin: allowed } });
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('a configured origin may preflight the API with the headers the web app sends', async () => {
    const res = await preflight('/api/demo/request', allowed);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    const headers = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['authorization', 'content-type', 'idempotency-key']) expect(headers).toContain(h);
  });
});

describe('tokens of ended sessions and deleted users', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a token whose session was deleted is 401 on /api and /auth/v1', async () => {
    const user = await signUpTestUser(server.url);
    expect((await fetch(`${server.url}/api/profile`, { headers: user.auth })).status).toBe(200);
    await server.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    await server.changesDelivered();
    const api = await fetch(`${server.url}/api/profile`, { headers: user.auth });
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect([401, 403]).toContain((await fetch(`${server.url}/auth/v1/user`, { headers: user.auth })).status);
  });

  it('a token of a deleted user is 401 on /api', async () => {
    const user = await signUpTestUser(server.url);
    await server.db.query('delete from auth.users where id = $1', [user.id]);
    await server.changesDelivered();
    expect((await fetch(`${server.url}/api/analyses`, { headers: user.auth })).status).toBe(401);
  });

  it('a token sent another way than Bearer is 401, not anonymous', async () => {
    const user = await signUpTestUser(server.url);
    const res = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Basic ${user.accessToken}` } });
    expect(res.status).toBe(401);
  });
});

describe('rate limits on every anonymous write route', () => {
  let server: TestServer;
  // Every limit becomes 1 request per window, so the second request must be refused.
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '0.0001' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  /** Constant answers with nothing behind them: disabled features. */
  const DISABLED = [/^\/auth\/v1\/(passkeys|oauth|admin)\//, /^\/auth\/v1\/(sso|invite)$/];
  const email = 'limits@example.test';
  /** A body each route accepts far enough to reach its limiter. */
  const BODIES: Record<string, unknown> = {
    '/api/demo/request': { name: 'A', email, company: 'C' },
    '/api/pilot/start': { company: 'C', contactName: 'A', email, useCase: 'u' },
    '/api/contact/submit': { name: 'A', email, message: 'm', company: 'C' },
    '/api/leads/capture': { email },
    '/api/onboarding/complete': {},
    '/api/analytics/track': { event: 'probe', data: {} },
    '/api/verify': { claim: 'Life expectancy rose with GDP per capita' },
    '/api/auth/login': { email, password: 'wrong-password-1' },
    '/api/auth/signup': { email, password: 'correct-horse-9' },
    '/api/auth/reset-password': { email },
    '/auth/v1/signup': { email: 'limits2@example.test', password: 'correct-horse-9' },
    '/auth/v1/token': { email, password: 'wrong-password-1' },
    '/auth/v1/verify': { type: 'signup', token_hash: 'x'.repeat(56) },
    '/auth/v1/recover': { email },
    '/auth/v1/otp': { email },
    '/auth/v1/resend': { type: 'signup', email },
    '/cost/simulate': { monthlyAnalyses: 1000 },
    '/api/profile': { displayName: 'Limits' },
    '/engine/analyze': { hypothesis: 'x', data: {}, analysisType: 'causal' },
  };
  const QUERY: Record<string, string> = { '/auth/v1/token': '?grant_type=password' };

  const send = (method: string, path: string) =>
    fetch(server.url + path + (QUERY[path] ?? ''), {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BODIES[path] ?? {}),
    });

  it('covers the anonymous write routes', () => {
    const routes = server.app.routeTable.filter((r) => WRITE.has(r.method) && !DISABLED.some((d) => d.test(r.url)));
    expect(routes.length).toBeGreaterThan(20);
  });

  it('each anonymous write route answers 429 in its error shape after its limit', async () => {
    const routes = server.app.routeTable
      .filter((r) => WRITE.has(r.method) && !DISABLED.some((d) => d.test(r.url)) && !r.url.includes(':'))
      .filter((r) => !r.url.startsWith('/api/admin/') && !r.url.startsWith('/api/test/'));
    const unlimited: string[] = [];
    for (const { method, url } of routes) {
      const first = await send(method, url);
      // Needs a signed-in user: not anonymous (the isolation suite covers those).
      if (first.status === 401) continue;
      let limited: Response | null = first.status === 429 ? first : null;
      for (let i = 0; i < 3 && !limited; i++) {
        const res = await send(method, url);
        if (res.status === 429) limited = res;
      }
      if (!limited) {
        unlimited.push(`${method} ${url} (last answer ${first.status})`);
        continue;
      }
      const body = (await limited.json()) as Record<string, unknown>;
      if (url.startsWith('/auth/v1/')) {
        expect(body, url).toMatchObject({ code: 429, error_code: expect.stringMatching(/rate_limit/), msg: expect.any(String) });
      } else {
        expect(body, url).toEqual({ error: 'rate_limited', message: expect.any(String) });
      }
    }
    expect(unlimited).toEqual([]);
  });

  it('parameterised anonymous write routes are limited too', async () => {
    const parameterised = server.app.routeTable.filter(
      (r) => WRITE.has(r.method) && r.url.includes(':') && !DISABLED.some((d) => d.test(r.url)) && !r.url.startsWith('/api/admin/'),
    );
    for (const { method, url } of parameterised) {
      const path = url.replace(/:id/g, '00000000-0000-4000-8000-000000000000');
      const res = await send(method, path);
      // Today every parameterised write needs a user; a new anonymous one must be added above.
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});
