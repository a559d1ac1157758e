// The local verifier keeps tokens it verified: what may change between two calls with the same
// token (the clock, the loaded key) must still decide.
import { SignJWT, exportJWK, generateKeyPair, importJWK, type CryptoKey } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SigningKeys } from './keys.ts';
import { localVerifier, TokenRejected } from './tokens.ts';

const ISSUER = 'http://127.0.0.1/auth/v1';
const KID = 'test-kid';

describe('localVerifier', () => {
  let privateKey: CryptoKey;
  let publicKey: CryptoKey | null;
  let verify: ReturnType<typeof localVerifier>;
  const keys = { verifyKey: async (kid: string) => (kid === KID ? publicKey : null) } as unknown as SigningKeys;

  beforeEach(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    publicKey = pair.publicKey;
    verify = localVerifier(keys, ISSUER);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const token = (expiresInSeconds: number, sub = 'user-1') =>
    new SignJWT({ sub, session_id: 'session-1', app_metadata: { role: 'user' } })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: KID })
      .setIssuer(ISSUER)
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(privateKey);

  it('answers a token it verified before with the same claims, and rejects it once expired', async () => {
    const jwt = await token(60);
    const first = await verify(jwt);
    expect(await verify(jwt)).toBe(first);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    await expect(verify(jwt)).rejects.toThrow(new TokenRejected('token has invalid claims: token is expired'));
  });

  it('rejects a token verified before once its kid no longer loads a key', async () => {
    const jwt = await token(3600);
    await verify(jwt);
    publicKey = null;
    await expect(verify(jwt)).rejects.toThrow(new TokenRejected('unknown kid'));
  });

  it('verifies again when the kid loads another key object, and rejects under a different key', async () => {
    const jwt = await token(3600);
    await verify(jwt);
    // The same public key reloaded (a key reload or rotation) still verifies it.
    const reloaded = (await importJWK(await exportJWK(publicKey!), 'ES256')) as CryptoKey;
    publicKey = reloaded;
    expect((await verify(jwt)).sub).toBe('user-1');
    // A different key under the same kid does not.
    publicKey = (await generateKeyPair('ES256')).publicKey;
    await expect(verify(jwt)).rejects.toThrow(new TokenRejected('signature is invalid'));
  });

  it('a changed byte of a verified token is a different token', async () => {
    const jwt = await token(3600);
    await verify(jwt);
    const [header, payload, signature] = jwt.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'user-2';
    await expect(verify(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`)).rejects.toThrow(
      new TokenRejected('signature is invalid'),
    );
  });

  it('hands out claims no caller can change for the next one', async () => {
    const claims = await verify(await token(3600));
    expect(() => {
      (claims as { sub: string }).sub = 'someone-else';
    }).toThrow(TypeError);
    expect(() => {
      (claims.app_metadata as Record<string, unknown>).role = 'admin';
    }).toThrow(TypeError);
  });
});
