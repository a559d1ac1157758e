/** The signed form of a verification (claims.md §6). Browser-safe: no node: imports. */
import type { MerkleStep } from '../../proof/merkle.ts';
import type { Row } from '../types.ts';
import type { VerificationResult } from '../verify/result.ts';

export interface MerkleProofEntry {
  dataset: string;
  rowIndex: number;
  /** The full row, so the leaf can be recomputed: SHA-256(0x00 || JCS({index, row})). */
  row: Row;
  leaf: string;
  path: MerkleStep[];
  root: string;
}

/** Exactly what is signed. No timestamp: the same claim and catalog give byte-identical proofs. */
export interface SignedVerification {
  v: 1;
  claimNFC: string;
  parse: VerificationResult['parse'];
  verdict: VerificationResult['verdict'];
  veracityScore: number | null;
  reason: VerificationResult['reason'] | null;
  readings: VerificationResult['readings'];
  evidence: VerificationResult['evidence'];
  sources: { id: string; sha256: string | null }[];
  merkle: { dataset: string; rowIndex: number; leaf: string; root: string }[];
  manifestSha256: string;
  engineVersion: string;
  scoringPolicyVersion: string;
}

export interface VerificationProof {
  alg: 'Ed25519';
  kid: string;
  payload: SignedVerification;
  payloadSha256: string;
  /** base64url Ed25519 signature over JCS(payload). */
  signature: string;
  manifestSha256: string;
  merkleProofs: MerkleProofEntry[];
}

export function signedPayload(result: VerificationResult): SignedVerification {
  return {
    v: 1,
    claimNFC: result.claimNFC,
    parse: result.parse,
    verdict: result.verdict,
    veracityScore: result.veracityScore,
    reason: result.reason ?? null,
    readings: result.readings,
    evidence: result.evidence,
    sources: result.sources.map((s) => ({ id: s.id, sha256: s.sha256 ?? null })),
    merkle: result.proofData.rows.map((r) => ({ dataset: r.dataset, rowIndex: r.rowIndex, leaf: r.leaf, root: r.root })),
    manifestSha256: result.proofData.manifestSha256,
    engineVersion: result.engineVersion,
    scoringPolicyVersion: result.scoringPolicyVersion,
  };
}
