import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signUpTestUser, startTestServer, type TestServer, type TestUser } from './testing/test-app.ts';

// Property-based bad input across the API: whatever arrives, no route answers 5xx and every
// failure comes back in its API's error shape.
let server: TestServer;
let user: TestUser;

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

function expectErrorShape(path: string, status: number, body: unknown) {
  expect(status, `${path} answered ${status}`).toBeLessThan(500);
  if (status < 400) return;
  const b = body as Record<string, unknown>;
  if (path.startsWith('/auth/v1')) {
    expect(typeof (b.msg ?? b.error_description ?? b.message), `${path}: ${JSON.stringify(b)}`).toBe('string');
  } else {
    expect(typeof b.error, `${path}: ${JSON.stringify(b)}`).toBe('string');
    expect(typeof b.message, `${path}: ${JSON.stringify(b)}`).toBe('string');
  }
}

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '100000' });
  user = await signUpTestUser(server.url);
});
afterAll(async () => {
  await server?.close();
});

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
