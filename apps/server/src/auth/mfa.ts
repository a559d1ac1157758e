import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import type { AuthContext } from './context.ts';
import { audit } from './audit.ts';
import { isUuid } from './db.ts';
import { AuthError, errors } from './errors.ts';
import { authenticate, bodyOf, requestMeta, str, type Authenticated } from './request.ts';
import { findSession, resetSessionTokens, sessionResponse } from './sessions.ts';
import { findUserById, loadFactors, type FactorRow } from './users.ts';

const CHALLENGE_TTL_SECONDS = 300;
const UNVERIFIED_FACTOR_TTL_SECONDS = 300;
const MAX_FACTORS = 10;

/** MFA needs a real (non-anonymous) account. */
async function mfaUser(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  const auth = await authenticate(ctx, request);
  if (auth.user.is_anonymous) throw new AuthError(403, 'no_authorization', 'Anonymous users cannot use MFA');
  return auth;
}

/**
 * The caller's own factor, or 404 (never another user's). An enrolment left unconfirmed for
 * 5 minutes is abandoned: it is removed here, so a late code cannot turn it on.
 */
async function ownFactor(ctx: AuthContext, userId: string, id: string): Promise<FactorRow> {
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'Factor ID must be a UUID');
  const factor = (await loadFactors(ctx.db, userId)).find((f) => f.id === id);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  if (factor.status === 'unverified' && Date.now() - new Date(factor.created_at).getTime() > UNVERIFIED_FACTOR_TTL_SECONDS * 1000) {
    await ctx.db.query(`delete from auth.mfa_factors where id = $1 and status = 'unverified'`, [factor.id]);
    throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  }
  return factor;
}

export const mfaRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    app.post('/factors', { config: { access: 'user' } }, async (request) => {
      const { user, session } = await mfaUser(ctx, request);
      const body = bodyOf(request);
      const type = str(body, 'factor_type');
      if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      if (type === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      if (type !== 'totp') throw errors.validation('factor_type needs to be totp, phone or webauthn');
      if (!ctx.config.AUTH_MFA_ENABLED) throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
      const friendlyName = (str(body, 'friendly_name') ?? '').slice(0, 120);
      const issuer = (str(body, 'issuer') ?? new URL(ctx.config.AUTH_SITE_URL).host).slice(0, 120);
      // Unverified factors older than 5 minutes are abandoned enrolments.
      await ctx.db.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
        [user.id, UNVERIFIED_FACTOR_TTL_SECONDS],
      );
      const factors = await loadFactors(ctx.db, user.id);
      if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') throw errors.insufficientAal(403);
      if (factors.length >= MAX_FACTORS) {
        throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
      }
      if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
        throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const secret = generateSecret();
      const uri = generateURI({ issuer, label: user.email ?? user.id, secret });
      // supabase-js makes this a `data:image/svg+xml;utf-8,<svg…>` URL without encoding it, where
      // a `#` would start a fragment and cut the image short: name the colours instead.
      const qr = (await QRCode.toString(uri, { type: 'svg', margin: 1 })).replaceAll('#ffffff', 'white').replaceAll('#000000', 'black');
      const [row] = await ctx.db.query<{ id: string }>(
        `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3) returning id`,
        [user.id, friendlyName || null, secret],
      );
      await audit(ctx.db, { userId: user.id, action: 'mfa_factor_enrolled', ip: request.ip, payload: { factor_id: row!.id } });
      return { id: row!.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qr, secret, uri } };
    });

    app.post<{ Params: { id: string } }>('/factors/:id/challenge', { config: { access: 'user' } }, async (request) => {
      const { user } = await mfaUser(ctx, request);
      ctx.limiter.enforce('mfa', request.ip);
      const factor = await ownFactor(ctx, user.id, request.params.id);
      const [challenge] = await ctx.db.query<{ id: string; created_at: Date }>(
        'insert into auth.mfa_challenges (factor_id, ip) values ($1, $2) returning id, created_at',
        [factor.id, request.ip],
      );
      await ctx.db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return {
        id: challenge!.id,
        type: factor.factor_type,
        expires_at: Math.floor(new Date(challenge!.created_at).getTime() / 1000) + CHALLENGE_TTL_SECONDS,
      };
    });

    app.post<{ Params: { id: string } }>('/factors/:id/verify', { config: { access: 'user' } }, async (request) => {
      const { user, session } = await mfaUser(ctx, request);
      ctx.limiter.enforce('mfa', request.ip);
      const body = bodyOf(request);
      const challengeId = str(body, 'challenge_id') ?? '';
      const code = (str(body, 'code') ?? '').trim();
      if (!code) throw errors.validation('MFA verification requires a code');
      const factor = await ownFactor(ctx, user.id, request.params.id);
      const [challenge] = isUuid(challengeId)
        ? await ctx.db.query<{ id: string; ip: string | null; created_at: Date }>(
            'select id, ip, created_at from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null',
            [challengeId, factor.id],
          )
        : [];
      if (!challenge) throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
      if (challenge.ip && challenge.ip !== request.ip) {
        throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
      }
      if (Date.now() - new Date(challenge.created_at).getTime() > CHALLENGE_TTL_SECONDS * 1000) {
        await ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        throw new AuthError(422, 'mfa_challenge_expired', `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`);
      }
      // ±1 step of clock drift; a code at or before the last accepted step is a replay.
      const lastStep = factor.last_totp_step === null ? undefined : Number(factor.last_totp_step);
      const result = /^\d{6}$/.test(code)
        ? await verifyTotp({ secret: factor.secret, token: code, epochTolerance: 30, afterTimeStep: lastStep })
        : null;
      if (!result?.valid) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      const upgradedSession = await ctx.db.transaction(async (tx) => {
        await tx.query(`update auth.mfa_factors set status = 'verified', last_totp_step = $2, updated_at = now() where id = $1`, [
          factor.id,
          'timeStep' in result ? result.timeStep : Math.floor(Date.now() / 30_000),
        ]);
        await tx.query(
          `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified' and id <> $2`,
          [user.id, factor.id],
        );
        await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
        // Upgrading to aal2 ends the user's other aal1 sessions.
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [user.id, session.id]);
        const amr = [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...session.amr.filter((a) => a.method !== 'totp')];
        await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, amr = $3, updated_at = now() where id = $1`, [
          session.id,
          factor.id,
          JSON.stringify(amr),
        ]);
        await audit(tx, { userId: user.id, action: 'mfa_factor_verified', ip: request.ip, payload: { factor_id: factor.id } });
        const upgraded = (await findSession(tx, session.id))!;
        const refreshToken = await resetSessionTokens(tx, upgraded);
        return sessionResponse(ctx, tx, (await findUserById(tx, user.id))!, upgraded, refreshToken);
      });
      // The user's other aal1 sessions ended with the upgrade.
      ctx.changes.announce(`user:${user.id}`);
      return upgradedSession;
    });

    app.delete<{ Params: { id: string } }>('/factors/:id', { config: { access: 'user' } }, async (request) => {
      const { user, session } = await mfaUser(ctx, request);
      const factor = await ownFactor(ctx, user.id, request.params.id);
      if (factor.status === 'verified' && session.aal !== 'aal2') throw errors.insufficientAal(422);
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now(),
              amr = (select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(amr) e where e->>'method' <> 'totp')
            where factor_id = $1 and user_id = $2`,
          [factor.id, user.id],
        );
        await tx.query('delete from auth.mfa_factors where id = $1 and user_id = $2', [factor.id, user.id]);
        await audit(tx, { userId: user.id, action: 'mfa_factor_unenrolled', ip: requestMeta(request).ip, payload: { factor_id: factor.id } });
      });
      // The /api guard remembers whether the user has a verified factor.
      if (factor.status === 'verified') ctx.changes.announce(`user:${user.id}`);
      return { id: factor.id };
    });
  };

