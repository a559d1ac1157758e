import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { DatabaseHandle, SqlSession } from '../db/client.ts';

interface KeyRow {
  kid: string;
  alg: string;
  public_jwk: JWK;
  private_jwk: JWK | SealedJwk;
  created_at: Date;
  retired_at: Date | null;
}

interface LoadedKey {
  kid: string;
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKey: CryptoKey | null;
  retiredAt: Date | null;
}

export const SIGNING_ALG = 'ES256';
const RELOAD_INTERVAL_MS = 5_000;

/**
 * ES256 signing keys kept in `auth.signing_keys`: one active key signs, retired keys stay
 * published (and verify) until every token they signed has expired.
 */
export class SigningKeys {
  private keys = new Map<string, LoadedKey>();
  private active: LoadedKey | null = null;
  private lastLoad = 0;

  constructor(
    private readonly db: DatabaseHandle,
    private readonly jwtExpirySeconds: number,
    /** AUTH_KEY_ENCRYPTION_SECRET: private keys at rest are encrypted with it when set. */
    private readonly encryptionSecret?: string,
  ) {}

  /** Loads the keys, generating the first pair when the table is empty. */
  async init(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Two replicas starting together must not both create a key.
      await tx.query('select pg_advisory_xact_lock(4242010)');
      const active = await tx.query('select kid from auth.signing_keys where retired_at is null limit 1');
      if (active.length === 0) await insertNewKey(tx, this.encryptionSecret);
    });
    await this.load();
  }

  private async load(): Promise<void> {
    const rows = await this.db.query<KeyRow>(
      `select kid, alg, public_jwk, private_jwk, created_at, retired_at from auth.signing_keys
        where retired_at is null or retired_at > now() - make_interval(secs => $1)
        order by created_at desc`,
      [this.jwtExpirySeconds + 60],
    );
    const next = new Map<string, LoadedKey>();
    let active: LoadedKey | null = null;
    for (const row of rows) {
      const key: LoadedKey = {
        kid: row.kid,
        publicJwk: row.public_jwk,
        publicKey: (await importJWK(row.public_jwk, SIGNING_ALG)) as CryptoKey,
        privateKey: row.retired_at
          ? null
          : ((await importJWK(openPrivateJwk(row.private_jwk, this.encryptionSecret), SIGNING_ALG)) as CryptoKey),
        retiredAt: row.retired_at,
      };
      next.set(row.kid, key);
      if (!row.retired_at && !active) active = key;
    }
    if (!active) throw new Error('no active signing key');
    this.keys = next;
    this.active = active;
    this.lastLoad = Date.now();
  }

  signingKey(): { kid: string; privateKey: CryptoKey } {
    if (!this.active?.privateKey) throw new Error('signing keys not initialised');
    return { kid: this.active.kid, privateKey: this.active.privateKey };
  }

  /** The public key for `kid`; an unknown kid triggers one reload (another replica may have rotated). */
  async verifyKey(kid: string): Promise<CryptoKey | null> {
    const known = this.keys.get(kid);
    if (known) return known.publicKey;
    if (Date.now() - this.lastLoad < RELOAD_INTERVAL_MS) return null;
    await this.load();
    return this.keys.get(kid)?.publicKey ?? null;
  }

  /** Public JWKS: only public fields, `key_ops: ["verify"]` so WebCrypto imports them. */
  jwks(): { keys: JWK[] } {
    return {
      keys: [...this.keys.values()].map((k) => ({
        kty: k.publicJwk.kty,
        crv: k.publicJwk.crv,
        x: k.publicJwk.x,
        y: k.publicJwk.y,
        kid: k.kid,
        alg: SIGNING_ALG,
        use: 'sig',
        key_ops: ['verify'],
      })),
    };
  }

  /** Retires the active key and creates a new one (admin CLI `rotate-keys`). */
  async rotate(): Promise<string> {
    const kid = await this.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(4242010)');
      await tx.query('update auth.signing_keys set retired_at = now() where retired_at is null');
      return insertNewKey(tx, this.encryptionSecret);
    });
    await this.load();
    return kid;
  }
}

interface SealedJwk {
  sealed: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

const keyFrom = (secret: string) => createHash('sha256').update(secret).digest();

function sealPrivateJwk(jwk: JWK, secret: string | undefined): JWK | SealedJwk {
  if (!secret) return jwk;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return { sealed: 'A256GCM', iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

function openPrivateJwk(stored: JWK | SealedJwk, secret: string | undefined): JWK {
  if (!('sealed' in stored)) return stored as JWK;
  if (!secret) throw new Error('The signing key is encrypted: set AUTH_KEY_ENCRYPTION_SECRET to the secret it was created with.');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(stored.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(stored.tag, 'base64'));
  try {
    return JSON.parse(Buffer.concat([decipher.update(Buffer.from(stored.data, 'base64')), decipher.final()]).toString('utf8'));
  } catch {
    throw new Error('AUTH_KEY_ENCRYPTION_SECRET does not decrypt the stored signing key.');
  }
}

async function insertNewKey(tx: SqlSession, secret: string | undefined): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomBytes(12).toString('base64url');
  await tx.query('insert into auth.signing_keys (kid, alg, public_jwk, private_jwk) values ($1, $2, $3, $4)', [
    kid,
    SIGNING_ALG,
    JSON.stringify(await exportJWK(publicKey)),
    JSON.stringify(sealPrivateJwk(await exportJWK(privateKey), secret)),
  ]);
  return kid;
}
