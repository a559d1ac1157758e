import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './context.ts';

const EVERY_MS = 60 * 60_000;

/**
 * Deletes what can no longer be used: expired mailed tokens, stale PKCE flows, old MFA
 * challenges and abandoned (unverified) factors. Refresh tokens stay with their session
 * because old ones are needed to detect reuse.
 */
export async function purgeExpired(ctx: AuthContext): Promise<void> {
  await ctx.db.query('delete from auth.one_time_tokens where created_at < now() - make_interval(secs => $1)', [ctx.config.AUTH_OTP_EXPIRY]);
  await ctx.db.query(`delete from auth.flow_state where created_at < now() - interval '1 day'`);
  await ctx.db.query(`delete from auth.mfa_challenges where created_at < now() - interval '1 day'`);
  await ctx.db.query(`delete from auth.mfa_factors where status = 'unverified' and created_at < now() - interval '1 day'`);
}

/** Runs the purge hourly while the server is up. */
export function schedulePurge(app: FastifyInstance, ctx: AuthContext): void {
  const run = () => purgeExpired(ctx).catch((err) => ctx.log.warn({ err }, 'auth purge failed'));
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
