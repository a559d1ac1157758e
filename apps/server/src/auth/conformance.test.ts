// auth-api.md §9 against server A (auto-confirm on, anonymous on), driving the real supabase-js.
import { generate } from 'otplib';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-app.ts';
import { setAdminRole } from './admin-role.ts';
import { decodeHeader, decodeJwt, latestMail, makeClient, PASSWORD, rawJson, sleep, uniqueEmail } from './test-helpers.ts';

let server: TestServer;
let storageKey: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000', CORS_ORIGINS: 'http://other.test' });
  storageKey = `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`;
});
afterAll(async () => {
  await server?.close();
});

async function signedIn(email = uniqueEmail()) {
  const c = makeClient(server.url);
  const { data, error } = await c.sb.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { c, email, session: data.session! };
}

describe('§9 conformance, auto-confirm on', () => {
  it('1. sign-up returns a session with the §3.1 claims', async () => {
    const c = makeClient(server.url);
    const { data, error } = await c.sb.auth.signUp({ email: uniqueEmail(), password: PASSWORD, options: { data: { a: 1 } } });
    expect(error).toBeNull();
    const s = data.session!;
    expect(s.access_token).toBeTruthy();
    expect(s.refresh_token).toBeTruthy();
    expect(s.token_type).toBe('bearer');
    expect(s.expires_in).toBeGreaterThan(120);
    expect(s.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.app_metadata.provider).toBe('email');
    expect(data.user!.user_metadata.a).toBe(1);
    const jwt = decodeJwt(s.access_token);
    expect(jwt.sub).toBe(data.user!.id);
    expect(jwt.aud).toBe('authenticated');
    expect(jwt.role).toBe('authenticated');
    expect(jwt.aal).toBe('aal1');
    expect(jwt.amr[0].method).toBe('password');
    expect(jwt.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(jwt.is_anonymous).toBe(false);
    for (const claim of ['iss', 'exp', 'iat', 'email', 'phone', 'app_metadata', 'user_metadata']) expect(jwt).toHaveProperty(claim);
    expect(c.storage.map.has(storageKey)).toBe(true);
  });

  it('1b. sign-up creates the profile and default subscription in the same transaction', async () => {
    const { session } = await signedIn(uniqueEmail('ada'));
    const [profile] = await server.db.query<{ display_name: string }>('select display_name from profiles where user_id = $1', [
      session.user.id,
    ]);
    expect(profile!.display_name).toMatch(/^ada-/);
    const [sub] = await server.db.query<Record<string, any>>('select * from subscriptions where user_id = $1', [session.user.id]);
    expect(sub).toMatchObject({ plan: 'free', status: 'active', analysis_limit: 10, analysis_used: 0 });
    expect(sub!.features).toEqual(['basic_analysis', 'truth_scoring', 'proof_chains']);
    const days = (new Date(sub!.current_period_end).getTime() - new Date(sub!.current_period_start).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('3. duplicate sign-up → 422 user_already_exists', async () => {
    const { email } = await signedIn();
    const { data, error } = await makeClient(server.url).sb.auth.signUp({ email, password: PASSWORD });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
    expect(error?.message).toMatch(/^User already registered/);
    expect(data.user).toBeNull();
    expect(data.session).toBeNull();
  });

  it('3b. two simultaneous sign-ups of one address: one session, one user_already_exists', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([1, 2].map(() => makeClient(server.url).sb.auth.signUp({ email, password: PASSWORD })));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === 'user_already_exists')).toHaveLength(1);
  });

  it('4. password sign-in; wrong password and unknown email answer the same', async () => {
    const { email } = await signedIn();
    const c = makeClient(server.url);
    const ok = await c.sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
    expect(c.events).toContain('SIGNED_IN');
    const wrong = await c.sb.auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await c.sb.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(unknown.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);
    expect(unknown.error?.status).toBe(400);
    expect(wrong.error?.message).toBe(unknown.error?.message);
  });

  it('5. weak password → AuthWeakPasswordError with reason length', async () => {
    const { error } = await makeClient(server.url).sb.auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect((error as any).reasons).toContain('length');
  });

  it('passwords past 72 bytes (bcrypt\'s limit) → 400 validation_failed; 72 bytes are fine', async () => {
    const signUp = (password: string) => makeClient(server.url).sb.auth.signUp({ email: uniqueEmail(), password });
    for (const long of ['a'.repeat(73), 'é'.repeat(37)]) {
      const { error } = await signUp(long);
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
    }
    for (const fits of ['a'.repeat(72), 'é'.repeat(36)]) {
      expect((await signUp(fits)).error).toBeNull();
    }
  });

  it('6. error envelope in both shapes, CORS preflight and exposed header, JSON 404', async () => {
    const url = `${server.url}/auth/v1/token?grant_type=password`;
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'x-wrong-password' });
    const versioned = await rawJson(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', origin: 'http://other.test' },
      body,
    });
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(versioned.body.code).toBe('invalid_credentials');
    expect(versioned.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/i);
    const legacy = await rawJson(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(legacy.body.error_code).toBe('invalid_credentials');
    expect(legacy.body.code).toBe(400);
    expect(legacy.body.msg).toBe('Invalid login credentials');

    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://other.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://other.test');
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const h of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) expect(allowed).toContain(h);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const missing = await rawJson(`${server.url}/auth/v1/nope`);
    expect(missing.status).toBe(404);
    expect(typeof missing.body).toBe('object');
    const badJson = await rawJson(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error_code).toBe('bad_json');
  });

  it('7. getUser and updateUser (merge, delete with null, same_password)', async () => {
    const { c, session } = await signedIn();
    const got = await c.sb.auth.getUser();
    expect(got.data.user?.id).toBe(session.user.id);
    expect((await c.sb.auth.updateUser({ data: { a: 1, b: 2 } })).error).toBeNull();
    const second = await c.sb.auth.updateUser({ data: { a: null } });
    expect(second.error).toBeNull();
    expect(second.data.user?.user_metadata.b).toBe(2);
    expect(second.data.user?.user_metadata).not.toHaveProperty('a');
    expect(c.events).toContain('USER_UPDATED');
    const again = await c.sb.auth.getUser();
    expect(again.data.user?.user_metadata).not.toHaveProperty('a');
    const same = await c.sb.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
  });

  it('8. refresh rotation, predecessor replay, reuse after the interval revokes the session', async () => {
    const { c, session } = await signedIn();
    const first = session.refresh_token;
    const r1 = await c.sb.auth.refreshSession();
    expect(r1.error).toBeNull();
    const rt1 = r1.data.session!.refresh_token;
    expect(rt1).not.toBe(first);
    expect(r1.data.session!.access_token).not.toBe(session.access_token);
    expect(decodeJwt(r1.data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    expect(c.events).toContain('TOKEN_REFRESHED');

    const replay = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: first });
    expect(replay.error).toBeNull();
    expect(replay.data.session!.refresh_token).toBe(rt1);

    expect((await c.sb.auth.refreshSession()).error).toBeNull();
    const r3 = await c.sb.auth.refreshSession();
    expect(r3.error).toBeNull();
    await sleep(10_500);
    const reuse = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: first });
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    expect(reuse.error?.status).toBe(400);
    const newest = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: r3.data.session!.refresh_token });
    expect(newest.error).not.toBeNull();
    const user = await c.sb.auth.getUser();
    expect(user.error?.name).toBe('AuthSessionMissingError');
  }, 40_000);

  it('9. concurrent refresh of one token: both succeed with the same new token', async () => {
    const { session } = await signedIn();
    const [a, b] = await Promise.all([
      makeClient(server.url).sb.auth.refreshSession({ refresh_token: session.refresh_token }),
      makeClient(server.url).sb.auth.refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session!.refresh_token).toBe(b.data.session!.refresh_token);
    const next = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: a.data.session!.refresh_token });
    expect(next.error).toBeNull();
  });

  it('10. sign-out scopes', async () => {
    const { email } = await signedIn();
    const A = makeClient(server.url);
    const B = makeClient(server.url);
    await A.sb.auth.signInWithPassword({ email, password: PASSWORD });
    const bSession = (await B.sb.auth.signInWithPassword({ email, password: PASSWORD })).data.session!;
    const aToken = (await A.sb.auth.getSession()).data.session!.access_token;
    expect((await A.sb.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await A.sb.auth.getUser()).error).toBeNull();
    const bUser = await B.sb.auth.getUser();
    expect(bUser.error?.name).toBe('AuthSessionMissingError');
    expect(B.events).toContain('SIGNED_OUT');
    const bRefresh = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: bSession.refresh_token });
    expect(bRefresh.error?.status).toBe(400);
    expect((await A.sb.auth.signOut()).error).toBeNull();
    expect((await A.sb.auth.getSession()).data.session).toBeNull();
    const raw = await rawJson(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${aToken}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(raw.status).toBe(403);
    expect(raw.body.code).toBe('session_not_found');
  });

  it('11. getClaims verifies with the JWKS, without calling /user', async () => {
    const { c } = await signedIn();
    c.calls.length = 0;
    const { data, error } = await c.sb.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.header.alg).toBe('ES256');
    expect(data!.header.kid).toBeTruthy();
    expect(data!.claims.aud).toBe('authenticated');
    expect(c.calls.filter((x) => x.endsWith('/.well-known/jwks.json'))).toHaveLength(1);
    expect(c.calls.filter((x) => x.endsWith('/auth/v1/user'))).toHaveLength(0);
    const jwks = await rawJson(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.body.keys.length).toBeGreaterThan(0);
    for (const k of jwks.body.keys) {
      expect(k).toMatchObject({ alg: 'ES256', use: 'sig', key_ops: ['verify'] });
      expect(k.kid).toBeTruthy();
      expect(k).not.toHaveProperty('d');
    }
    const token = (await c.sb.auth.getSession()).data.session!.access_token;
    const [h, p, sig] = token.split('.');
    const i = 10;
    const flipped = `${h}.${p}.${sig!.slice(0, i)}${sig![i] === 'A' ? 'B' : 'A'}${sig!.slice(i + 1)}`;
    const bad = await c.sb.auth.getClaims(flipped);
    expect(bad.error?.message).toContain('Invalid JWT signature');
  });

  it('12. anonymous sign-in, then upgrade with an email', async () => {
    const c = makeClient(server.url);
    const { data, error } = await c.sb.auth.signInAnonymously({ options: { data: { x: 1 } } });
    expect(error).toBeNull();
    expect(data.user!.is_anonymous).toBe(true);
    const jwt = decodeJwt(data.session!.access_token);
    expect(jwt.is_anonymous).toBe(true);
    expect(jwt.amr[0].method).toBe('anonymous');
    expect(data.user!.app_metadata).not.toHaveProperty('provider');
    const enroll = await c.sb.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error?.status).toBe(403);
    expect(enroll.error?.code).toBe('no_authorization');
    const pw = await c.sb.auth.updateUser({ password: 'another-password-1' });
    expect(pw.error?.status).toBe(422);
    const email = uniqueEmail('anon');
    const up = await c.sb.auth.updateUser({ email });
    expect(up.error).toBeNull();
    const after = await c.sb.auth.getUser();
    expect(after.data.user?.is_anonymous).toBe(false);
    expect(after.data.user?.email).toBe(email);
  });

  it('14. password recovery', async () => {
    const c = makeClient(server.url);
    const nobody = await c.sb.auth.resetPasswordForEmail('nobody@x.test');
    expect(nobody.error).toBeNull();
    expect(nobody.data).toEqual({});
    const { email, c: other } = await signedIn();
    expect((await c.sb.auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(server.url, email, 'recovery');
    const tokenHash = new URL(mail.link!).searchParams.get('token')!;
    const verified = await c.sb.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(c.events).toContain('PASSWORD_RECOVERY');
    expect((await c.sb.auth.updateUser({ password: 'brand-new-password-2' })).error).toBeNull();
    expect((await other.sb.auth.getUser()).error).not.toBeNull();
    const fresh = makeClient(server.url);
    expect((await fresh.sb.auth.signInWithPassword({ email, password: 'brand-new-password-2' })).error).toBeNull();
    expect((await fresh.sb.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('18. MFA TOTP: enroll, verify → aal2, unenroll needs aal2', async () => {
    const { c, email } = await signedIn();
    const enrolled = await c.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'f1' });
    expect(enrolled.error).toBeNull();
    const totp = (enrolled.data as any).totp;
    expect(totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(totp.qr_code).not.toMatch(/[#%]/); // usable as the img src supabase-js makes it
    expect(totp.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(totp.uri.startsWith('otpauth://totp/')).toBe(true);
    const clash = await c.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'f1' });
    expect(clash.error?.code).toBe('mfa_factor_name_conflict');
    expect(clash.error?.status).toBe(422);
    const factorId = enrolled.data!.id;
    const wrong = await c.sb.auth.mfa.challengeAndVerify({ factorId, code: '000000' === (await generate({ secret: totp.secret })) ? '111111' : '000000' });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.status).toBe(422);
    const ok = await c.sb.auth.mfa.challengeAndVerify({ factorId, code: await generate({ secret: totp.secret }) });
    expect(ok.error).toBeNull();
    const jwt = decodeJwt((ok.data as any).access_token);
    expect(jwt.aal).toBe('aal2');
    expect(jwt.amr[0].method).toBe('totp');
    expect(c.events).toContain('MFA_CHALLENGE_VERIFIED');
    const level = await c.sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect((await c.sb.auth.mfa.listFactors()).data!.totp).toHaveLength(1);

    const other = makeClient(server.url);
    expect((await other.sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const otherLevel = await other.sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(otherLevel.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const unenroll = await other.sb.auth.mfa.unenroll({ factorId });
    expect(unenroll.error?.code).toBe('insufficient_aal');
    expect(unenroll.error?.status).toBe(422);
    const fromAal2 = await c.sb.auth.mfa.unenroll({ factorId });
    expect(fromAal2.error).toBeNull();
  });

  it('18b. MFA TOTP: an enrolment left unconfirmed for 5 minutes cannot be confirmed', async () => {
    const { c } = await signedIn();
    const enrolled = await c.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'late' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data!.id;
    await server.db.query(`update auth.mfa_factors set created_at = now() - interval '301 seconds' where id = $1`, [factorId]);
    const code = await generate({ secret: (enrolled.data as any).totp.secret });
    const late = await c.sb.auth.mfa.challengeAndVerify({ factorId, code });
    expect(late.error?.code).toBe('mfa_factor_not_found');
    expect(late.error?.status).toBe(404);
    expect(await server.db.query('select 1 from auth.mfa_factors where id = $1', [factorId])).toHaveLength(0);
    expect((await c.sb.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('19. auto refresh: the first tick refreshes a nearly expired session, later ticks do not', async () => {
    const { email } = await signedIn();
    const c = makeClient(server.url, { autoRefreshToken: true });
    await c.sb.auth.stopAutoRefresh();
    const signed = await c.sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signed.error).toBeNull();
    const stored = JSON.parse(c.storage.map.get(storageKey)!);
    stored.expires_at = Math.floor(Date.now() / 1000) + 100;
    c.storage.map.set(storageKey, JSON.stringify(stored));
    c.calls.length = 0;
    await c.sb.auth.startAutoRefresh();
    for (let i = 0; i < 50 && !c.events.includes('TOKEN_REFRESHED'); i += 1) await sleep(100);
    expect(c.events).toContain('TOKEN_REFRESHED');
    const after = JSON.parse(c.storage.map.get(storageKey)!);
    expect(after.refresh_token).not.toBe(stored.refresh_token);
    expect(after.expires_at - Date.now() / 1000).toBeGreaterThan(3000);
    const tokenCalls = c.calls.filter((x) => x.includes('/token')).length;
    await (c.sb.auth as any)._autoRefreshTokenTick();
    expect(c.calls.filter((x) => x.includes('/token')).length).toBe(tokenCalls);
    await c.sb.auth.stopAutoRefresh();
  });

  it('20. disabled features answer documented errors; a deleted user is signed out cleanly', async () => {
    const { c, session } = await signedIn();
    const sso = await c.sb.auth.signInWithSSO({ domain: 'x.test' });
    expect(sso.error?.code).toBe('saml_provider_disabled');
    expect(sso.error?.status).toBe(404);
    const link = await c.sb.auth.linkIdentity({ provider: 'github' });
    expect(link.error?.code).toBe('manual_linking_disabled');
    expect(link.error?.status).toBe(404);
    const idToken = await c.sb.auth.signInWithIdToken({ provider: 'google', token: 'x' });
    expect(idToken.error?.message).toMatch(/not enabled|Bad ID token/);
    const authorize = await fetch(`${server.url}/auth/v1/authorize?provider=nope`, { redirect: 'manual' });
    expect(authorize.status).toBeGreaterThanOrEqual(300);
    expect(authorize.status).toBeLessThan(500);
    expect(await authorize.json()).toHaveProperty('error_code');
    const web3 = await rawJson(`${server.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{}',
    });
    expect(web3.body.code).toBe('web3_provider_disabled');

    await server.db.query('delete from auth.users where id = $1', [session.user.id]);
    const gone = await rawJson(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(gone.status).toBe(403);
    expect(gone.body.code).toBe('user_not_found');
    expect((await c.sb.auth.signOut()).error).toBeNull();
    expect(c.storage.map.has(storageKey)).toBe(false);
  });

  it('serves settings, health and a JWKS with a Cache-Control', async () => {
    const settings = await rawJson(`${server.url}/auth/v1/settings`);
    expect(settings.body).toMatchObject({ mailer_autoconfirm: true, disable_signup: false, external: { email: true } });
    const health = await rawJson(`${server.url}/auth/v1/health`);
    expect(health.body.name).toBeTruthy();
    const jwks = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toContain('max-age=600');
    const { session } = await signedIn();
    expect(decodeHeader(session.access_token).kid).toBe(((await jwks.json()) as { keys: { kid: string }[] }).keys[0]!.kid);
  });
});

describe('beyond §9: email change, reauthentication, MFA session rules, admin role', () => {
  const auditCount = async (userId: string, action: string) =>
    (
      await server.db.query<{ n: number }>('select count(*)::int as n from auth.audit_log_entries where user_id = $1 and action = $2', [
        userId,
        action,
      ])
    )[0]!.n;

  it('email change: mail to the new address, confirmed with its code', async () => {
    const { c } = await signedIn();
    const next = uniqueEmail('moved');
    const up = await c.sb.auth.updateUser({ email: next });
    expect(up.error).toBeNull();
    expect(up.data.user?.new_email).toBe(next);
    const mail = await latestMail(server.url, next, 'email_change');
    const verified = await c.sb.auth.verifyOtp({ email: next, token: mail.code!, type: 'email_change' });
    expect(verified.error).toBeNull();
    expect((await c.sb.auth.getUser()).data.user?.email).toBe(next);
  });

  it('reauthentication nonce: a wrong nonce is refused, the mailed one works, once', async () => {
    const { c, email, session } = await signedIn();
    expect((await c.sb.auth.reauthenticate()).error).toBeNull();
    const { code } = await latestMail(server.url, email, 'reauthentication');
    const wrong = await c.sb.auth.updateUser({ password: 'another-password-3', nonce: code === '000000' ? '111111' : '000000' });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect((await c.sb.auth.updateUser({ password: 'another-password-3', nonce: code! })).error).toBeNull();
    const replay = await c.sb.auth.updateUser({ password: 'another-password-4', nonce: code! });
    expect(replay.error?.code).toBe('reauthentication_not_valid');
    expect(await auditCount(session.user.id, 'user_updated_password')).toBe(1);
  });

  it('MFA: aal2 survives refresh, the pre-MFA refresh token dies, aal1 cannot change the password, codes do not replay', async () => {
    const { c, session } = await signedIn();
    const enrolled = await c.sb.auth.mfa.enroll({ factorType: 'totp' });
    const secret = (enrolled.data as any).totp.secret as string;
    const code = await generate({ secret });
    expect((await c.sb.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code })).error).toBeNull();
    const refreshed = await c.sb.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
    const old = await makeClient(server.url).sb.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(old.error?.status).toBe(400);
    const replay = await c.sb.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');

    const aal1 = makeClient(server.url);
    await aal1.sb.auth.signInWithPassword({ email: session.user.email!, password: PASSWORD });
    const pw = await aal1.sb.auth.updateUser({ password: 'another-password-5' });
    expect(pw.error?.code).toBe('insufficient_aal');
    expect(pw.error?.status).toBe(401);
    const enrollMore = await aal1.sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(enrollMore.error?.code).toBe('insufficient_aal');
    expect(await auditCount(session.user.id, 'mfa_factor_enrolled')).toBe(1);
    expect(await auditCount(session.user.id, 'mfa_factor_verified')).toBe(1);
  });

  it('logout with an unknown scope → 400 validation_failed', async () => {
    const { session } = await signedIn();
    const res = await rawJson(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('the admin role granted and revoked (the CLI path) shows in the next token and the audit log', async () => {
    const { email, session } = await signedIn();
    expect(await setAdminRole(server.db, email, true, 'cli')).toBe('granted');
    expect(await setAdminRole(server.db, email, true, 'cli')).toBe('unchanged');
    const c = makeClient(server.url);
    const signedInAgain = await c.sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(decodeJwt(signedInAgain.data.session!.access_token).app_metadata.role).toBe('admin');
    expect(await setAdminRole(server.db, email, false, 'cli')).toBe('revoked');
    expect(await setAdminRole(server.db, 'nobody@example.test', true, 'cli')).toBe('no_such_user');
    expect(await auditCount(session.user.id, 'admin_role_granted')).toBe(1);
    expect(await auditCount(session.user.id, 'admin_role_revoked')).toBe(1);
  });
});
