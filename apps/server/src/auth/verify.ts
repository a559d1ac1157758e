import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError, errors } from './errors.ts';
import { consumeToken, tokenHash, type OttType } from './one-time-tokens.ts';
import { issueAuthCode } from './pkce.ts';
import { resolveRedirect } from './redirect.ts';
import { bodyOf, query, requestMeta, str } from './request.ts';
import { startSession } from './sessions.ts';
import { applyConfirmedEmail } from './user.ts';
import { findUserById, normalizeEmail } from './users.ts';

/** Which stored tokens each `type` of /verify may consume. */
const TYPES: Record<string, OttType[]> = {
  signup: ['confirmation'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email: ['confirmation', 'magiclink', 'recovery'],
  email_change: ['email_change'],
  invite: [],
};

type VerifyOutcome = { kind: 'session'; body: Record<string, unknown> } | { kind: 'code'; code: string };

/**
 * Consumes a mailed token (single use) and applies it: confirms the email, swaps a changed
 * address; then signs in (`amr: otp`) or, for a PKCE link opened by GET, hands out the code.
 */
async function verifyToken(
  ctx: AuthContext,
  request: FastifyRequest,
  type: string,
  hash: string,
  viaLink: boolean,
): Promise<VerifyOutcome> {
  // Own entries only: a type such as "constructor" is unsupported, not Object's constructor.
  const types = Object.hasOwn(TYPES, type) ? TYPES[type] : undefined;
  if (!types) {
    if (type === 'sms' || type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw errors.validation('Unsupported verification type');
  }
  const meta = requestMeta(request);
  return ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = types.length ? await consumeToken(ctx, tx, hash, types) : null;
    if (!row) throw errors.otpExpired();
    let user = await findUserById(tx, row.user_id, true);
    if (!user) throw errors.otpExpired();
    if (row.token_type === 'email_change') {
      if (user.email_change !== row.relates_to) throw errors.otpExpired();
      await applyConfirmedEmail(tx, user, row.relates_to);
    } else if (!user.email_confirmed_at) {
      await tx.query(
        `update auth.users set email_confirmed_at = now(), updated_at = now(),
            raw_user_meta_data = raw_user_meta_data || '{"email_verified":true}'::jsonb where id = $1`,
        [user.id],
      );
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb where user_id = $1 and provider = 'email'`,
        [user.id],
      );
    }
    await audit(tx, { userId: user.id, action: 'otp_verified', ip: meta.ip, payload: { type } });
    user = (await findUserById(tx, user.id))!;
    if (viaLink && row.flow_state_id) {
      const code = await issueAuthCode(tx, row.flow_state_id, user.id);
      if (!code) throw errors.otpExpired();
      return { kind: 'code', code };
    }
    return { kind: 'session', body: await startSession(ctx, tx, user, 'otp', meta) };
  });
}

const ERROR_NAMES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export const verifyRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/verify', async (request) => {
      ctx.limiter.enforce('verify', request.ip);
      const body = bodyOf(request);
      const type = str(body, 'type');
      const token = str(body, 'token');
      const tokenHashParam = str(body, 'token_hash');
      const email = str(body, 'email');
      if (!type) throw errors.validation('Verify requires a verification type');
      let hash: string;
      if (tokenHashParam) {
        if (token) throw errors.validation('Verify requires either a token or a token hash');
        hash = tokenHashParam.replace(/^pkce_/, '');
      } else {
        if (!token) throw errors.validation('Verify requires a token or a token hash');
        if (str(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
        const normalized = email ? normalizeEmail(email) : null;
        if (!normalized) throw errors.validation('Verify requires an email with a token');
        hash = tokenHash(normalized, token.trim());
      }
      const outcome = await verifyToken(ctx, request, type, hash, false);
      return outcome.kind === 'session' ? outcome.body : {};
    });

    // Mail links: always a 303 back to the app, with tokens, a PKCE code, or the error.
    app.get('/verify', async (request, reply) => {
      const redirect = resolveRedirect(ctx.config, query(request, 'redirect_to'));
      const type = query(request, 'type') ?? '';
      const token = query(request, 'token') ?? '';
      const isPkce = token.startsWith('pkce_');
      const target = new URL(redirect);
      try {
        ctx.limiter.enforce('verify', request.ip);
        if (!token || !type) throw errors.validation('Verify requires a token and a type');
        const outcome = await verifyToken(ctx, request, type, token.replace(/^pkce_/, ''), true);
        if (outcome.kind === 'code') {
          target.searchParams.set('code', outcome.code);
          target.hash = '';
        } else {
          const s = outcome.body;
          target.hash = new URLSearchParams({
            access_token: String(s.access_token),
            expires_at: String(s.expires_at),
            expires_in: String(s.expires_in),
            refresh_token: String(s.refresh_token),
            token_type: 'bearer',
            type,
            sb: '',
          }).toString();
        }
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        const params = new URLSearchParams({
          error: ERROR_NAMES[err.status] ?? (err.status >= 500 ? 'server_error' : 'invalid_request'),
          error_code: err.code,
          error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
        });
        if (isPkce) for (const [k, v] of params) target.searchParams.set(k, v);
        target.hash = `${params.toString()}&sb=`;
      }
      return reply.code(303).header('location', target.toString()).header('cache-control', 'no-store').send();
    });
  };
