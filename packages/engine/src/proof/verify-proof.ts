/**
 * Browser-and-Node proof verifier: no node: imports. Recomputes the hash chain
 * from the steps with a pure SHA-256, checks it against the recorded hashes and
 * the envelope's head, then checks the Ed25519 signature over JCS(envelope)
 * with WebCrypto.
 */
import { canonicalJson } from './canonical-json.ts';
import { chainWith } from './chain-core.ts';
import { sha256HexPure } from './sha256.ts';

export interface ProofBundle<E extends { head: string; keyId: string } = { head: string; keyId: string }> {
  steps: readonly unknown[];
  hashes: readonly string[];
  /** the signed object; any further members are covered by the signature */
  envelope: E;
  signature: string;
  keyId: string;
}

export interface VerifyJwk {
  kty: string;
  crv: string;
  x: string;
  kid?: string;
}

export interface ProofVerification {
  valid: boolean;
  chainValid: boolean;
  headMatches: boolean;
  signatureValid: boolean;
  /** Index of the first step whose recomputed hash differs, or -1. */
  firstBadStep: number;
  reason?: string;
}

function base64urlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Verifies a proof object as produced by analyze() (or any steps + signed envelope with a head). */
export async function verifyProof<E extends { head: string; keyId: string }>(proof: ProofBundle<E>, jwk: VerifyJwk): Promise<ProofVerification> {
  const fail = (reason: string, partial: Partial<ProofVerification> = {}): ProofVerification => ({
    valid: false, chainValid: false, headMatches: false, signatureValid: false, firstBadStep: -1, reason, ...partial,
  });
  try {
    const { hashes, head } = chainWith(sha256HexPure, proof.steps);
    let firstBadStep = -1;
    if (hashes.length !== proof.hashes.length) firstBadStep = Math.min(hashes.length, proof.hashes.length);
    for (let i = 0; i < hashes.length && firstBadStep < 0; i++) if (hashes[i] !== proof.hashes[i]) firstBadStep = i;
    const chainValid = firstBadStep < 0;
    const headMatches = proof.envelope.head === head;
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') return fail('public key is not an Ed25519 JWK', { chainValid, headMatches, firstBadStep });
    if (jwk.kid !== undefined && jwk.kid !== proof.keyId) return fail(`proof was signed with key ${proof.keyId}, not ${jwk.kid}`, { chainValid, headMatches, firstBadStep });
    if (proof.envelope.keyId !== proof.keyId) return fail('envelope keyId differs from proof keyId', { chainValid, headMatches, firstBadStep });
    const key = await globalThis.crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, { name: 'Ed25519' }, false, ['verify']);
    const signatureValid = await globalThis.crypto.subtle.verify(
      { name: 'Ed25519' }, key, base64urlToBytes(proof.signature), new TextEncoder().encode(canonicalJson(proof.envelope)),
    );
    const valid = chainValid && headMatches && signatureValid;
    let reason: string | undefined;
    if (!chainValid) reason = `step ${firstBadStep} does not match its recorded hash`;
    else if (!headMatches) reason = 'chain head differs from the signed head';
    else if (!signatureValid) reason = 'signature does not verify';
    return { valid, chainValid, headMatches, signatureValid, firstBadStep, ...(reason ? { reason } : {}) };
  } catch (e) {
    return fail(e instanceof Error ? e.message : String(e));
  }
}
