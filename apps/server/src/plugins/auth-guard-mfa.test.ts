// The /api guard and two-factor sign-in: with a verified TOTP factor only an aal2 token is a user.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, makeClient, PASSWORD, uniqueEmail, type TestClient } from '../auth/test-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function api(token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
}

async function accessToken(c: TestClient): Promise<string> {
  const { data } = await c.sb.auth.getSession();
  return data.session!.access_token;
}

/** A user with a verified TOTP factor; `c` holds the aal2 session that verified it. */
async function userWithTotp() {
  const email = uniqueEmail('mfa-guard');
  const c = makeClient(server.url);
  expect((await c.sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  const enrolled = await c.sb.auth.mfa.enroll({ factorType: 'totp' });
  expect(enrolled.error).toBeNull();
  const factorId = enrolled.data!.id;
  const secret = (enrolled.data as any).totp.secret as string;
  expect((await c.sb.auth.mfa.challengeAndVerify({ factorId, code: await generate({ secret }) })).error).toBeNull();
  return { email, c, factorId, secret };
}

/** A code one step ahead: the current one was just used, and a used step never replays. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

const userRoutes = (displayName: string): Array<[string, RequestInit?]> => [
  ['/profile'],
  ['/analyses'],
  ['/analyses/stats'],
  ['/datasets'],
  ['/profile', { method: 'PATCH', body: JSON.stringify({ displayName }) }],
];
const USER_ROUTES = userRoutes('Signed in');

describe('two-factor sign-in on /api', () => {
  it('an aal1 token of a user with a verified factor is refused with 403 insufficient_aal; aal2 works', async () => {
    const { email, c, factorId, secret } = await userWithTotp();
    const aal2 = await accessToken(c);
    expect(decodeJwt(aal2).aal).toBe('aal2');
    for (const [path, init] of USER_ROUTES) expect((await api(aal2, path, init)).status, path).toBe(200);

    const half = makeClient(server.url);
    expect((await half.sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const aal1 = await accessToken(half);
    expect(decodeJwt(aal1).aal).toBe('aal1');
    for (const [path, init] of [...userRoutes('Half signed in'), ['/analyses', { method: 'POST', body: '{}' }] as [string, RequestInit]]) {
      const res = await api(aal1, path, init);
      expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBe(403);
      expect(res.body).toEqual({ error: 'insufficient_aal', message: expect.stringMatching(/authenticator app/) });
    }
    // The PATCH above changed nothing.
    expect((await api(aal2, '/profile')).body.data.displayName).toBe('Signed in');
    // Public routes treat the half-signed-in caller as a visitor rather than failing.
    expect((await api(aal1, '/health')).status).toBe(200);
    expect((await api(aal1, '/blueprints')).status).toBe(200);

    // Finishing the sign-in stays possible with the aal1 session (auth-api §4.14) and then /api works.
    expect((await half.sb.auth.getUser()).error).toBeNull();
    expect((await half.sb.auth.mfa.listFactors()).data!.totp.map((f) => f.id)).toEqual([factorId]);
    const verified = await half.sb.auth.mfa.challengeAndVerify({ factorId, code: await nextCode(secret) });
    expect(verified.error).toBeNull();
    const upgraded = await accessToken(half);
    expect(decodeJwt(upgraded).aal).toBe('aal2');
    for (const [path, init] of USER_ROUTES) expect((await api(upgraded, path, init)).status, path).toBe(200);
  });

  it('a token that was enough before the factor was verified stops being enough at once', async () => {
    const c = makeClient(server.url);
    expect((await c.sb.auth.signUp({ email: uniqueEmail('mfa-guard'), password: PASSWORD })).error).toBeNull();
    const before = await accessToken(c);
    expect((await api(before, '/profile')).status).toBe(200); // remembered: no verified factor
    const enrolled = await c.sb.auth.mfa.enroll({ factorType: 'totp' });
    const secret = (enrolled.data as any).totp.secret as string;
    expect((await c.sb.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: await generate({ secret }) })).error).toBeNull();
    // Same session, now aal2 in the database; the old aal1 access token is still unexpired.
    expect((await api(before, '/profile')).status).toBe(403);
    expect((await api(await accessToken(c), '/profile')).status).toBe(200);
  });

  it('a factor verified behind this server’s back (another server, an admin) is announced by the database', async () => {
    const c = makeClient(server.url);
    const { data } = await c.sb.auth.signUp({ email: uniqueEmail('mfa-guard'), password: PASSWORD });
    const token = await accessToken(c);
    expect((await api(token, '/datasets')).status).toBe(200);
    await server.db.query(`insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`, [
      data.user!.id,
    ]);
    await server.changesDelivered();
    expect((await api(token, '/datasets')).status).toBe(403);
    await server.db.query('delete from auth.mfa_factors where user_id = $1', [data.user!.id]);
    await server.changesDelivered();
    expect((await api(token, '/datasets')).status).toBe(200);
  });

  it('after the last verified factor is removed, aal1 tokens work again', async () => {
    const { email, c, factorId } = await userWithTotp();
    expect((await c.sb.auth.mfa.unenroll({ factorId })).error).toBeNull();
    const again = makeClient(server.url);
    expect((await again.sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const aal1 = await accessToken(again);
    expect(decodeJwt(aal1).aal).toBe('aal1');
    expect((await api(aal1, '/profile')).status).toBe(200);
  });

  it('a user without factors is unaffected, and a bad token is still 401', async () => {
    const c = makeClient(server.url);
    expect((await c.sb.auth.signUp({ email: uniqueEmail('mfa-guard'), password: PASSWORD })).error).toBeNull();
    expect((await api(await accessToken(c), '/analyses')).status).toBe(200);
    expect((await api('not-a-jwt', '/analyses')).status).toBe(401);
  });
});
