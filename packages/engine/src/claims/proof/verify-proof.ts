/**
 * Browser-safe check of a verification proof: payload hash, Ed25519 signature (WebCrypto),
 * every evidence row's Merkle path, and the roots against the published catalog manifest.
 * A valid proof means this server produced this verdict from these rows of these pinned files,
 * not that the data is true.
 */
import { canonicalJson } from '../../proof/canonical-json.ts';
import { merkleLeafHash, verifyMerkleProof } from '../../proof/merkle.ts';
import { sha256HexPure } from '../../proof/sha256.ts';
import type { VerificationProof } from './payload.ts';

export interface ProofJwk {
  kty: string;
  crv: string;
  x: string;
  kid?: string;
}

/** Only what is needed from GET /api/catalog: per-dataset Merkle roots. */
export interface ManifestRoots {
  v?: number;
  datasets: readonly { id: string; merkleRoot: string }[];
}

export interface ProofCheck {
  valid: boolean;
  payloadHashValid: boolean;
  signatureValid: boolean;
  merkleValid: boolean;
  /** null when no manifest was given to check the roots against. */
  manifestValid: boolean | null;
  problems: string[];
}

function base64urlToBytes(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '=');
  const bin = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(bin.length));
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export async function verifyVerificationProof(proof: VerificationProof, jwk: ProofJwk, manifest?: ManifestRoots): Promise<ProofCheck> {
  const problems: string[] = [];
  let payloadHashValid = false;
  let signatureValid = false;
  let merkleValid = false;
  let manifestValid: boolean | null = null;
  try {
    const text = canonicalJson(proof.payload);
    payloadHashValid = sha256HexPure(text) === proof.payloadSha256;
    if (!payloadHashValid) problems.push('payload does not match payloadSha256');
    if (proof.alg !== 'Ed25519' || jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519') problems.push('not an Ed25519 proof or key');
    else if (jwk.kid !== undefined && jwk.kid !== proof.kid) problems.push(`proof was signed with key ${proof.kid}, not ${jwk.kid}`);
    else {
      const key = await globalThis.crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, { name: 'Ed25519' }, false, ['verify']);
      signatureValid = await globalThis.crypto.subtle.verify({ name: 'Ed25519' }, key, base64urlToBytes(proof.signature), new TextEncoder().encode(text));
      if (!signatureValid) problems.push('signature does not verify');
    }
    // Each signed row reference must come with a row that hashes to its leaf and a path to its root.
    const byKey = new Map(proof.merkleProofs.map((m) => [`${m.dataset}#${m.rowIndex}`, m]));
    merkleValid = proof.payload.merkle.length === proof.merkleProofs.length;
    if (!merkleValid) problems.push('Merkle proofs do not match the signed row list');
    for (const ref of proof.payload.merkle) {
      const m = byKey.get(`${ref.dataset}#${ref.rowIndex}`);
      const leaf = m ? merkleLeafHash(canonicalJson({ index: m.rowIndex, row: m.row })) : '';
      if (!m || leaf !== ref.leaf || m.leaf !== ref.leaf || m.root !== ref.root || !verifyMerkleProof(leaf, m.path, ref.root)) {
        merkleValid = false;
        problems.push(`row ${ref.rowIndex} of ${ref.dataset} does not verify against its Merkle root`);
      }
    }
    // Every evidence row must be one of the proven rows, with the same values.
    for (const ev of proof.payload.evidence) {
      for (const row of ev.rows) {
        const m = byKey.get(`${row.dataset}#${row.index}`);
        const same = m && Object.entries(row.values).every(([k, v]) => m.row[k] === v);
        if (!same) { merkleValid = false; problems.push(`evidence row ${row.index} of ${row.dataset} is not a proven row`); }
      }
    }
    if (manifest) {
      const roots = new Map(manifest.datasets.map((d) => [d.id, d.merkleRoot]));
      const rootsMatch = proof.payload.merkle.every((r) => roots.get(r.dataset) === r.root);
      // A full manifest (as served by GET /api/catalog) must also hash to the signed manifestSha256.
      const full = 'v' in manifest;
      const shaMatch = proof.payload.manifestSha256 === proof.manifestSha256 && (!full || sha256HexPure(canonicalJson(manifest)) === proof.payload.manifestSha256);
      manifestValid = rootsMatch && shaMatch;
      if (!rootsMatch) problems.push('a Merkle root differs from the published catalog manifest');
      if (!shaMatch) problems.push('the catalog manifest does not hash to the signed manifestSha256');
    }
  } catch (e) {
    problems.push(e instanceof Error ? e.message : String(e));
  }
  const valid = payloadHashValid && signatureValid && merkleValid && manifestValid !== false && problems.length === 0;
  return { valid, payloadHashValid, signatureValid, merkleValid, manifestValid, problems };
}
