import { loadCatalog } from '@verity/engine/claims/node';
import { verifyClaim } from '@verity/engine/claims/index';
import { generateSigningKey, publicJwk } from '@verity/engine/proof/signing';
import { describe, expect, it } from 'vitest';
import { checkClaimProof, checkLines, readStoredVerification } from './claim-proof';

const loaded = loadCatalog();
if (!loaded.ok) throw new Error('catalog failed to load');
const catalog = loaded.catalog;

function stored(claim: string) {
  const kp = generateSigningKey();
  const result = verifyClaim(claim, catalog);
  // The Node-side builder lives with the server; import lazily to keep this file's imports light.
  return { result, kp };
}

async function signed(claim: string) {
  const { buildVerificationProof } = await import('@verity/engine/claims/proof/build-proof');
  const { result, kp } = stored(claim);
  const cryptographicProof = buildVerificationProof(result, kp.privateKey);
  const { proofData: _p, ...pub } = result;
  const record = { ...pub, cryptographicProof, issuedAt: '2026-11-22T00:00:00.000Z' };
  return { record, jwk: { ...publicJwk(kp.publicKey), kid: cryptographicProof.kid }, manifest: catalog.manifest };
}

describe('checking a claim proof in the browser', () => {
  it('says what is missing from a malformed record', () => {
    expect(readStoredVerification(null)).toEqual({ problem: 'the proof is not an object' });
    expect(readStoredVerification({ claim: 'x', verdict: 'supported' })).toEqual({ problem: 'the proof has no cryptographic proof' });
  });

  it('verifies an untouched proof: payload hash, signature, Merkle paths and manifest roots', async () => {
    const { record, jwk, manifest } = await signed("Japan's life expectancy was above 80 in 2005");
    const outcome = await checkClaimProof(record, [jwk], manifest);
    expect(outcome.check.problems).toEqual([]);
    expect(outcome.check.valid).toBe(true);
    const lines = checkLines(outcome, jwk.kid, record.cryptographicProof.merkleProofs.length);
    expect(lines.every((l) => l.ok === true)).toBe(true);
  });

  it('fails when one evidence value is changed', async () => {
    const { record, jwk, manifest } = await signed("Japan's life expectancy was above 80 in 2005");
    const tampered = structuredClone(record);
    const row = tampered.cryptographicProof.merkleProofs[0];
    if (!row) throw new Error('expected an evidence row');
    const column = Object.keys(row.row).find((k) => typeof row.row[k] === 'number') ?? '';
    row.row[column] = Number(row.row[column]) + 1;
    const outcome = await checkClaimProof(tampered, [jwk], manifest);
    expect(outcome.check.valid).toBe(false);
    expect(outcome.check.merkleValid).toBe(false);
  });

  it('fails when the shown verdict differs from the signed one, or the key is not published', async () => {
    const { record, jwk, manifest } = await signed("India's fertility rate was below 2 in 2005");
    const shown = { ...record, verdict: 'supported' as const, veracityScore: 1 };
    expect((await checkClaimProof(shown, [jwk], manifest)).check.valid).toBe(false);
    const noKey = await checkClaimProof(record, [], manifest);
    expect(noKey.check.valid).toBe(false);
    expect(noKey.check.signatureValid).toBe(false);
    expect(noKey.check.payloadHashValid).toBe(true);
  });

  it('fails when a Merkle root differs from the published manifest', async () => {
    const { record, jwk, manifest } = await signed("Japan's life expectancy was above 80 in 2005");
    const other = { datasets: manifest.datasets.map((d) => ({ id: d.id, merkleRoot: '0'.repeat(64) })) };
    const outcome = await checkClaimProof(record, [jwk], other);
    expect(outcome.check.manifestValid).toBe(false);
    expect(outcome.check.valid).toBe(false);
  });
});
