import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors.ts';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError, errors } from './errors.ts';
import type { MailMessage } from './mail.ts';
import { issueMailToken, assertMailInterval } from './one-time-tokens.ts';
import { assertPasswordPolicy, hashPassword } from './passwords.ts';
import { createFlowState, readPkce } from './pkce.ts';
import { resolveRedirect } from './redirect.ts';
import { apiUrl, bodyOf, obj, query, requestMeta, str, type Body } from './request.ts';
import { startSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, obfuscatedUser, userJson } from './users.ts';

export type SignUpResult = { kind: 'session'; body: Record<string, unknown> } | { kind: 'user'; body: Record<string, unknown> };

export function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw errors.validation('Unable to validate email address: invalid format');
  return email;
}

/** POST /signup: anonymous, or email + password (session with auto-confirm, bare user otherwise). */
export async function signUp(ctx: AuthContext, body: Body, request: FastifyRequest): Promise<SignUpResult> {
  const { config } = ctx;
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data');
  const meta = requestMeta(request);

  if (!rawEmail && !phone) {
    if (!config.AUTH_ANONYMOUS_ENABLED) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    if (config.AUTH_DISABLE_SIGNUP) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    ctx.limiter.enforce('anonymousSignup', meta.ip);
    const session = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, { email: null, passwordHash: null, confirmed: false, isAnonymous: true, data });
      await audit(tx, { userId: user.id, action: 'user_signedup_anonymous', ip: meta.ip });
      return startSession(ctx, tx, user, 'anonymous', meta);
    });
    return { kind: 'session', body: session };
  }

  ctx.limiter.enforce('signup', meta.ip);
  if (config.AUTH_DISABLE_SIGNUP) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  if (!password) throw errors.validation('Signup requires a valid password');
  assertPasswordPolicy(password, ctx.policy);
  if (rawEmail && phone) throw errors.validation('Only an email address or phone number should be provided on signup.');
  const pkce = readPkce(body);
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(rawEmail!);
  const passwordHash = await hashPassword(password);
  const redirectTo = resolveRedirect(config, query(request, 'redirect_to'));
  const autoconfirm = !config.AUTH_EMAIL_CONFIRM;

  let mail: MailMessage | null = null;
  let result: SignUpResult;
  try {
    result = await ctx.db.transaction(async (tx): Promise<SignUpResult> => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.email_confirmed_at) {
        if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
        return { kind: 'user', body: obfuscatedUser(email, data) };
      }
      let user = existing;
      if (!user) {
        user = await insertUser(tx, { email, passwordHash, confirmed: autoconfirm, isAnonymous: false, data });
        await audit(tx, { userId: user.id, action: 'user_signedup', ip: meta.ip, payload: { provider: 'email' } });
        if (autoconfirm) return { kind: 'session', body: await startSession(ctx, tx, user, 'password', meta) };
      } else {
        // Unconfirmed: send the confirmation again (at most once a minute).
        assertMailInterval(user, 'confirmation');
      }
      const flow = pkce ? await createFlowState(tx, pkce, 'email/signup', user.id) : null;
      mail = await issueMailToken(ctx, tx, {
        user,
        type: 'confirmation',
        email,
        flowStateId: flow?.id ?? null,
        redirectTo,
        apiUrl: apiUrl(ctx, request),
      });
      await audit(tx, { userId: user.id, action: 'user_confirmation_requested', ip: meta.ip });
      return { kind: 'user', body: await userJson(tx, (await findUserById(tx, user.id))!) };
    });
  } catch (err) {
    // Two sign-ups racing for one address: the loser sees the usual answer.
    if (sqlState(err) === UNIQUE_VIOLATION) throw new AuthError(422, 'user_already_exists', 'User already registered');
    throw err;
  }
  if (mail) await ctx.mailer.send(mail);
  return result;
}

export const signupRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/signup', async (request) => (await signUp(ctx, bodyOf(request), request)).body);
  };
