// auth-api.md §9 against server B: email confirmation required, mail read from the dev outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-app.ts';
import { latestMail, makeClient, PASSWORD, rawJson, sleep, uniqueEmail } from './test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '1000', AUTH_EMAIL_CONFIRM: 'true', AUTH_SECURE_PASSWORD_CHANGE: 'true' });
});
afterAll(async () => {
  await server?.close();
});

const SITE = 'http://localhost:3000';
let confirmedFragment = '';

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

describe('§9 conformance, confirmation required', () => {
  const email = uniqueEmail('confirm');

  it('2. sign-up returns the bare user; sign-in before confirming → email_not_confirmed', async () => {
    const c = makeClient(server.url);
    const { data, error } = await c.sb.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(typeof data.user?.id).toBe('string');
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    const early = await c.sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);
  });

  it('16. GET /verify: implicit redirect with tokens, then otp_expired, foreign redirect → site URL', async () => {
    const mail = await latestMail(server.url, email, 'confirmation');
    expect(mail.code).toMatch(/^\d{6}$/);
    const link = new URL(mail.link!);
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(SITE)).toBe(true);
    const params = fragmentOf(location);
    for (const k of ['access_token', 'refresh_token', 'expires_in', 'expires_at']) expect(params.get(k)).toBeTruthy();
    expect(params.get('token_type')).toBe('bearer');
    expect(params.get('type')).toBe('signup');
    confirmedFragment = new URL(location).hash.slice(1);

    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const err = fragmentOf(again.headers.get('location')!);
    expect(err.get('error')).toBe('access_denied');
    expect(err.get('error_code')).toBe('otp_expired');
    expect(err.get('error_description')).toBeTruthy();

    const signIn = await makeClient(server.url).sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('3. duplicate sign-up of a confirmed address: no error, obfuscated user', async () => {
    const { data, error } = await makeClient(server.url).sb.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
  });

  it('13. email OTP sign-in; a code works once; shouldCreateUser:false on an unknown address', async () => {
    const c = makeClient(server.url);
    const otpEmail = uniqueEmail('otp');
    const sent = await c.sb.auth.signInWithOtp({ email: otpEmail });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const { code } = await latestMail(server.url, otpEmail);
    const verified = await c.sb.auth.verifyOtp({ email: otpEmail, token: code!, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    const again = await makeClient(server.url).sb.auth.verifyOtp({ email: otpEmail, token: code!, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
    const none = await c.sb.auth.signInWithOtp({ email: uniqueEmail('none'), options: { shouldCreateUser: false } });
    expect(none.error?.code).toBe('otp_disabled');
    expect(none.error?.status).toBe(422);
  });

  it('15. PKCE: the mailed link redirects with ?code=, exchanged once; a wrong verifier is refused', async () => {
    const c = makeClient(server.url, { flowType: 'pkce' });
    const pkceEmail = uniqueEmail('pkce');
    const up = await c.sb.auth.signUp({ email: pkceEmail, password: PASSWORD, options: { emailRedirectTo: `${SITE}/cb` } });
    expect(up.error).toBeNull();
    const mail = await latestMail(server.url, pkceEmail, 'confirmation');
    expect(new URL(mail.link!).searchParams.get('token')!.startsWith('pkce_')).toBe(true);
    const res = await fetch(mail.link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${SITE}/cb`);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await c.sb.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.access_token).toBeTruthy();
    expect(c.events).toContain('SIGNED_IN');
    const reuse = await rawJson(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(reuse.status).toBe(404);
    expect(reuse.body.code).toBe('flow_state_not_found');

    // A fresh code (magic link of the now confirmed account), exchanged with the wrong verifier.
    const d = makeClient(server.url, { flowType: 'pkce' });
    expect((await d.sb.auth.signInWithOtp({ email: pkceEmail, options: { emailRedirectTo: `${SITE}/cb?sb_flow_id=keep` } })).error).toBeNull();
    const magic = await latestMail(server.url, pkceEmail, 'magiclink');
    const res2 = await fetch(magic.link!, { redirect: 'manual' });
    const loc2 = new URL(res2.headers.get('location')!);
    expect(loc2.searchParams.get('sb_flow_id')).toBe('keep');
    const wrong = await rawJson(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: loc2.searchParams.get('code'), code_verifier: 'y'.repeat(64) }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('bad_code_verifier');
  });

  it('resend: at most one confirmation mail a minute, then a new code', async () => {
    const c = makeClient(server.url);
    const resendEmail = uniqueEmail('resend');
    expect((await c.sb.auth.signUp({ email: resendEmail, password: PASSWORD })).error).toBeNull();
    const first = await latestMail(server.url, resendEmail, 'confirmation');
    const tooSoon = await c.sb.auth.resend({ type: 'signup', email: resendEmail });
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.status).toBe(429);
    await server.db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [resendEmail]);
    expect((await c.sb.auth.resend({ type: 'signup', email: resendEmail })).error).toBeNull();
    const second = await latestMail(server.url, resendEmail, 'confirmation');
    expect(second.link).not.toBe(first.link);
    const stale = await c.sb.auth.verifyOtp({ email: resendEmail, token: first.code!, type: 'signup' });
    expect(stale.error?.code).toBe('otp_expired');
    expect((await c.sb.auth.verifyOtp({ email: resendEmail, token: second.code!, type: 'signup' })).error).toBeNull();
    expect((await c.sb.auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBeNull();
  });

  it('secure password change: a session older than 24 h needs a reauthentication nonce', async () => {
    const c = makeClient(server.url);
    const email = uniqueEmail('secure');
    expect((await c.sb.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const confirm = await latestMail(server.url, email, 'confirmation');
    expect((await c.sb.auth.verifyOtp({ email, token: confirm.code!, type: 'signup' })).error).toBeNull();
    const signIn = await c.sb.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const sessionId = JSON.parse(Buffer.from(signIn.data.session!.access_token.split('.')[1]!, 'base64url').toString()).session_id;
    await server.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [sessionId]);
    const bare = await c.sb.auth.updateUser({ password: 'fresh-password-7' });
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect(bare.error?.status).toBe(400);
    expect((await c.sb.auth.reauthenticate()).error).toBeNull();
    const { code } = await latestMail(server.url, email, 'reauthentication');
    expect((await c.sb.auth.updateUser({ password: 'fresh-password-7', nonce: code! })).error).toBeNull();
  });

  it('17. detectSessionInUrl picks up the fragment of 16, and surfaces an error fragment', async () => {
    expect(confirmedFragment).not.toBe('');
    const ok = await withFakeBrowser(`${SITE}/#${confirmedFragment}`, async (win) => {
      const c = makeClient(server.url, { detectSessionInUrl: true });
      const { error } = await c.sb.auth.initialize();
      expect(error).toBeNull();
      // auth-js announces the URL session on the next tick.
      for (let i = 0; i < 20 && !c.events.includes('SIGNED_IN'); i += 1) await sleep(50);
      expect(c.events).toContain('SIGNED_IN');
      expect(win.location.hash).toBe('');
      return [...c.storage.map.keys()];
    });
    expect(ok.some((k) => /^sb-.*-auth-token$/.test(k))).toBe(true);

    await withFakeBrowser(`${SITE}/#error=access_denied&error_code=otp_expired&error_description=x`, async () => {
      const c = makeClient(server.url, { detectSessionInUrl: true });
      const { error } = await c.sb.auth.initialize();
      expect(error?.name).toBe('AuthImplicitGrantRedirectError');
      expect((error as any).details.code).toBe('otp_expired');
    });
  });
});

/** Just enough of `window`/`document` for auth-js's URL detection, restored afterwards. */
async function withFakeBrowser<T>(href: string, fn: (win: any) => Promise<T>): Promise<T> {
  let current = new URL(href);
  const win = {
    location: {
      get href() {
        return current.href;
      },
      get hash() {
        return current.hash;
      },
      set hash(v: string) {
        current.hash = v;
      },
      assign: () => {},
    },
    history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => void (current = new URL(url, current)) },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const doc = { visibilityState: 'visible', addEventListener: () => {}, removeEventListener: () => {} };
  const g = globalThis as any;
  const saved = { window: g.window, document: g.document, BroadcastChannel: g.BroadcastChannel };
  g.window = win;
  g.document = doc;
  g.BroadcastChannel = undefined;
  try {
    return await fn(win);
  } finally {
    g.window = saved.window;
    g.document = saved.document;
    g.BroadcastChannel = saved.BroadcastChannel;
  }
}
