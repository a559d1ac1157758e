import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/context.ts';
import { isUuid } from '../auth/db.ts';
import { bearerToken } from '../auth/request.ts';
import { ApiError, unauthorized } from '../lib/errors.ts';
import { NotifiedCache, type ChangeFeed } from '../db/notified-cache.ts';

/** Who may call a route: a signed-in user, or an admin. Unset: anyone (the handler decides). */
export type RouteAccess = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** `app_metadata.role` of the verified user ('admin' for admins), else null. */
    userRole: string | null;
    /**
     * The token is genuine but only aal1 while its user has a verified second factor: the
     * sign-in is half done. Such a caller counts as nobody, and routes that need a user answer
     * 403 `insufficient_aal` instead of 401 (the session itself is fine; finish the TOTP step).
     */
    needsSecondFactor: boolean;
  }
  interface FastifyContextConfig {
    /**
     * Declared on every route that needs a user (`config: { access: 'user' }`): on /api the
     * guard then answers 401/403 in `onRequest`, before the body is parsed or anything is
     * validated; the auth service at /auth/v1 checks its Bearer there for the same flag.
     */
    access?: RouteAccess;
  }
}

const INVALID = 'Your session is invalid or has expired. Sign in again.';
const SECOND_FACTOR = 'Enter the code from your authenticator app to finish signing in.';

/**
 * Verifies `Authorization: Bearer <access token>` on /api routes and sets `request.userId`
 * and `request.userRole`. No header → anonymous (null). A bad token → 401, never anonymous.
 * With our own keys the session and user must still exist. A remembered check is dropped when
 * the database announces the change (see NotifiedCache; on PostgreSQL that announcement lands
 * within milliseconds), and at once when this server ended the session itself (sign-out, a new
 * password, a role change), so sign-out takes effect on the very next call;
 * with AUTH_JWKS_URL the remote project's signature, `exp` and `aud` are trusted.
 * A user with a verified TOTP factor is signed in only by an aal2 token (auth-api §4.14): an aal1
 * one (password accepted, code not yet entered) is no user here, and routes that need one answer
 * 403 `insufficient_aal`. Whether the user has such a factor is read with the session check and
 * remembered with it; migration 0100 announces a factor verified or removed.
 * Then a route's declared `access` is enforced, so a caller without a user gets 401 before
 * body validation could answer 400.
 */
export function registerAuthGuard(app: FastifyInstance, ctx: AuthContext, changes: ChangeFeed): void {
  app.decorateRequest('userRole', null);
  app.decorateRequest('needsSecondFactor', false);
  // "This session still exists and its user has this role", dropped as soon as the database
  // announces the session's end or a ban, role change or deletion of its user (migration 0095).
  const sessions: SessionChecks = new NotifiedCache(changes, { ttlMs: 10_000, maxEntries: 10_000 });
  app.addHook('onRequest', async (request) => {
    if (request.url !== '/api' && !request.url.startsWith('/api/') && !request.url.startsWith('/api?')) return;
    // Sign-in and sign-up aliases must work even when a client still sends a stale token.
    if (request.url.startsWith('/api/auth/')) return;
    await identify(ctx, sessions, request);
    const access = request.routeOptions.config?.access;
    if (access === 'user') requireUser(request);
    else if (access === 'admin') requireAdmin(request);
  });
}

type SessionChecks = NotifiedCache<{ userId: string; role: string | null; hasVerifiedFactor: boolean }>;

async function identify(ctx: AuthContext, sessions: SessionChecks, request: FastifyRequest): Promise<void> {
  if (request.headers.authorization === undefined) return;
  const token = bearerToken(request);
  if (!token) throw unauthorized('Send the access token as "Authorization: Bearer <token>".');
  // supabase-js sends the published client key as a Bearer when nobody is signed in.
  if (token === ctx.config.AUTH_ANON_KEY) return;
  let claims;
  try {
    claims = await ctx.verifyForApi(token);
  } catch {
    throw unauthorized(INVALID);
  }
  if (!isUuid(claims.sub)) throw unauthorized(INVALID);
  if (ctx.config.AUTH_JWKS_URL) {
    request.userId = claims.sub;
    const role = (claims.app_metadata as Record<string, unknown> | undefined)?.role;
    request.userRole = typeof role === 'string' ? role : null;
    return;
  }
  const sessionId = typeof claims.session_id === 'string' && isUuid(claims.session_id) ? claims.session_id : null;
  if (!sessionId) throw unauthorized(INVALID);
  let check = sessions.get(sessionId);
  if (!check || check.userId !== claims.sub) {
    // The role comes from the database so a revoked admin loses access at once.
    const snapshot = sessions.snapshot();
    const [row] = await ctx.db.query<{ role: string | null; has_verified_factor: boolean }>(
      `select u.raw_app_meta_data->>'role' as role,
              exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as has_verified_factor
         from auth.sessions s join auth.users u on u.id = s.user_id
        where s.id = $1 and s.user_id = $2 and (u.banned_until is null or u.banned_until < now())`,
      [sessionId, claims.sub],
    );
    if (!row) throw unauthorized(INVALID);
    check = { userId: claims.sub, role: row.role, hasVerifiedFactor: row.has_verified_factor === true };
    sessions.set(sessionId, [`session:${sessionId}`, `user:${claims.sub}`], check, snapshot);
  }
  if (check.hasVerifiedFactor && claims.aal !== 'aal2') {
    request.needsSecondFactor = true;
    return;
  }
  request.userId = claims.sub;
  request.userRole = check.role;
}

/**
 * The signed-in user's id, or 401 for routes that need one; 403 `insufficient_aal` while the
 * caller's sign-in still waits for its second factor.
 */
export function requireUser(request: FastifyRequest): string {
  if (request.userId) return request.userId;
  if (request.needsSecondFactor) throw new ApiError(403, 'insufficient_aal', SECOND_FACTOR);
  throw unauthorized();
}

/** The signed-in admin's id: 401 without a user, 403 for a user without the admin role. */
export function requireAdmin(request: FastifyRequest): string {
  const userId = requireUser(request);
  if (request.userRole !== 'admin') throw new ApiError(403, 'forbidden', 'Admins only.');
  return userId;
}
