import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError, errors } from './errors.ts';
import type { MailMessage } from './mail.ts';
import { assertMailInterval, issueMailToken } from './one-time-tokens.ts';
import { createFlowState, readPkce } from './pkce.ts';
import { resolveRedirect } from './redirect.ts';
import { apiUrl, bodyOf, obj, query, requestMeta, str, type Body } from './request.ts';
import { requireEmail } from './signup.ts';
import { findUserByEmail, insertUser } from './users.ts';

/** POST /recover: unknown addresses get the same `{}` (no account enumeration). */
export async function recover(ctx: AuthContext, body: Body, request: FastifyRequest): Promise<Record<string, never>> {
  ctx.limiter.enforce('recover', request.ip);
  const raw = str(body, 'email');
  if (!raw) throw errors.validation('Password recovery requires an email');
  const email = requireEmail(raw);
  const pkce = readPkce(body);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return {};
  assertMailInterval(user, 'recovery');
  const mail = await ctx.db.transaction(async (tx) => {
    const flow = pkce ? await createFlowState(tx, pkce, 'recovery', user.id) : null;
    await audit(tx, { userId: user.id, action: 'user_recovery_requested', ip: request.ip });
    return issueMailToken(ctx, tx, {
      user,
      type: 'recovery',
      email,
      flowStateId: flow?.id ?? null,
      redirectTo: resolveRedirect(ctx.config, query(request, 'redirect_to')),
      apiUrl: apiUrl(ctx, request),
    });
  });
  await ctx.mailer.send(mail);
  return {};
}

export const emailFlowRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/recover', async (request) => recover(ctx, bodyOf(request), request));

    // Email code / magic link sign-in; creates the account unless create_user is false.
    app.post('/otp', async (request) => {
      ctx.limiter.enforce('otp', request.ip);
      const body = bodyOf(request);
      const raw = str(body, 'email');
      if (str(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (!raw) throw errors.validation('You must provide either an email or phone number.');
      const email = requireEmail(raw);
      const pkce = readPkce(body);
      const createUser = body.create_user !== false;
      const data = obj(body, 'data');
      const autoconfirm = !ctx.config.AUTH_EMAIL_CONFIRM;
      const existing = await findUserByEmail(ctx.db, email);
      if (!existing && !createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (!existing && ctx.config.AUTH_DISABLE_SIGNUP) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const meta = requestMeta(request);
      const mail: MailMessage = await ctx.db.transaction(async (tx) => {
        let user = existing;
        if (!user) {
          user = await insertUser(tx, { email, passwordHash: null, confirmed: autoconfirm, isAnonymous: false, data });
          await audit(tx, { userId: user.id, action: 'user_signedup', ip: meta.ip, payload: { provider: 'email', via: 'otp' } });
        }
        const type = user.email_confirmed_at ? 'magiclink' : 'confirmation';
        assertMailInterval(user, type);
        const flow = pkce ? await createFlowState(tx, pkce, type === 'magiclink' ? 'magiclink' : 'email/signup', user.id) : null;
        return issueMailToken(ctx, tx, {
          user,
          type,
          email,
          flowStateId: flow?.id ?? null,
          redirectTo: resolveRedirect(ctx.config, query(request, 'redirect_to')),
          apiUrl: apiUrl(ctx, request),
        });
      });
      await ctx.mailer.send(mail);
      return {};
    });

    app.post('/resend', async (request) => {
      ctx.limiter.enforce('resend', request.ip);
      const body = bodyOf(request);
      const type = str(body, 'type');
      if (type === 'sms' || type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      if (type !== 'signup' && type !== 'email_change') throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
      const raw = str(body, 'email');
      if (!raw) throw errors.validation('Resend requires an email');
      const email = requireEmail(raw);
      const pkce = readPkce(body);
      const user = await findUserByEmail(ctx.db, email);
      if (!user) return {};
      if (type === 'signup' && user.email_confirmed_at) return {};
      if (type === 'email_change' && !user.email_change) return {};
      const ott = type === 'signup' ? 'confirmation' : 'email_change';
      assertMailInterval(user, ott);
      const mail = await ctx.db.transaction(async (tx) => {
        const flow = pkce ? await createFlowState(tx, pkce, type === 'signup' ? 'email/signup' : 'email_change', user.id) : null;
        return issueMailToken(ctx, tx, {
          user,
          type: ott,
          email: type === 'signup' ? email : user.email_change!,
          flowStateId: flow?.id ?? null,
          redirectTo: resolveRedirect(ctx.config, query(request, 'redirect_to')),
          apiUrl: apiUrl(ctx, request),
        });
      });
      await ctx.mailer.send(mail);
      return {};
    });
  };
