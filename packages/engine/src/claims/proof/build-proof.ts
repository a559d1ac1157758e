/** Node-only: signs a verification with the server's Ed25519 key through the shared proof module. */
import type { KeyObject } from 'node:crypto';
import { canonicalJson } from '../../proof/canonical-json.ts';
import { sha256Hex } from '../../proof/hash.ts';
import { signCanonical } from '../../proof/signing.ts';
import type { VerificationResult } from '../verify/result.ts';
import { signedPayload, type VerificationProof } from './payload.ts';

/** The `cryptographicProof` of a verification. Deterministic: Ed25519 over JCS(payload), no clock inside. */
export function buildVerificationProof(result: VerificationResult, signingKey: KeyObject | string): VerificationProof {
  const payload = signedPayload(result);
  const canonical = canonicalJson(payload);
  const { signature, keyId } = signCanonical(canonical, signingKey);
  return {
    alg: 'Ed25519',
    kid: keyId,
    payload,
    payloadSha256: sha256Hex(canonical),
    signature,
    manifestSha256: result.proofData.manifestSha256,
    merkleProofs: result.proofData.rows.map((r) => ({ dataset: r.dataset, rowIndex: r.rowIndex, row: r.row, leaf: r.leaf, path: r.path, root: r.root })),
  };
}
