import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ChangeFeed } from '../db/notified-cache.ts';
import { SigningKeys } from './keys.ts';
import { createMailer, type Mailer } from './mail.ts';
import type { PasswordPolicy } from './passwords.ts';
import { AuthRateLimiter } from './rate-limits.ts';
import { localVerifier, remoteVerifier, type AccessTokenVerifier } from './tokens.ts';

/** Everything the auth routes and the /api guard share; built once per server. */
export interface AuthContext {
  config: Config;
  db: DatabaseHandle;
  keys: SigningKeys;
  limiter: AuthRateLimiter;
  mailer: Mailer;
  /** Key of the refresh-token chain (see sessions.ts). */
  refreshSecret: Buffer;
  /** Verifies tokens of our own keys. */
  verifyLocal: AccessTokenVerifier;
  /** What /api trusts: our keys, or the remote JWKS of AUTH_JWKS_URL. */
  verifyForApi: AccessTokenVerifier;
  policy: PasswordPolicy;
  log: FastifyBaseLogger;
  /** Where sessions ended here are announced at once to this server's caches (the /api guard). */
  changes: ChangeFeed;
}

export async function createAuthContext(
  config: Config,
  db: DatabaseHandle,
  log: FastifyBaseLogger,
  changes: ChangeFeed,
): Promise<AuthContext> {
  const keys = new SigningKeys(db, config.AUTH_JWT_EXPIRY, config.AUTH_KEY_ENCRYPTION_SECRET);
  await keys.init();
  await db.query(`insert into auth.secrets (name, value) values ('refresh_chain', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64'),
  ]);
  const [secret] = await db.query<{ value: string }>(`select value from auth.secrets where name = 'refresh_chain'`);
  const verifyLocal = localVerifier(keys, config.AUTH_JWT_ISSUER);
  return {
    config,
    db,
    keys,
    limiter: new AuthRateLimiter(config.RATE_LIMIT_SCALE),
    mailer: createMailer(config, db, log),
    refreshSecret: Buffer.from(secret!.value, 'base64'),
    verifyLocal,
    verifyForApi: config.AUTH_JWKS_URL ? remoteVerifier(config.AUTH_JWKS_URL) : verifyLocal,
    policy: { minLength: config.AUTH_MIN_PASSWORD_LENGTH },
    log,
    changes,
  };
}
