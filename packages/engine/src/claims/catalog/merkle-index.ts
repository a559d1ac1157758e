import { merkleLeafHash, merkleNodeHash, type MerkleStep } from '../../proof/merkle.ts';
import { fromHex, sha256Bytes, toHex, utf8 } from '../../proof/sha256.ts';

/**
 * The hash rules of the tree on raw 32-byte digests. The default follows the proof module
 * (pure JS); the Node loader injects node:crypto for start-up speed. Tests check both agree
 * with merkleLeafHash/merkleNodeHash/merkleRoot/merkleProof.
 */
export interface MerkleHasher {
  leaf(data: string): Uint8Array;
  node(left: Uint8Array, right: Uint8Array): Uint8Array;
  /** Plain SHA-256 (hex) of a string, for row-set hashes. */
  digest(data: string): string;
  hex(bytes: Uint8Array): string;
}

export const PURE_HASHER: MerkleHasher = {
  leaf: (d) => fromHex(merkleLeafHash(d)),
  node: (l, r) => fromHex(merkleNodeHash(toHex(l), toHex(r))),
  digest: (d) => toHex(sha256Bytes(utf8(d))),
  hex: toHex,
};

/**
 * The proof module's RFC 6962 tree with every subtree hash kept, so an inclusion path costs
 * O(log n) look-ups instead of rehashing the dataset per verification.
 */
export class MerkleIndex {
  readonly leaves: readonly string[];
  readonly root: string;
  private readonly leafBytes: readonly Uint8Array[];
  private readonly nodes = new Map<number, Uint8Array>();
  private readonly hasher: MerkleHasher;

  private constructor(leafBytes: readonly Uint8Array[], hasher: MerkleHasher) {
    this.hasher = hasher;
    this.leafBytes = leafBytes;
    this.leaves = leafBytes.map((b) => hasher.hex(b));
    this.root = leafBytes.length === 0 ? '' : hasher.hex(this.subtree(0, leafBytes.length));
  }

  static fromLeafData(leafData: readonly string[], hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    return new MerkleIndex(leafData.map((d) => hasher.leaf(d)), hasher);
  }

  static fromLeafHashes(leafHashes: readonly string[], hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    return new MerkleIndex(leafHashes.map((h) => fromHex(h)), hasher);
  }

  private subtree(lo: number, hi: number): Uint8Array {
    if (hi - lo === 1) return this.leafBytes[lo] as Uint8Array;
    const k = lo * (this.leafBytes.length + 1) + hi;
    const hit = this.nodes.get(k);
    if (hit !== undefined) return hit;
    const split = lo + splitPoint(hi - lo);
    const h = this.hasher.node(this.subtree(lo, split), this.subtree(split, hi));
    this.nodes.set(k, h);
    return h;
  }

  // Paths repeat the same upper nodes for every row: keep their hex text instead of re-encoding it per request.
  private readonly hexNodes = new Map<number, string>();

  private subtreeHex(lo: number, hi: number): string {
    if (hi - lo === 1) return this.leaves[lo] as string;
    const k = lo * (this.leafBytes.length + 1) + hi;
    let h = this.hexNodes.get(k);
    if (h === undefined) { h = this.hasher.hex(this.subtree(lo, hi)); this.hexNodes.set(k, h); }
    return h;
  }

  /** Audit path for leaf `index`, leaf to root, in the proof module's MerkleStep form. */
  path(index: number): MerkleStep[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.leafBytes.length) throw new RangeError(`row ${index} outside the dataset`);
    const out: MerkleStep[] = [];
    let lo = 0;
    let hi = this.leafBytes.length;
    while (hi - lo > 1) {
      const split = lo + splitPoint(hi - lo);
      if (index < split) { out.push({ side: 'right', hash: this.subtreeHex(split, hi) }); hi = split; }
      else { out.push({ side: 'left', hash: this.subtreeHex(lo, split) }); lo = split; }
    }
    return out.reverse();
  }

  /** SHA-256 (hex) of the concatenated hex leaf hashes of the given rows, in the order given. */
  leavesDigest(indices: readonly number[]): string {
    return this.hasher.digest(indices.map((i) => this.leaves[i]).join(''));
  }
}

function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
