import { describe, expect, it } from 'vitest';
import { generateSigningKey, publicJwk } from '../../proof/signing.ts';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { buildVerificationProof } from './build-proof.ts';
import type { VerificationProof } from './payload.ts';
import { verifyVerificationProof } from './verify-proof.ts';

const key = generateSigningKey();
const jwk = publicJwk(key.publicKey);

function proofFor(claim: string): VerificationProof {
  return buildVerificationProof(verifyClaim(claim, testCatalog()), key.privateKey);
}

const clone = (p: VerificationProof): VerificationProof => JSON.parse(JSON.stringify(p)) as VerificationProof;

describe('verification proofs', () => {
  it('verifies: signature, payload hash, Merkle paths and manifest roots', async () => {
    const proof = proofFor('Nuclear power generated more electricity in Iowa than renewables did in 2012');
    expect(proof.alg).toBe('Ed25519');
    expect(proof.kid).toBe(jwk.kid);
    expect(proof.merkleProofs.length).toBe(2);
    const check = await verifyVerificationProof(proof, jwk, testCatalog().manifest);
    expect(check).toMatchObject({ valid: true, signatureValid: true, payloadHashValid: true, merkleValid: true, manifestValid: true });
  });

  it('is byte-identical for the same claim and catalog (no timestamp inside)', () => {
    const a = proofFor('CO2 rose by over 10% from 1990 to 2010');
    const b = proofFor('CO2 rose by over 10% from 1990 to 2010');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('fails when one byte of the signed document changes', async () => {
    const proof = proofFor("Japan's life expectancy was above 80 in 2005");
    const json = JSON.stringify(proof);
    const tampered = JSON.parse(json.replace('"veracityScore":1', '"veracityScore":0')) as VerificationProof;
    expect(JSON.stringify(tampered)).not.toBe(json);
    const check = await verifyVerificationProof(tampered, jwk, testCatalog().manifest);
    expect(check.valid).toBe(false);
    expect(check.signatureValid).toBe(false);
    expect(check.payloadHashValid).toBe(false);
  });

  it('fails when an evidence row is altered, even with a re-signed payload', async () => {
    const proof = clone(proofFor("Japan's life expectancy was above 80 in 2005"));
    proof.merkleProofs[0]!.row.life_expect = 90;
    const check = await verifyVerificationProof(proof, jwk);
    expect(check.merkleValid).toBe(false);
    expect(check.valid).toBe(false);
  });

  it('fails against a manifest with a different root, or another key', async () => {
    const proof = proofFor("Japan's life expectancy was above 80 in 2005");
    const altered = { ...testCatalog().manifest, datasets: testCatalog().manifest.datasets.map((d) => ({ ...d, attribution: `${d.attribution}.` })) };
    expect((await verifyVerificationProof(proof, jwk, altered)).manifestValid).toBe(false);
    const manifest = { datasets: testCatalog().manifest.datasets.map((d) => ({ ...d, merkleRoot: d.id === 'gapminder' ? '0'.repeat(64) : d.merkleRoot })) };
    expect((await verifyVerificationProof(proof, jwk, manifest)).manifestValid).toBe(false);
    const other = publicJwk(generateSigningKey().publicKey);
    expect((await verifyVerificationProof(proof, other)).valid).toBe(false);
  });

  it('signs unverifiable answers too (no rows, reason inside the payload)', async () => {
    const proof = proofFor('In 2000 Sweden had a higher fertility rate than Italy');
    expect(proof.payload.verdict).toBe('unverifiable');
    expect(proof.payload.reason?.code).toBe('entity_not_in_catalog');
    expect(proof.merkleProofs).toEqual([]);
    expect((await verifyVerificationProof(proof, jwk, testCatalog().manifest)).valid).toBe(true);
  });
});
