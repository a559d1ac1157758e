/**
 * Ed25519 signatures over the canonical JSON of an envelope (engine.md §7,
 * claims.md §6), using node:crypto only. Keys may be KeyObjects or PEM
 * (PKCS#8 private / SPKI public).
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
  type JsonWebKey,
} from 'node:crypto';
import { canonicalJson } from './canonical-json.ts';
import { sha256Hex } from './hash.ts';

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface SigningKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 PEM of the private key, the form PROOF_SIGNING_KEY holds. */
  privateKeyPem: string;
  keyId: string;
}

function toPrivateKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPrivateKey(key) : key;
  if (k.type !== 'private' || k.asymmetricKeyType !== 'ed25519') throw new Error('signing key must be an Ed25519 private key');
  return k;
}

function toPublicKey(key: KeyObject | string): KeyObject {
  const k = typeof key === 'string' ? createPublicKey(key) : key.type === 'private' ? createPublicKey(key) : key;
  if (k.asymmetricKeyType !== 'ed25519') throw new Error('key must be Ed25519');
  return k;
}

/** Raw 32-byte public key (the JWK "x" member, base64url-decoded). */
function rawPublicKey(publicKey: KeyObject | string): Buffer {
  const jwk = toPublicKey(publicKey).export({ format: 'jwk' }) as JsonWebKey;
  return Buffer.from(String(jwk.x), 'base64url');
}

export function generateSigningKey(): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey,
    publicKey,
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    keyId: keyIdFor(publicKey),
  };
}

/** Key ids of KeyObjects already seen: exporting the key and hashing it cost ~20 µs a signature. */
const keyIds = new WeakMap<KeyObject, string>();

/** First 16 hex characters of SHA-256 of the raw 32-byte public key. A private key is accepted too. */
export function keyIdFor(publicKey: KeyObject | string): string {
  if (typeof publicKey === 'string') return sha256Hex(rawPublicKey(publicKey)).slice(0, 16);
  let keyId = keyIds.get(publicKey);
  if (keyId === undefined) {
    keyId = sha256Hex(rawPublicKey(publicKey)).slice(0, 16);
    keyIds.set(publicKey, keyId);
  }
  return keyId;
}

/** The public key as an OKP/Ed25519 JWK carrying its kid, for /.well-known/verity-keys.json. */
export function publicJwk(publicKey: KeyObject | string): PublicJwk {
  const x = rawPublicKey(publicKey).toString('base64url');
  return { kty: 'OKP', crv: 'Ed25519', x, kid: keyIdFor(publicKey), alg: 'EdDSA', use: 'sig' };
}

/** Signs JCS(envelope). Ed25519 is deterministic: same envelope and key → same signature. */
export function signEnvelope(envelope: unknown, privateKey: KeyObject | string): { signature: string; keyId: string } {
  return signCanonical(canonicalJson(envelope), privateKey);
}

/** Signs text that is already `canonicalJson(envelope)`, for callers that also hash it. */
export function signCanonical(canonical: string, privateKey: KeyObject | string): { signature: string; keyId: string } {
  const key = toPrivateKey(privateKey);
  const signature = sign(null, Buffer.from(canonical, 'utf8'), key).toString('base64url');
  return { signature, keyId: keyIdFor(key) };
}

/** Verifies a base64url signature over JCS(envelope) with a public JWK (kid, if present, must match the key). */
export function verifyEnvelope(envelope: unknown, signature: string, publicKeyJwk: Omit<PublicJwk, 'kid' | 'alg' | 'use'> & { kid?: string }): boolean {
  try {
    if (publicKeyJwk.kty !== 'OKP' || publicKeyJwk.crv !== 'Ed25519') return false;
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKeyJwk.x }, format: 'jwk' });
    if (publicKeyJwk.kid !== undefined && publicKeyJwk.kid !== keyIdFor(key)) return false;
    return verify(null, Buffer.from(canonicalJson(envelope), 'utf8'), key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}
