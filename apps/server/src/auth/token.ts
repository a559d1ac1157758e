import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { AuthError, errors } from './errors.ts';
import { burnPasswordCheck, verifyPassword, weakPasswordMessage, weakPasswordReasons } from './passwords.ts';
import { pkceGrant } from './pkce.ts';
import { bodyOf, query, requestMeta, str, type Body } from './request.ts';
import { refreshGrant, startSession } from './sessions.ts';
import { findUserByEmail, isBanned } from './users.ts';

/**
 * `grant_type=password`. Unknown email, passwordless account and wrong password give the same
 * answer after the same argon2 work; confirmation is checked only after the password.
 */
export async function passwordGrant(ctx: AuthContext, body: Body, request: FastifyRequest) {
  const meta = requestMeta(request);
  const rawEmail = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password') ?? '';
  if (!!rawEmail === !!phone) throw errors.validation('Only an email address or phone number should be provided on login.');
  if (phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = rawEmail!.trim().toLowerCase();
  if (email.length > 254 || password.length > 1024) throw errors.invalidCredentials();
  ctx.limiter.enforce('passwordPerEmail', email);

  const user = await findUserByEmail(ctx.db, email);
  const ok = user?.encrypted_password ? await verifyPassword(user.encrypted_password, password) : (await burnPasswordCheck(password), false);
  if (!user || !ok) {
    await audit(ctx.db, { userId: user?.id ?? null, action: 'login_failed', ip: meta.ip, payload: { email } });
    throw errors.invalidCredentials();
  }
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  const session = await ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password', meta));
  const reasons = weakPasswordReasons(password, ctx.policy);
  return reasons.length > 0 ? { ...session, weak_password: { message: weakPasswordMessage(ctx.policy), reasons } } : session;
}

export const tokenRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/token', async (request) => {
      ctx.limiter.enforce('token', request.ip);
      const body = bodyOf(request);
      switch (query(request, 'grant_type')) {
        case 'password':
          return passwordGrant(ctx, body, request);
        case 'refresh_token':
          return refreshGrant(ctx, str(body, 'refresh_token') ?? '', requestMeta(request));
        case 'pkce':
          return pkceGrant(ctx, body, requestMeta(request));
        case 'id_token': {
          const provider = (str(body, 'provider') ?? str(body, 'issuer') ?? 'unknown').slice(0, 64);
          throw new AuthError(400, 'provider_disabled', `Provider (issuer "${provider}") is not enabled`);
        }
        case 'web3':
          throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
        default:
          throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
      }
    });
  };
