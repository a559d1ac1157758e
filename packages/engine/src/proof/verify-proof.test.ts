import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildHashChain } from './hash-chain.ts';
import { generateSigningKey, publicJwk, signEnvelope } from './signing.ts';
import { verifyProof, type ProofBundle } from './verify-proof.ts';

function makeProof(): { proof: ProofBundle; jwk: ReturnType<typeof publicJwk> } {
  const kp = generateSigningKey();
  const steps = [{ i: 0, engine: 'test' }, { i: 1, text: 'Pearson r=0.5' }, { i: 2, text: 'BF10=3.1' }];
  const { hashes, head } = buildHashChain(steps);
  const envelope = { v: 1, insightId: 'x', head, truthScore: 0.7, keyId: kp.keyId };
  const { signature, keyId } = signEnvelope(envelope, kp.privateKey);
  return { proof: { steps, hashes, envelope, signature, keyId }, jwk: publicJwk(kp.publicKey) };
}

describe('verifyProof (WebCrypto, browser-safe)', () => {
  it('accepts an untouched proof', async () => {
    const { proof, jwk } = makeProof();
    const r = await verifyProof(proof, jwk);
    expect(r).toMatchObject({ valid: true, chainValid: true, headMatches: true, signatureValid: true, firstBadStep: -1 });
  });

  it('names the first tampered step', async () => {
    const { proof, jwk } = makeProof();
    const steps = proof.steps.slice();
    steps[1] = { i: 1, text: 'Pearson r=0.9' };
    const r = await verifyProof({ ...proof, steps }, jwk);
    expect(r.valid).toBe(false);
    expect(r.firstBadStep).toBe(1);
  });

  it('fails when the hashes are recomputed but the signed head is not', async () => {
    const { proof, jwk } = makeProof();
    const steps = [...proof.steps.slice(0, 2), { i: 2, text: 'BF10=300' }];
    const re = buildHashChain(steps);
    const r = await verifyProof({ ...proof, steps, hashes: re.hashes }, jwk);
    expect(r.chainValid).toBe(true);
    expect(r.headMatches).toBe(false);
    expect(r.valid).toBe(false);
  });

  it('fails on a changed envelope or a different key', async () => {
    const { proof, jwk } = makeProof();
    const r1 = await verifyProof({ ...proof, envelope: { ...proof.envelope, truthScore: 0.99 } }, jwk);
    expect(r1.signatureValid).toBe(false);
    const other = makeProof().jwk;
    const r2 = await verifyProof(proof, { ...other, kid: undefined });
    expect(r2.valid).toBe(false);
  });

  it('imports nothing from node:', () => {
    for (const f of ['verify-proof.ts', 'chain-core.ts', 'canonical-json.ts', 'sha256.ts', 'merkle.ts']) {
      const src = readFileSync(new URL(`./${f}`, import.meta.url), 'utf8');
      expect(src).not.toMatch(/from ['"]node:/);
      expect(src).not.toMatch(/from ['"]\.\/(hash|signing|hash-chain)\.ts['"]/);
    }
  });
});
