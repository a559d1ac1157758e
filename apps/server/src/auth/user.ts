import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import type { Queryable } from './db.ts';
import { AuthError, errors } from './errors.ts';
import type { MailMessage } from './mail.ts';
import { assertMailInterval, consumeToken, issueMailToken, tokenHash } from './one-time-tokens.ts';
import { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
import { createFlowState, readPkce } from './pkce.ts';
import { resolveRedirect } from './redirect.ts';
import { apiUrl, authenticate, bodyOf, obj, query, requestMeta, str, type Authenticated, type Body } from './request.ts';
import { sessionAgeSeconds } from './sessions.ts';
import { requireEmail } from './signup.ts';
import { findUserByEmail, findUserById, insertEmailIdentity, loadFactors, userJson, type UserRow } from './users.ts';

const SECURE_CHANGE_AGE_SECONDS = 24 * 3600;

/** Makes `email` the confirmed address of the user (email change, anonymous upgrade). */
export async function applyConfirmedEmail(q: Queryable, user: UserRow, email: string): Promise<void> {
  await q.query(
    `update auth.users set email = $2, email_change = null, email_change_sent_at = null,
        email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false,
        raw_app_meta_data = raw_app_meta_data || '{"provider":"email","providers":["email"]}'::jsonb,
        raw_user_meta_data = raw_user_meta_data || jsonb_build_object('sub', id::text, 'email', $2::text, 'email_verified', true),
        updated_at = now()
      where id = $1`,
    [user.id, email],
  );
  const updated = await q.query(
    `update auth.identities set email = $2, updated_at = now(),
        identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true)
      where user_id = $1 and provider = 'email' returning id`,
    [user.id, email],
  );
  if (updated.length === 0) await insertEmailIdentity(q, user.id, email, true);
}

/** Shallow merge into user_metadata; a null value deletes the key (§4.5). */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

async function updateUser(ctx: AuthContext, auth: Authenticated, body: Body, request: FastifyRequest) {
  const meta = requestMeta(request);
  ctx.limiter.enforce('userUpdate', meta.ip);
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const data = body.data === undefined || body.data === null ? null : obj(body, 'data');
  const password = str(body, 'password');
  const nonce = str(body, 'nonce');
  const rawEmail = str(body, 'email');
  if (str(body, 'phone')) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const pkce = readPkce(body);
  const { user, session } = auth;
  const factors = await loadFactors(ctx.db, user.id);
  if ((password || rawEmail) && factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
    throw errors.insufficientAal(401);
  }
  const email = rawEmail ? requireEmail(rawEmail) : undefined;
  if (password !== undefined) assertPasswordPolicy(password, ctx.policy);
  if (password !== undefined && user.is_anonymous && !email && !user.email) {
    throw new AuthError(422, 'validation_failed', 'Updating password of an anonymous user without an email is not possible');
  }
  const newHash = password !== undefined ? await hashPassword(password) : null;
  const samePassword = password !== undefined && user.encrypted_password ? await verifyPassword(user.encrypted_password, password) : false;
  if (samePassword) throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
  const autoconfirm = !ctx.config.AUTH_EMAIL_CONFIRM;
  const redirectTo = resolveRedirect(ctx.config, query(request, 'redirect_to'));

  let mail: MailMessage | null = null;
  const updated = await ctx.db.transaction(async (tx) => {
    const current = (await findUserById(tx, user.id, true))!;
    if (data) {
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        JSON.stringify(mergeMetadata(current.raw_user_meta_data, data)),
      ]);
    }
    if (email && email !== current.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken && taken.id !== user.id) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (current.is_anonymous && autoconfirm) {
        await applyConfirmedEmail(tx, current, email);
      } else {
        assertMailInterval(current, 'email_change');
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, email]);
        const flow = pkce ? await createFlowState(tx, pkce, 'email_change', user.id) : null;
        mail = await issueMailToken(ctx, tx, {
          user: current,
          type: 'email_change',
          email,
          flowStateId: flow?.id ?? null,
          redirectTo,
          apiUrl: apiUrl(ctx, request),
        });
      }
    }
    if (newHash) {
      const secure = ctx.config.AUTH_SECURE_PASSWORD_CHANGE && sessionAgeSeconds(session) > SECURE_CHANGE_AGE_SECONDS;
      if (secure && !nonce) throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      if (nonce) {
        const target = current.email ?? '';
        const ok = await consumeToken(ctx, tx, tokenHash(target, nonce.trim()), ['reauthentication'], target);
        if (!ok) throw new AuthError(422, 'reauthentication_not_valid', 'Requested nonce is invalid');
      }
      await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, newHash]);
      // A new password ends every other session and voids pending recovery links.
      await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type in ('recovery', 'magiclink')`, [user.id]);
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      await audit(tx, { userId: user.id, action: 'user_updated_password', ip: meta.ip });
    }
    await audit(tx, { userId: user.id, action: 'user_modified', ip: meta.ip });
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  // A new password ended the user's other sessions.
  if (newHash) ctx.changes.announce(`user:${user.id}`);
  if (mail) await ctx.mailer.send(mail);
  return updated;
}

export const userRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/user', { config: { access: 'user' } }, async (request) => {
      const { user } = await authenticate(ctx, request);
      return userJson(ctx.db, user);
    });

    app.put('/user', { config: { access: 'user' } }, async (request) => {
      const auth = await authenticate(ctx, request);
      return updateUser(ctx, auth, bodyOf(request), request);
    });

    app.post('/logout', { config: { access: 'user' } }, async (request, reply) => {
      const { user, session } = await authenticate(ctx, request);
      const scope = query(request, 'scope') ?? 'global';
      if (scope === 'global') await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
      else if (scope === 'local') await ctx.db.query('delete from auth.sessions where id = $1 and user_id = $2', [session.id, user.id]);
      else if (scope === 'others') {
        await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
      } else throw errors.validation(`Unsupported logout scope "${scope.slice(0, 32)}"`);
      ctx.changes.announce(scope === 'local' ? `session:${session.id}` : `user:${user.id}`);
      await audit(ctx.db, { userId: user.id, action: 'logout', ip: request.ip, payload: { scope } });
      return reply.code(204).send();
    });

    app.get('/reauthenticate', { config: { access: 'user' } }, async (request) => {
      const { user } = await authenticate(ctx, request);
      if (!user.email) throw errors.validation('Reauthentication requires the user to have an email or a phone number');
      if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
      assertMailInterval(user, 'reauthentication');
      const mail = await ctx.db.transaction(async (tx) => {
        await audit(tx, { userId: user.id, action: 'user_reauthenticate_requested', ip: request.ip });
        return issueMailToken(ctx, tx, { user, type: 'reauthentication', email: user.email!, redirectTo: '', apiUrl: '' });
      });
      await ctx.mailer.send(mail);
      return {};
    });
  };
