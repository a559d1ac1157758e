/**
 * RFC 6962 §2.1 Merkle tree, pure JS so proofs verify in the browser.
 *
 * leaf hash = SHA-256(0x00 ‖ leaf bytes)         (merkleLeafHash)
 * node hash = SHA-256(0x01 ‖ left ‖ right)        (32-byte digests, not hex)
 * The tree splits n leaves at the largest power of two below n, so an odd leaf
 * is never duplicated (no CVE-2012-2459 style second preimages). The root of
 * zero leaves is SHA-256 of the empty string. Hashes are lowercase hex.
 */
import { fromHex, sha256Bytes, sha256HexPure, toHex, utf8 } from './sha256.ts';

export interface MerkleStep {
  /** Which side the sibling sits on when combining. */
  side: 'left' | 'right';
  hash: string;
}

export function merkleLeafHash(leaf: string | Uint8Array): string {
  const bytes = utf8(leaf);
  const buf = new Uint8Array(bytes.length + 1);
  buf[0] = 0x00;
  buf.set(bytes, 1);
  return sha256HexPure(buf);
}

export function merkleNodeHash(leftHex: string, rightHex: string): string {
  const buf = new Uint8Array(65);
  buf[0] = 0x01;
  buf.set(fromHex(leftHex), 1);
  buf.set(fromHex(rightHex), 33);
  return toHex(sha256Bytes(buf));
}

function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function checkLeaves(leafHashes: readonly string[]): void {
  for (const h of leafHashes) {
    if (!/^[0-9a-f]{64}$/.test(h)) throw new Error(`leaf hash must be 64 lowercase hex characters, got ${JSON.stringify(h)}`);
  }
}

function root(leaves: readonly string[], lo: number, hi: number): string {
  const n = hi - lo;
  if (n === 1) return leaves[lo] as string;
  const k = splitPoint(n);
  return merkleNodeHash(root(leaves, lo, lo + k), root(leaves, lo + k, hi));
}

/** Root of the tree whose leaves are the given leaf hashes (already merkleLeafHash'ed). */
export function merkleRoot(leafHashes: readonly string[]): string {
  checkLeaves(leafHashes);
  if (leafHashes.length === 0) return sha256HexPure('');
  return root(leafHashes, 0, leafHashes.length);
}

/** Audit path for leaf `index`, ordered from the leaf up to the root. */
export function merkleProof(leafHashes: readonly string[], index: number): MerkleStep[] {
  checkLeaves(leafHashes);
  if (!Number.isInteger(index) || index < 0 || index >= leafHashes.length) {
    throw new RangeError(`index ${index} outside 0..${leafHashes.length - 1}`);
  }
  const path: MerkleStep[] = [];
  let lo = 0;
  let hi = leafHashes.length;
  while (hi - lo > 1) {
    const k = splitPoint(hi - lo);
    if (index < lo + k) {
      path.push({ side: 'right', hash: root(leafHashes, lo + k, hi) });
      hi = lo + k;
    } else {
      path.push({ side: 'left', hash: root(leafHashes, lo, lo + k) });
      lo = lo + k;
    }
  }
  return path.reverse();
}

/** True when folding `proof` onto `leafHash` yields `rootHash`. */
export function verifyMerkleProof(leafHash: string, proof: readonly MerkleStep[], rootHash: string): boolean {
  try {
    let acc = leafHash;
    for (const step of proof) {
      acc = step.side === 'left' ? merkleNodeHash(step.hash, acc) : merkleNodeHash(acc, step.hash);
    }
    return acc === rootHash;
  } catch {
    return false;
  }
}
