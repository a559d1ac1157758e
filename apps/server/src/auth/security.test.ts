// Negative security tests: forged tokens, refresh reuse, brute force, hostile input, owner scoping.
import { SignJWT, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../testing/test-app.ts';
import { decodeHeader, decodeJwt, PASSWORD, rawJson, uniqueEmail } from './test-helpers.ts';
import { remoteVerifier, TokenRejected } from './tokens.ts';

let server: TestServer;
// Rate limits at their real values (scale 1): this file also proves they bite.
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await server?.close();
});

const V = { 'x-supabase-api-version': '2024-01-01' };

async function signUp(email = uniqueEmail('sec')) {
  const res = await postJson(`${server.url}/auth/v1/signup`, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { email, session: res.body as Record<string, any> };
}

async function ourPrivateKey() {
  const [row] = await server.db.query<{ kid: string; private_jwk: JWK }>(
    'select kid, private_jwk from auth.signing_keys where retired_at is null',
  );
  return { kid: row!.kid, key: await importJWK(row!.private_jwk, 'ES256') };
}

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('forged and invalid access tokens', () => {
  let valid: string;
  let claims: Record<string, any>;
  const forged: Record<string, string> = {};

  beforeAll(async () => {
    const { session } = await signUp();
    valid = session.access_token;
    claims = decodeJwt(valid);
    const { kid, key } = await ourPrivateKey();
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, header: Record<string, unknown>, k: unknown = key) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...header }).sign(k as CryptoKey);
    const other = await generateKeyPair('ES256');
    forged['another key, our kid'] = await sign(claims, { kid }, other.privateKey);
    forged['unknown kid'] = await sign(claims, { kid: 'no-such-kid' }, other.privateKey);
    forged.expired = await sign({ ...claims, iat: now - 7200, exp: now - 3600 }, { kid });
    forged['wrong audience'] = await sign({ ...claims, aud: 'anon' }, { kid });
    forged['wrong issuer'] = await sign({ ...claims, iss: 'https://evil.example/auth/v1' }, { kid });
    forged['alg none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    forged['HS256 with the public key as secret'] = `${b64({ alg: 'HS256', typ: 'JWT', kid })}.${b64(claims)}.c2lnbmF0dXJl`;
    const [h, p, s] = valid.split('.');
    forged['tampered payload'] = `${h}.${b64({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${s}`;
    forged['tampered signature'] = `${h}.${p}.${s!.slice(0, 5)}${s![5] === 'A' ? 'B' : 'A'}${s!.slice(6)}`;
    forged.garbage = 'not-a-jwt';
  });

  it('the valid token works on both surfaces', async () => {
    expect((await rawJson(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${valid}` } })).status).toBe(200);
    expect((await rawJson(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${valid}` } })).status).toBe(200);
    expect(decodeHeader(valid).alg).toBe('ES256');
  });

  it.each([
    'another key, our kid',
    'unknown kid',
    'expired',
    'wrong audience',
    'wrong issuer',
    'alg none',
    'HS256 with the public key as secret',
    'tampered payload',
    'tampered signature',
    'garbage',
  ])('%s → 403 bad_jwt on /auth/v1/user and 401 on /api/profile', async (name) => {
    const token = forged[name]!;
    const auth = await rawJson(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}`, ...V } });
    expect(auth.status).toBe(403);
    expect(auth.body.code).toBe('bad_jwt');
    const api = await rawJson(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(401);
    expect(api.body.error).toBe('unauthorized');
  });

  it('AUTH_JWKS_URL mode verifies through a remote JWKS (here: this server acting as the Supabase project)', async () => {
    const verify = remoteVerifier(`${server.url}/auth/v1/.well-known/jwks.json`);
    const verified = await verify(valid);
    expect(verified.sub).toBe(claims.sub);
    for (const name of ['another key, our kid', 'unknown kid', 'expired', 'wrong audience', 'alg none', 'tampered signature']) {
      await expect(verify(forged[name]!), name).rejects.toBeInstanceOf(TokenRejected);
    }
  });

  it('the sign-in alias ignores a stale token', async () => {
    const { email } = await signUp();
    const res = await postJson(`${server.url}/api/auth/login`, { email, password: PASSWORD }, { authorization: `Bearer ${forged.expired}` });
    expect(res.status).toBe(200);
  });

  it('no token: 401 no_authorization on /auth/v1/user, 401 on /api/profile; the anon key is not a user', async () => {
    const auth = await rawJson(`${server.url}/auth/v1/user`, { headers: V });
    expect(auth.status).toBe(401);
    expect(auth.body.code).toBe('no_authorization');
    expect(auth.body.message).toContain('Bearer token');
    expect((await rawJson(`${server.url}/api/profile`)).status).toBe(401);
    const anon = await rawJson(`${server.url}/api/profile`, {
      headers: { authorization: 'Bearer sb_publishable_verity_default_anon_key' },
    });
    expect(anon.status).toBe(401);
  });

  it('a signed-out session stops working on /api at once', async () => {
    const { session } = await signUp();
    const headers = { authorization: `Bearer ${session.access_token}` };
    expect((await rawJson(`${server.url}/api/profile`, { headers })).status).toBe(200);
    const out = await fetch(`${server.url}/auth/v1/logout`, { method: 'POST', headers });
    expect(out.status).toBe(204);
    expect((await rawJson(`${server.url}/api/profile`, { headers })).status).toBe(401);
  });
});

describe('refresh-token reuse', () => {
  it('reuse of an old token after the interval revokes the whole session', async () => {
    const { session } = await signUp();
    const refresh = (token: string) =>
      postJson(`${server.url}/auth/v1/token?grant_type=refresh_token`, { refresh_token: token }, V);
    const r1 = await refresh(session.refresh_token);
    const r2 = await refresh(r1.body.refresh_token);
    expect(r2.status).toBe(200);
    // Age the rotation instead of sleeping through the 10 s interval.
    await server.db.query(`update auth.refresh_tokens set revoked_at = now() - interval '1 minute' where revoked`);
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('refresh_token_already_used');
    const current = await refresh(r2.body.refresh_token);
    expect(current.status).toBe(400);
    const user = await rawJson(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${r2.body.access_token}`, ...V } });
    expect(user.body.code).toBe('session_not_found');
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where action = 'refresh_token_reuse' and user_id = $1`,
      [session.user.id],
    );
    expect(row!.n).toBe(1);
  });

  it('an unknown refresh token → refresh_token_not_found; an empty one → OAuth invalid_request', async () => {
    const unknown = await postJson(`${server.url}/auth/v1/token?grant_type=refresh_token`, { refresh_token: 'abc' }, V);
    expect(unknown.body.code).toBe('refresh_token_not_found');
    const empty = await postJson(`${server.url}/auth/v1/token?grant_type=refresh_token`, {}, V);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('invalid_request');
  });
});

describe('brute force and hostile input', () => {
  it('password guessing on one email hits 429 over_request_rate_limit', async () => {
    const { email } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await postJson(`${server.url}/auth/v1/token?grant_type=password`, { email, password: `guess-${i}-xx` }, V);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('over_request_rate_limit');
        break;
      }
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(10);
    const [row] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where action = 'login_failed' and payload->>'email' = $1`,
      [email],
    );
    expect(row!.n).toBeGreaterThanOrEqual(10);
  });

  it('every sign-in path leaves a login audit row with its method', async () => {
    const { session } = await signUp();
    await postJson(`${server.url}/auth/v1/signup`, {}, V); // anonymous
    const rows = await server.db.query<{ method: string }>(
      `select payload->>'method' as method from auth.audit_log_entries where action = 'login' and user_id = $1`,
      [session.user.id],
    );
    expect(rows.map((r) => r.method)).toEqual(['password']);
    const [anon] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where action = 'login' and payload->>'method' = 'anonymous'`,
    );
    expect(anon!.n).toBeGreaterThanOrEqual(1);
  });

  it('SQL-looking, oversized and malformed inputs get 4xx, never 5xx', async () => {
    const cases: [string, unknown][] = [
      ['/auth/v1/signup', { email: "x' or '1'='1@example.test", password: PASSWORD }],
      ['/auth/v1/signup', { email: 'a@b.test; drop table auth.users; --', password: PASSWORD }],
      ['/auth/v1/signup', { email: uniqueEmail(), password: 'p'.repeat(5000) }],
      ['/auth/v1/signup', { email: uniqueEmail(), password: PASSWORD, data: { big: 'x'.repeat(20_000) } }],
      ['/auth/v1/signup', { email: `${'a'.repeat(300)}@example.test`, password: PASSWORD }],
      ['/auth/v1/signup', { email: 42, password: PASSWORD }],
      ['/auth/v1/token?grant_type=password', { email: "' or 1=1 --", password: "' or 1=1 --" }],
      ['/auth/v1/verify', { type: 'signup', email: "' or 1=1 --", token: "1' or '1'='1" }],
      ['/auth/v1/recover', { email: "'; select pg_sleep(5); --" }],
      ['/auth/v1/token?grant_type=bogus', {}],
    ];
    for (const [path, body] of cases) {
      const res = await postJson(server.url + path, body, V);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const huge = await postJson(`${server.url}/auth/v1/signup`, { email: uniqueEmail(), password: PASSWORD, pad: 'x'.repeat(2 * 1024 * 1024) }, V);
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('request_entity_too_large');
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from auth.users where email like '%drop table%'`);
    expect(row!.n).toBe(0);
  });
});

describe('owner scoping', () => {
  it("one user's token never reads or changes another user's rows", async () => {
    const a = await signUp(uniqueEmail('alice'));
    const b = await signUp(uniqueEmail('bob'));
    const asA = { authorization: `Bearer ${a.session.access_token}` };
    const profile = await rawJson(`${server.url}/api/profile`, { headers: asA });
    expect(profile.body.data.uid).toBe(a.session.user.id);
    expect(profile.body.data.email).toBe(a.email);

    // Bob's MFA factor is invisible to Alice.
    const enrolled = await rawJson(`${server.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.session.access_token}`, 'content-type': 'application/json', ...V },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(enrolled.status).toBe(200);
    for (const path of [`/auth/v1/factors/${enrolled.body.id}/challenge`, `/auth/v1/factors/${enrolled.body.id}/verify`]) {
      const res = await rawJson(server.url + path, {
        method: 'POST',
        headers: { ...asA, 'content-type': 'application/json', ...V },
        body: JSON.stringify({ challenge_id: enrolled.body.id, code: '123456' }),
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('mfa_factor_not_found');
    }
    const del = await rawJson(`${server.url}/auth/v1/factors/${enrolled.body.id}`, { method: 'DELETE', headers: { ...asA, ...V } });
    expect(del.status).toBe(404);

    // Alice signing out globally leaves Bob signed in.
    await fetch(`${server.url}/auth/v1/logout?scope=global`, { method: 'POST', headers: asA });
    const bob = await rawJson(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${b.session.access_token}` } });
    expect(bob.status).toBe(200);
    expect(bob.body.data.uid).toBe(b.session.user.id);
  });

  it('app_metadata cannot be set by the user', async () => {
    const { session } = await signUp();
    const res = await rawJson(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json', ...V },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_admin');
  });
});

describe('maintenance', () => {
  it('purges expired one-time tokens and stale PKCE flows', async () => {
    const { purgeExpired } = await import('./maintenance.ts');
    const { session } = await signUp();
    await server.db.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at) values ($1, 'recovery', 'h', 'x', now() - interval '2 days')`,
      [session.user.id],
    );
    await server.db.query(
      `insert into auth.flow_state (auth_code, code_challenge, code_challenge_method, authentication_method, created_at)
       values ('old-code', 'c', 'plain', 'recovery', now() - interval '2 days')`,
    );
    const { loadConfig } = await import('../config.ts');
    await purgeExpired({ db: server.db, config: loadConfig({ NODE_ENV: 'test' }) } as never);
    const [left] = await server.db.query<{ n: number }>(
      `select (select count(*) from auth.one_time_tokens where token_hash = 'h') + (select count(*) from auth.flow_state where auth_code = 'old-code') as n`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

// Last in the file: it rotates the shared server's signing key.
describe('signing keys at rest and rotation', () => {
  it('rotation seals the new private key, keeps the old public key published, refuses a wrong secret', async () => {
    const { SigningKeys } = await import('./keys.ts');
    const secret = 's'.repeat(40);
    const keys = new SigningKeys(server.db, 3600, secret);
    await keys.init();
    const oldKid = keys.signingKey().kid;
    const newKid = await keys.rotate();
    expect(newKid).not.toBe(oldKid);
    const [row] = await server.db.query<{ private_jwk: Record<string, unknown> }>('select private_jwk from auth.signing_keys where kid = $1', [
      newKid,
    ]);
    expect(row!.private_jwk.sealed).toBe('A256GCM');
    expect(row!.private_jwk).not.toHaveProperty('d');
    const kids = keys.jwks().keys.map((k) => k.kid);
    expect(kids).toEqual(expect.arrayContaining([oldKid, newKid]));
    const reloaded = new SigningKeys(server.db, 3600, secret);
    await reloaded.init();
    expect(reloaded.signingKey().kid).toBe(newKid);
    await expect(new SigningKeys(server.db, 3600, 'w'.repeat(40)).init()).rejects.toThrow(/does not decrypt/);
    await expect(new SigningKeys(server.db, 3600).init()).rejects.toThrow(/AUTH_KEY_ENCRYPTION_SECRET/);
  });
});
