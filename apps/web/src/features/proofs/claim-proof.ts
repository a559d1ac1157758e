import type { VerificationProof } from '@verity/engine/claims/proof/payload';
import { type ManifestRoots, type ProofCheck, type ProofJwk, verifyVerificationProof } from '@verity/engine/claims/proof/verify-proof';
import type { StoredVerification } from '@/lib/claims/types';

/** Narrows the stored `proof` of a `kind: 'verification'` record, or says what is missing. */
export function readStoredVerification(value: unknown): { stored: StoredVerification } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'the proof is not an object' };
  const v = value as Record<string, unknown>;
  if (typeof v.claim !== 'string' || typeof v.verdict !== 'string') return { problem: 'the proof has no claim or verdict' };
  const cp = v.cryptographicProof as Record<string, unknown> | null | undefined;
  if (typeof cp !== 'object' || cp === null) return { problem: 'the proof has no cryptographic proof' };
  if (typeof cp.payload !== 'object' || cp.payload === null) return { problem: 'the proof has no signed payload' };
  if (typeof cp.signature !== 'string' || typeof cp.kid !== 'string') return { problem: 'the proof has no signature or key id' };
  if (!Array.isArray(cp.merkleProofs)) return { problem: 'the proof has no Merkle paths' };
  return { stored: value as StoredVerification };
}

export interface ClaimProofOutcome {
  check: ProofCheck;
  /** The published key that matched the proof's kid, if any. */
  keyId: string | null;
  /** The signed payload differs from the verdict shown on the page. */
  displayMismatch: boolean;
}

function failed(problem: string): ProofCheck {
  return { valid: false, payloadHashValid: false, signatureValid: false, merkleValid: false, manifestValid: null, problems: [problem] };
}

/**
 * Re-checks a verification proof in this browser: payload hash, Ed25519 signature with the
 * published key of the same kid, each evidence row's Merkle path, and the roots against the
 * catalog manifest. The verdict and score shown must also be the signed ones.
 */
export async function checkClaimProof(
  stored: unknown,
  keys: readonly ProofJwk[],
  manifest: { datasets: readonly { id: string; merkleRoot: string }[] } | undefined,
): Promise<ClaimProofOutcome> {
  const read = readStoredVerification(stored);
  if ('problem' in read) return { check: failed(read.problem), keyId: null, displayMismatch: false };
  const proof: VerificationProof = read.stored.cryptographicProof;
  // A user dataset's proof carries its own full manifest (with `v`): its hash is checked against the signed one too.
  const roots = manifest ? ('v' in manifest ? (manifest as ManifestRoots) : { datasets: manifest.datasets.map(({ id, merkleRoot }) => ({ id, merkleRoot })) }) : undefined;
  const key = keys.find((k) => k.kid === proof.kid) ?? null;
  let check: ProofCheck;
  if (!key) {
    const partial = await verifyVerificationProof(proof, { kty: 'none', crv: 'none', x: '' }, roots);
    check = {
      ...partial,
      valid: false,
      signatureValid: false,
      problems: [`key ${proof.kid} is not published`, ...partial.problems.filter((p) => p !== 'not an Ed25519 proof or key')],
    };
  } else {
    check = await verifyVerificationProof(proof, key, roots);
  }
  const displayMismatch =
    proof.payload.verdict !== read.stored.verdict ||
    proof.payload.veracityScore !== read.stored.veracityScore ||
    proof.payload.claimNFC !== read.stored.claimNFC;
  if (displayMismatch) {
    check = { ...check, valid: false, problems: [...check.problems, 'the verdict shown differs from the signed verdict'] };
  }
  return { check, keyId: key?.kid ?? null, displayMismatch };
}

export interface CheckLine {
  label: string;
  ok: boolean | null;
}

export function checkLines(outcome: ClaimProofOutcome, kid: string, rowCount: number, ownDataset = false): CheckLine[] {
  const { check } = outcome;
  return [
    {
      label: check.payloadHashValid
        ? 'The signed payload hashes (SHA-256 of its RFC 8785 canonical JSON) to the recorded payload hash'
        : 'The signed payload does not hash to the recorded payload hash',
      ok: check.payloadHashValid,
    },
    {
      label: check.signatureValid
        ? `The Ed25519 signature verifies with published key ${kid}`
        : outcome.keyId
          ? `The Ed25519 signature does not verify with published key ${kid}`
          : `No published key ${kid} to check the signature with`,
      ok: check.signatureValid,
    },
    {
      label: check.merkleValid
        ? rowCount === 0
          ? 'No data rows were used (nothing to trace), and the signed row list is consistent'
          : `All ${rowCount} evidence row${rowCount === 1 ? '' : 's'} hash to their leaves and their Merkle paths reach the dataset roots`
        : 'An evidence row or its Merkle path does not verify',
      ok: check.merkleValid,
    },
    {
      label:
        check.manifestValid === null
          ? 'The catalog manifest could not be fetched, so the Merkle roots were not compared with it'
          : ownDataset
            ? check.manifestValid
              ? 'The Merkle root matches the dataset manifest, and the manifest hashes to the signed manifest hash'
              : 'The Merkle root or the dataset manifest differs from what was signed'
            : check.manifestValid
              ? 'The Merkle roots match the published catalog manifest'
              : 'A Merkle root or the manifest hash differs from the published catalog manifest',
      ok: check.manifestValid,
    },
  ];
}
