import { createHmac } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import type { Queryable } from './db.ts';
import { AuthError, OAuthError } from './errors.ts';
import { newRefreshToken, sha256Hex, signAccessToken, type AmrEntry } from './tokens.ts';
import { findUserById, isBanned, userJson, type UserRow } from './users.ts';

export interface SessionRow {
  id: string;
  user_id: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  factor_id: string | null;
  not_after: Date | null;
  created_at: Date;
  refreshed_at: Date | null;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Replays of older revoked tokens are tolerated this long after their rotation (§5). */
export const REUSE_INTERVAL_MS = 10_000;
const MAX_CHAIN_WALK = 50;

/**
 * Each rotation derives the next token from the presented one with a server-held key, so a
 * replayed predecessor (another tab, a lost response) gets the very same successor while the
 * database keeps only hashes.
 */
export function nextRefreshToken(secret: Buffer, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url').slice(0, 22);
}

export async function findSession(q: Queryable, id: string, forUpdate = false): Promise<SessionRow | null> {
  const rows = await q.query<SessionRow>(
    `select id, user_id, aal, amr, factor_id, not_after, created_at, refreshed_at from auth.sessions where id = $1${
      forUpdate ? ' for update' : ''
    }`,
    [id],
  );
  return rows[0] ?? null;
}

/** Grants the admin role to addresses listed in ADMIN_EMAILS when they sign in (decision #4). */
async function grantListedAdmin(ctx: AuthContext, q: Queryable, user: UserRow, ip: string): Promise<UserRow> {
  if (!user.email || !user.email_confirmed_at || !ctx.config.ADMIN_EMAILS.includes(user.email)) return user;
  if (user.raw_app_meta_data.role === 'admin') return user;
  await q.query(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}'::jsonb, updated_at = now() where id = $1`,
    [user.id],
  );
  await audit(q, { userId: user.id, action: 'admin_role_granted', ip, payload: { by: 'ADMIN_EMAILS' } });
  return (await findUserById(q, user.id))!;
}

/** Starts a new session (sign-in of any kind) and answers the §2.2 session object. */
export async function startSession(
  ctx: AuthContext,
  q: Queryable,
  userRow: UserRow,
  method: string,
  meta: RequestMeta,
): Promise<Record<string, unknown>> {
  let user = await grantListedAdmin(ctx, q, userRow, meta.ip);
  await q.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
  await q.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [user.id]);
  user = (await findUserById(q, user.id))!;
  const amr: AmrEntry[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [session] = await q.query<SessionRow>(
    `insert into auth.sessions (user_id, aal, amr, user_agent, ip) values ($1, 'aal1', $2, $3, $4)
     returning id, user_id, aal, amr, factor_id, not_after, created_at, refreshed_at`,
    [user.id, JSON.stringify(amr), meta.userAgent?.slice(0, 512) ?? null, meta.ip],
  );
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token_hash, session_id, user_id) values ($1, $2, $3)', [
    sha256Hex(token),
    session!.id,
    user.id,
  ]);
  // Every way in (password, code, link, PKCE, anonymous) leaves one audit row.
  await audit(q, { userId: user.id, action: 'login', ip: meta.ip, payload: { method, session_id: session!.id } });
  return sessionResponse(ctx, q, user, session!, token);
}

/** The §2.2 object: a fresh access token for `session`, with the given refresh token. */
export async function sessionResponse(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const { token, exp } = await signAccessToken(
    ctx.keys,
    { issuer: ctx.config.AUTH_JWT_ISSUER, expirySeconds: ctx.config.AUTH_JWT_EXPIRY },
    {
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.AUTH_JWT_EXPIRY,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(q, user),
  };
}

/** Replaces every refresh token of a session with a new random one (after an AAL change). */
export async function resetSessionTokens(q: Queryable, session: SessionRow): Promise<string> {
  await q.query('delete from auth.refresh_tokens where session_id = $1', [session.id]);
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token_hash, session_id, user_id) values ($1, $2, $3)', [
    sha256Hex(token),
    session.id,
    session.user_id,
  ]);
  return token;
}

interface TokenRow {
  id: number;
  session_id: string;
  user_id: string;
  revoked: boolean;
  revoked_at: Date | null;
}

/** `grant_type=refresh_token` with rotation, predecessor replay and reuse detection (§5). */
export async function refreshGrant(ctx: AuthContext, presented: string, meta: RequestMeta) {
  if (!presented) throw new OAuthError('invalid_request', 'refresh_token required');
  const hash = sha256Hex(presented);
  const outcome = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.query<TokenRow>(
      'select id, session_id, user_id, revoked, revoked_at from auth.refresh_tokens where token_hash = $1',
      [hash],
    );
    if (!found) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    // The session row lock serialises concurrent refreshes of one session.
    const session = await findSession(tx, found.session_id, true);
    if (!session) throw new AuthError(400, 'session_not_found', 'Session not found');
    const [row] = await tx.query<TokenRow>(
      'select id, session_id, user_id, revoked, revoked_at from auth.refresh_tokens where id = $1',
      [found.id],
    );
    const user = await findUserById(tx, session.user_id);
    if (!user || !row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
    if (session.not_after && new Date(session.not_after).getTime() < Date.now()) {
      throw new AuthError(400, 'session_expired', 'Session Expired');
    }
    let token: string;
    if (!row.revoked) {
      token = nextRefreshToken(ctx.refreshSecret, presented);
      await tx.query('update auth.refresh_tokens set revoked = true, revoked_at = now() where id = $1', [row.id]);
      await tx.query(
        'insert into auth.refresh_tokens (token_hash, parent_hash, session_id, user_id) values ($1, $2, $3, $4)',
        [sha256Hex(token), hash, session.id, user.id],
      );
    } else {
      const replay = await resolveReplay(ctx, tx, session.id, presented, row);
      if (!replay) {
        await tx.query('delete from auth.sessions where id = $1', [session.id]);
        await audit(tx, { userId: user.id, action: 'refresh_token_reuse', ip: meta.ip, payload: { session_id: session.id } });
        return { reused: true as const, session: session.id };
      }
      token = replay;
    }
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
    return { reused: false as const, body: await sessionResponse(ctx, tx, user, session, token) };
  });
  // Thrown after the commit so the session deletion sticks.
  if (outcome.reused) {
    ctx.changes.announce(`session:${outcome.session}`);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  return outcome.body;
}

/**
 * A revoked token is answered with the session's current token when it is the immediate
 * predecessor, or was rotated less than REUSE_INTERVAL_MS ago; otherwise null (abuse).
 */
async function resolveReplay(
  ctx: AuthContext,
  q: Queryable,
  sessionId: string,
  presented: string,
  row: TokenRow,
): Promise<string | null> {
  const [current] = await q.query<{ token_hash: string }>(
    'select token_hash from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  if (!current) return null;
  let candidate = presented;
  for (let depth = 1; depth <= MAX_CHAIN_WALK; depth += 1) {
    candidate = nextRefreshToken(ctx.refreshSecret, candidate);
    if (sha256Hex(candidate) === current.token_hash) {
      const recent = row.revoked_at !== null && Date.now() - new Date(row.revoked_at).getTime() < REUSE_INTERVAL_MS;
      return depth === 1 || recent ? candidate : null;
    }
  }
  return null;
}

export function sessionAgeSeconds(session: SessionRow): number {
  return (Date.now() - new Date(session.created_at).getTime()) / 1000;
}
