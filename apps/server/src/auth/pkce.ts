import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { Queryable } from './db.ts';
import { AuthError, errors } from './errors.ts';
import { str, type Body } from './request.ts';
import { startSession, type RequestMeta } from './sessions.ts';
import { findUserById } from './users.ts';

export const FLOW_STATE_TTL_SECONDS = 300;

export interface PkceParams {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads `code_challenge` / `code_challenge_method` (both or neither; any case). */
export function readPkce(body: Body): PkceParams | null {
  const challenge = str(body, 'code_challenge');
  const method = str(body, 'code_challenge_method')?.toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method) throw errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(challenge)) throw errors.validation('code challenge has to be between 43 and 128 characters');
  if (method !== 's256' && method !== 'plain') throw errors.validation(`code challenge method not supported: ${method}`);
  return { challenge, method };
}

export async function createFlowState(
  q: Queryable,
  pkce: PkceParams,
  authMethod: string,
  userId: string | null,
): Promise<{ id: string; authCode: string }> {
  const authCode = randomUUID();
  const [row] = await q.query<{ id: string }>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5) returning id`,
    [userId, authCode, pkce.challenge, pkce.method, authMethod],
  );
  return { id: row!.id, authCode };
}

/** Marks the code as handed out (GET /verify) and returns it. */
export async function issueAuthCode(q: Queryable, flowStateId: string, userId: string): Promise<string | null> {
  const rows = await q.query<{ auth_code: string }>(
    'update auth.flow_state set auth_code_issued_at = now(), user_id = $2 where id = $1 returning auth_code',
    [flowStateId, userId],
  );
  return rows[0]?.auth_code ?? null;
}

function challengeMatches(method: string, challenge: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `grant_type=pkce`: single-use code + verifier → session with the flow's method. */
export async function pkceGrant(ctx: AuthContext, body: Body, meta: RequestMeta) {
  const authCode = str(body, 'auth_code');
  const verifier = str(body, 'code_verifier');
  if (!authCode || !verifier) throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  return ctx.db.transaction(async (tx) => {
    const [flow] = await tx.query<{
      id: string;
      user_id: string | null;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      auth_code_issued_at: Date | null;
      created_at: Date;
    }>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method, auth_code_issued_at, created_at
         from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    if (!flow || !flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    const issued = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
    if (Date.now() - issued > FLOW_STATE_TTL_SECONDS * 1000) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return { expired: true as const };
    }
    if (!challengeMatches(flow.code_challenge_method, flow.code_challenge, verifier)) {
      throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    return { expired: false as const, body: await startSession(ctx, tx, user, flow.authentication_method, meta) };
  }).then((r) => {
    if (r.expired) throw new AuthError(422, 'flow_state_expired', 'Flow state has expired');
    return r.body;
  });
}
