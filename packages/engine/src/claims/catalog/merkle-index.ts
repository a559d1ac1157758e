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
  /** Plain SHA-256 (hex) of bytes. */
  digestBytes(bytes: Uint8Array): string;
  hex(bytes: Uint8Array): string;
}

export const PURE_HASHER: MerkleHasher = {
  leaf: (d) => fromHex(merkleLeafHash(d)),
  node: (l, r) => fromHex(merkleNodeHash(toHex(l), toHex(r))),
  digest: (d) => toHex(sha256Bytes(utf8(d))),
  digestBytes: (b) => toHex(sha256Bytes(b)),
  hex: toHex,
};

/**
 * The proof module's RFC 6962 tree with every subtree hash kept, so an inclusion path costs
 * O(log n) look-ups instead of rehashing the dataset per verification. Hashes live in two flat
 * byte arrays (leaves, internal nodes) rather than one small object each: the catalog's ~8,000
 * rows would otherwise add ~24,000 heap objects that every full GC must trace.
 */
export class MerkleIndex {
  readonly size: number;
  readonly root: string;
  /** Leaf i's hash is bytes [32i, 32i + 32). */
  private readonly leafBytes: Uint8Array;
  /** Internal node hashes, 32 bytes per slot; `slots` maps a subtree key to its slot. */
  private readonly nodeBytes: Uint8Array;
  private readonly slots = new Map<number, number>();
  private nextSlot = 0;
  private readonly hasher: MerkleHasher;
  // Paths repeat the same upper nodes for every row: keep their hex text instead of re-encoding it per request.
  private readonly hexNodes = new Map<number, string>();

  private constructor(leafBytes: Uint8Array, size: number, hasher: MerkleHasher) {
    this.hasher = hasher;
    this.size = size;
    this.leafBytes = leafBytes;
    this.nodeBytes = new Uint8Array(Math.max(0, size - 1) * 32);
    this.root = size === 0 ? '' : hasher.hex(this.subtree(0, size));
  }

  static fromLeafData(leafData: readonly string[], hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    const bytes = new Uint8Array(leafData.length * 32);
    leafData.forEach((d, i) => bytes.set(hasher.leaf(d), i * 32));
    return new MerkleIndex(bytes, leafData.length, hasher);
  }

  /** Leaves from a function of the row index, so a large table never holds all leaf texts at once. */
  static fromLeafFn(size: number, leafData: (i: number) => string, hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    const bytes = new Uint8Array(size * 32);
    for (let i = 0; i < size; i++) bytes.set(hasher.leaf(leafData(i)), i * 32);
    return new MerkleIndex(bytes, size, hasher);
  }

  static fromLeafHashes(leafHashes: readonly string[], hasher: MerkleHasher = PURE_HASHER): MerkleIndex {
    const bytes = new Uint8Array(leafHashes.length * 32);
    leafHashes.forEach((h, i) => bytes.set(fromHex(h), i * 32));
    return new MerkleIndex(bytes, leafHashes.length, hasher);
  }

  /** Hex hash of leaf i. */
  leaf(i: number): string {
    return this.hasher.hex(this.leafBytes.subarray(i * 32, i * 32 + 32));
  }

  /** Every leaf hash in hex (built on demand; tests and tools, not the request path). */
  get leaves(): string[] {
    return Array.from({ length: this.size }, (_, i) => this.leaf(i));
  }

  private subtree(lo: number, hi: number): Uint8Array {
    if (hi - lo === 1) return this.leafBytes.subarray(lo * 32, lo * 32 + 32);
    const k = lo * (this.size + 1) + hi;
    const slot = this.slots.get(k);
    if (slot !== undefined) return this.nodeBytes.subarray(slot * 32, slot * 32 + 32);
    const split = lo + splitPoint(hi - lo);
    const h = this.hasher.node(this.subtree(lo, split), this.subtree(split, hi));
    const at = this.nextSlot++;
    this.nodeBytes.set(h, at * 32);
    this.slots.set(k, at);
    return this.nodeBytes.subarray(at * 32, at * 32 + 32);
  }

  private subtreeHex(lo: number, hi: number): string {
    if (hi - lo === 1) return this.leaf(lo);
    const k = lo * (this.size + 1) + hi;
    let h = this.hexNodes.get(k);
    if (h === undefined) { h = this.hasher.hex(this.subtree(lo, hi)); this.hexNodes.set(k, h); }
    return h;
  }

  /** Audit path for leaf `index`, leaf to root, in the proof module's MerkleStep form. */
  path(index: number): MerkleStep[] {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) throw new RangeError(`row ${index} outside the dataset`);
    const out: MerkleStep[] = [];
    let lo = 0;
    let hi = this.size;
    while (hi - lo > 1) {
      const split = lo + splitPoint(hi - lo);
      if (index < split) { out.push({ side: 'right', hash: this.subtreeHex(split, hi) }); hi = split; }
      else { out.push({ side: 'left', hash: this.subtreeHex(lo, split) }); lo = split; }
    }
    return out.reverse();
  }

  /** SHA-256 (hex) of the concatenated hex leaf hashes of the given rows, in the order given. */
  leavesDigest(indices: readonly number[]): string {
    // The hex text of the leaves, written straight into one byte buffer (no string per leaf).
    const out = new Uint8Array(indices.length * 64);
    let o = 0;
    for (const i of indices) {
      for (let b = i * 32; b < i * 32 + 32; b++) {
        const v = this.leafBytes[b] as number;
        out[o++] = HEX_CODES[v >> 4] as number;
        out[o++] = HEX_CODES[v & 15] as number;
      }
    }
    return this.hasher.digestBytes(out);
  }
}

const HEX_CODES = Uint8Array.from('0123456789abcdef', (c) => c.charCodeAt(0));

function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}
