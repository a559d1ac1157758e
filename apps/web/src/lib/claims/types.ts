import type { VerificationProof } from '@verity/engine/claims/proof/payload';
import type { VerificationResult } from '@verity/engine/claims/verify/result';
import type { CatalogManifest } from '@verity/engine/claims/catalog/create-catalog';

/** `POST /api/verify` → `data` (type-only imports: no catalog code reaches the browser). */
export interface VerifyResponse extends Omit<VerificationResult, 'proofData'> {
  id: string;
  proofId: string;
  cryptographicProof: VerificationProof;
  issuedAt: string;
}

/** A verification as stored behind `GET /api/proofs/:id` (kind 'verification'). */
export type StoredVerification = Omit<VerifyResponse, 'id' | 'proofId'> & {
  /** Set for a claim checked against a user's own dataset: that dataset's manifest (its hash is signed). */
  datasetId?: string;
  datasetManifest?: CatalogManifest;
};

export type { Evidence, Reading, SourceRef, VerificationResult } from '@verity/engine/claims/verify/result';
export type { Verdict } from '@verity/engine/claims/types';
