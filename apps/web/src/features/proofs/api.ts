import { queryOptions } from '@tanstack/react-query';
import { type ProofBundle, type ProofVerification, type VerifyJwk, verifyProof } from '@verity/engine/proof/verify-proof';
import { apiFetch } from '@/lib/api';

/** `GET /api/proofs/:id` (public once shared) and the published key set. */
export interface StoredProof {
  id: string;
  kind: string;
  keyId: string;
  createdAt: string;
  proof: unknown;
}

export const proofKeys = {
  detail: (id: string) => ['proofs', id] as const,
  keySet: () => ['verity-keys'] as const,
};

export function proofQuery(id: string) {
  return queryOptions({
    queryKey: proofKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<StoredProof>(`/proofs/${encodeURIComponent(id)}`, { signal }),
  });
}

export function keySetQuery() {
  return queryOptions({
    queryKey: proofKeys.keySet(),
    queryFn: async ({ signal }) => {
      const body = await apiFetch<{ keys?: unknown }>('/.well-known/verity-keys.json', { baseUrl: '', signal });
      return Array.isArray(body?.keys) ? (body.keys as VerifyJwk[]) : [];
    },
    staleTime: 5 * 60_000,
  });
}

/** Narrows an unknown value to the proof bundle shape the verifier needs, or says what is missing. */
export function readProofBundle(value: unknown): { bundle: ProofBundle } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'the proof is not an object' };
  let p = value as Record<string, unknown>;
  // An analysis's stored proof record is {analysis, proof}: the signed bundle is the inner proof.
  if (!Array.isArray(p.steps) && typeof p.proof === 'object' && p.proof !== null && 'analysis' in p) {
    p = p.proof as Record<string, unknown>;
  }
  if (!Array.isArray(p.steps)) return { problem: 'the proof has no steps' };
  if (!Array.isArray(p.hashes) || !p.hashes.every((h) => typeof h === 'string')) {
    return { problem: 'the proof has no list of step hashes' };
  }
  const envelope = p.envelope as Record<string, unknown> | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.head !== 'string') {
    return { problem: 'the proof has no signed envelope with a head hash' };
  }
  if (typeof p.signature !== 'string') return { problem: 'the proof has no signature' };
  if (typeof p.keyId !== 'string') return { problem: 'the proof does not name its signing key' };
  return { bundle: p as unknown as ProofBundle };
}

export interface VerificationOutcome {
  result: ProofVerification;
  /** The published key that was used, if one matched. */
  key: VerifyJwk | null;
}

/** Recomputes the chain and checks the Ed25519 signature in this browser (WebCrypto). */
export async function verifyInBrowser(proof: unknown, keys: readonly VerifyJwk[]): Promise<VerificationOutcome> {
  const failed = (reason: string): VerificationOutcome => ({
    result: { valid: false, chainValid: false, headMatches: false, signatureValid: false, firstBadStep: -1, reason },
    key: null,
  });
  const read = readProofBundle(proof);
  if ('problem' in read) return failed(read.problem);
  const key = keys.find((k) => k.kid === read.bundle.keyId) ?? null;
  if (!key) {
    // Still recompute the chain, so the page can say which parts hold.
    const partial = await verifyProof(read.bundle, { kty: 'none', crv: 'none', x: '' });
    return {
      result: { ...partial, valid: false, signatureValid: false, reason: `key ${read.bundle.keyId} is not published` },
      key: null,
    };
  }
  return { result: await verifyProof(read.bundle, key), key };
}

export function verificationQuery(id: string, proof: unknown, keys: readonly VerifyJwk[] | undefined) {
  return queryOptions({
    queryKey: ['proof-verification', id, keys?.map((k) => k.kid).join(',') ?? ''] as const,
    queryFn: () => verifyInBrowser(proof, keys ?? []),
    enabled: keys !== undefined && proof !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
