import { describe, expect, it } from 'vitest';
import { createPublicKey } from 'node:crypto';
import { sha256Hex } from './hash.ts';
import { generateSigningKey, keyIdFor, publicJwk, signEnvelope, verifyEnvelope } from './signing.ts';

describe('signing (Ed25519)', () => {
  const kp = generateSigningKey();
  const envelope = { v: 1, head: 'ab'.repeat(32), truthScore: 0.9, status: 'passed' };

  it('derives keyId from the raw public key', () => {
    const raw = Buffer.from(String(kp.publicKey.export({ format: 'jwk' }).x), 'base64url');
    expect(raw).toHaveLength(32);
    expect(kp.keyId).toBe(sha256Hex(raw).slice(0, 16));
    expect(keyIdFor(kp.privateKey)).toBe(kp.keyId);
    expect(keyIdFor(kp.publicKey.export({ format: 'pem', type: 'spki' }).toString())).toBe(kp.keyId);
  });

  it('publishes an OKP JWK with kid', () => {
    const jwk = publicJwk(kp.publicKey);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: kp.keyId });
    expect(createPublicKey({ key: { ...jwk }, format: 'jwk' }).asymmetricKeyType).toBe('ed25519');
  });

  it('signs deterministically, with PEM or KeyObject, independent of key order', () => {
    const a = signEnvelope(envelope, kp.privateKey);
    const b = signEnvelope({ status: 'passed', truthScore: 0.9, head: envelope.head, v: 1 }, kp.privateKeyPem);
    expect(a).toEqual(b);
    expect(a.keyId).toBe(kp.keyId);
    expect(a.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
  });

  it('verifies, and rejects a changed envelope, signature or key', () => {
    const { signature } = signEnvelope(envelope, kp.privateKey);
    const jwk = publicJwk(kp.publicKey);
    expect(verifyEnvelope(envelope, signature, jwk)).toBe(true);
    expect(verifyEnvelope({ ...envelope, truthScore: 0.91 }, signature, jwk)).toBe(false);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyEnvelope(envelope, flipped, jwk)).toBe(false);
    expect(verifyEnvelope(envelope, signature, publicJwk(generateSigningKey().publicKey))).toBe(false);
    expect(verifyEnvelope(envelope, signature, { ...jwk, kid: 'ffffffffffffffff' })).toBe(false);
  });

  it('refuses a non-Ed25519 key', () => {
    expect(() => signEnvelope(envelope, 'not a pem')).toThrow();
  });
});
