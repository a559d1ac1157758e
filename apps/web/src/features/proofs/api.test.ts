import { buildHashChain } from '@verity/engine/proof/hash-chain';
import { generateSigningKey, publicJwk, signEnvelope } from '@verity/engine/proof/signing';
import { describe, expect, it } from 'vitest';
import { readProofBundle, verifyInBrowser } from '@/features/proofs/api';

function signedProof() {
  const kp = generateSigningKey();
  const steps = [{ i: 0, hypothesis: 'x rises with y' }, { i: 1, text: '[1] Pearson r=0.5' }];
  const { hashes, head } = buildHashChain(steps);
  const envelope = { v: 1, insightId: 'a', head, truthScore: 0.9, keyId: kp.keyId };
  const { signature, keyId } = signEnvelope(envelope, kp.privateKey);
  return { proof: { steps, hashes, envelope, signature, keyId }, jwk: { ...publicJwk(kp.publicKey), kid: kp.keyId } };
}

describe('proof verification in the browser', () => {
  it('says what is missing from a malformed proof', () => {
    expect(readProofBundle(null)).toEqual({ problem: 'the proof is not an object' });
    expect(readProofBundle({ steps: [] })).toEqual({ problem: 'the proof has no list of step hashes' });
  });

  it('reads a stored analysis record {analysis, proof} as its proof bundle', async () => {
    const { proof, jwk } = signedProof();
    const record = { analysis: { insightId: 'a', truthScore: 0.9 }, proof };
    expect(readProofBundle(record)).toEqual({ bundle: proof });
    expect((await verifyInBrowser(record, [jwk])).result.valid).toBe(true);
  });

  it('verifies an untouched proof with the published key', async () => {
    const { proof, jwk } = signedProof();
    const outcome = await verifyInBrowser(proof, [jwk]);
    expect(outcome.result.valid).toBe(true);
    expect(outcome.key?.kid).toBe(proof.keyId);
  });

  it('verifies an analysis proof record as the server stores it ({analysis, proof})', async () => {
    const { proof, jwk } = signedProof();
    const outcome = await verifyInBrowser({ analysis: { insightId: 'a' }, proof }, [jwk]);
    expect(outcome.result.valid).toBe(true);
  });

  it('rejects a tampered step, and a proof whose key is not published', async () => {
    const { proof, jwk } = signedProof();
    const tampered = { ...proof, steps: [proof.steps[0], { i: 1, text: '[1] Pearson r=0.9' }] };
    const bad = await verifyInBrowser(tampered, [jwk]);
    expect(bad.result.valid).toBe(false);
    expect(bad.result.firstBadStep).toBe(1);

    const unknown = await verifyInBrowser(proof, []);
    expect(unknown.result.valid).toBe(false);
    expect(unknown.result.chainValid).toBe(true);
    expect(unknown.result.reason).toBe(`key ${proof.keyId} is not published`);
  });
});
