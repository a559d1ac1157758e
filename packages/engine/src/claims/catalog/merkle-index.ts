import { merkleLeafHash, merkleNodeHash, type MerkleStep } from '../../proof/merkle.ts';

/**
 * The proof module's RFC 6962 tree with every subtree hash kept, so an inclusion path costs
 * O(log n) look-ups instead of rehashing the dataset per verification. Same split rule and
 * hashes as merkleRoot/merkleProof (a test checks they agree).
 */
/** The two hash rules of the tree; the default is the proof module's, the Node loader injects node:crypto for speed. */
export interface MerkleHasher {
  leaf(data: string): string;
  node(leftHex: string, rightHex: string): string;
}

export const PURE_HASHER: MerkleHasher = { leaf: (d) => merkleLeafHash(d), node: merkleNodeHash };

export class MerkleIndex {
  readonly leaves: readonly string[];
  readonly root: string;
  private readonly nodes = new Map<number, string>();

  private readonly hasher: MerkleHasher;

  constructor(leafHashes: readonly string[], hasher: MerkleHasher = PURE_HASHER) {
    this.leaves = leafHashes;
    this.hasher = hasher;
    this.root = leafHashes.length === 0 ? '' : this.subtree(0, leafHashes.length);
  }

  static fromLeafData(leafData: readonly string[], hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    return new MerkleIndex(leafData.map((d) => hasher.leaf(d)), hasher);
  }

  private key(lo: number, hi: number): number {
    return lo * (this.leaves.length + 1) + hi;
  }

  private subtree(lo: number, hi: number): string {
    if (hi - lo === 1) return this.leaves[lo] as string;
    const k = this.key(lo, hi);
    const hit = this.nodes.get(k);
    if (hit !== undefined) return hit;
    const split = lo + splitPoint(hi - lo);
    const h = this.hasher.node(this.subtree(lo, split), this.subtree(split, hi));
    this.nodes.set(k, h);
    return h;
  }

  /** Audit path for leaf `index`, leaf to root, in the proof module's MerkleStep form. */
  path(index: number): MerkleStep[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.leaves.length) throw new RangeError(`row ${index} outside the dataset`);
    const out: MerkleStep[] = [];
    let lo = 0;
    let hi = this.leaves.length;
    while (hi - lo > 1) {
      const split = lo + splitPoint(hi - lo);
      if (index < split) { out.push({ side: 'right', hash: this.subtree(split, hi) }); hi = split; }
      else { out.push({ side: 'left', hash: this.subtree(lo, split) }); lo = split; }
    }
    return out.reverse();
  }
}

function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
