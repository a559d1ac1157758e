import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { setBounded } from '../lib/bounded-map.ts';
import type { SigningKeys } from './keys.ts';
import { SIGNING_ALG } from './keys.ts';

export const AUDIENCE = 'authenticated';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Claims of our access tokens (auth-api.md §3.1). */
export interface AccessClaims extends JWTPayload {
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  role: string;
  aal: 'aal1' | 'aal2';
  amr: AmrEntry[];
  session_id: string;
  is_anonymous: boolean;
}

export type ClaimsInput = Omit<AccessClaims, 'iss' | 'aud' | 'exp' | 'iat' | 'role'>;

export async function signAccessToken(
  keys: SigningKeys,
  opts: { issuer: string; expirySeconds: number },
  claims: ClaimsInput,
): Promise<{ token: string; iat: number; exp: number }> {
  const { kid, privateKey } = keys.signingKey();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + opts.expirySeconds;
  const token = await new SignJWT({ ...claims, role: 'authenticated' })
    .setProtectedHeader({ alg: SIGNING_ALG, typ: 'JWT', kid })
    .setIssuer(opts.issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(privateKey);
  return { token, iat, exp };
}

/** Why a token was refused, in words safe to return. */
export class TokenRejected extends Error {}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

/** How many verified tokens `localVerifier` keeps (~1 KB each); the oldest goes first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies our own tokens: ES256 only, known `kid`, `exp`, `aud`, `iss`.
 *
 * The same token text under the same public key always verifies the same way, so a token that
 * passed is kept by its exact text (any changed byte is a different token) and, when it comes
 * again, only what can change is checked again: that its `kid` still loads the key object that
 * verified it (a rotation or reload replaces it) and that it has not expired. Callers still
 * check the session it names on every call. ES256 verification costs ~0.2 ms of the event
 * loop through WebCrypto, the largest share of a signed-in read.
 */
export function localVerifier(keys: SigningKeys, issuer: string): AccessTokenVerifier {
  const verified = new Map<string, { kid: string; key: CryptoKey; claims: AccessClaims }>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if ((await keys.verifyKey(known.kid)) === known.key && known.claims.exp > Math.floor(Date.now() / 1000)) return known.claims;
      verified.delete(token);
    }
    let kid: string | undefined;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== SIGNING_ALG) throw new TokenRejected(`signing method ${String(header.alg)} is invalid`);
      kid = header.kid;
    } catch (err) {
      if (err instanceof TokenRejected) throw err;
      throw new TokenRejected('token is malformed');
    }
    if (!kid) throw new TokenRejected('missing kid');
    const key = await keys.verifyKey(kid);
    if (!key) throw new TokenRejected('unknown kid');
    const claims = deepFreeze(await checkClaims(() => jwtVerify(token, key, { algorithms: [SIGNING_ALG], audience: AUDIENCE, issuer })));
    setBounded(verified, token, { kid, key, claims }, VERIFIED_TOKENS_KEPT);
    return claims;
  };
}

/** Claims handed to many requests must not be changed by one of them. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Verifies tokens of another issuer (e.g. a real Supabase project) through its JWKS. */
export function remoteVerifier(jwksUrl: string): AccessTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (token) =>
    checkClaims(() => jwtVerify(token, jwks, { algorithms: ['ES256', 'RS256'], audience: AUDIENCE }));
}

async function checkClaims(verify: () => Promise<{ payload: JWTPayload }>): Promise<AccessClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await verify());
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new TokenRejected('token has invalid claims: token is expired');
    if (err instanceof joseErrors.JWTClaimValidationFailed) throw new TokenRejected(`token has invalid claims: ${err.claim}`);
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw new TokenRejected('signature is invalid');
    if (err instanceof joseErrors.JWKSNoMatchingKey) throw new TokenRejected('unknown kid');
    throw new TokenRejected('token is malformed');
  }
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new TokenRejected('missing sub claim');
  if (typeof payload.exp !== 'number') throw new TokenRejected('missing exp claim');
  return payload as AccessClaims;
}

/** Opaque refresh tokens: 16 random bytes; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
