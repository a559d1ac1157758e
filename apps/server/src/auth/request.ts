import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { isUuid } from './db.ts';
import { AuthError, errors } from './errors.ts';
import { findSession, type RequestMeta, type SessionRow } from './sessions.ts';
import { TokenRejected, type AccessClaims } from './tokens.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

export type Body = Record<string, unknown>;

/** The JSON body as an object; clients send extras and explicit nulls, which we ignore. */
export function bodyOf(request: FastifyRequest): Body {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {};
}

/** A string field; null/absent → undefined; another type → 400 validation_failed. */
export function str(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'string') throw errors.validation(`${key} must be a string`);
  if (v.length > 4096) throw errors.validation(`${key} is too long`);
  return v;
}

/** An object field (e.g. `data`); null/absent → {}. */
export function obj(body: Body, key: string): Record<string, unknown> {
  const v = body[key];
  if (v === null || v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw errors.validation(`${key} must be an object`);
  if (JSON.stringify(v).length > 16_384) throw errors.validation(`${key} is too large`);
  return v as Record<string, unknown>;
}

export function query(request: FastifyRequest, key: string): string | undefined {
  const q = request.query as Record<string, unknown> | undefined;
  const v = q?.[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}

/**
 * Base URL of this server for mail links: PUBLIC_URL, else (outside production) the request's
 * own origin; production without PUBLIC_URL falls back to the site URL, never a Host header.
 */
export function apiUrl(ctx: AuthContext, request: FastifyRequest): string {
  if (ctx.config.PUBLIC_URL) return ctx.config.PUBLIC_URL.replace(/\/+$/, '');
  if (ctx.config.NODE_ENV !== 'production') return `${request.protocol}://${request.host}`;
  return ctx.config.AUTH_SITE_URL;
}

export interface Authenticated {
  claims: AccessClaims;
  user: UserRow;
  session: SessionRow;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const m = /^bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/** One check per request: the `onRequest` hook's answer is the handler's. */
const checked = new WeakMap<FastifyRequest, Promise<Authenticated>>();

/**
 * Checks the Bearer token of an authenticated auth route (errors of auth-api.md §4.4). Routes
 * declared `access: 'user'` run it in `onRequest`, before the body is parsed, as GoTrue's
 * middleware does; the handler's own call then reuses that result.
 */
export function authenticate(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  let result = checked.get(request);
  if (!result) {
    result = checkBearer(ctx, request);
    checked.set(request, result);
  }
  return result;
}

async function checkBearer(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw errors.noAuthorization();
  let claims: AccessClaims;
  try {
    claims = await ctx.verifyLocal(token);
  } catch (err) {
    if (err instanceof TokenRejected) throw errors.badJwt(err.message);
    throw err;
  }
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw errors.userNotFound();
  const session = typeof claims.session_id === 'string' && isUuid(claims.session_id) ? await findSession(ctx.db, claims.session_id) : null;
  if (!session || session.user_id !== user.id) throw errors.sessionNotFound();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, user, session };
}
