import { describe, expect, it } from 'vitest';
import { sha256Hex } from './hash.ts';
import { merkleLeafHash, merkleNodeHash, merkleProof, merkleRoot, verifyMerkleProof } from './merkle.ts';

const leaves = (n: number) => Array.from({ length: n }, (_, i) => merkleLeafHash(JSON.stringify({ row: i })));

describe('merkle (RFC 6962)', () => {
  it('prefixes leaves with 0x00 and nodes with 0x01', () => {
    expect(merkleLeafHash('abc')).toBe(sha256Hex(new Uint8Array([0, 0x61, 0x62, 0x63])));
    const l = leaves(2);
    const buf = Buffer.concat([Buffer.from([1]), Buffer.from(l[0]!, 'hex'), Buffer.from(l[1]!, 'hex')]);
    expect(merkleNodeHash(l[0]!, l[1]!)).toBe(sha256Hex(buf));
  });

  it('splits at the largest power of two below n (3 leaves)', () => {
    const l = leaves(3);
    expect(merkleRoot(l)).toBe(merkleNodeHash(merkleNodeHash(l[0]!, l[1]!), l[2]!));
    expect(merkleRoot([])).toBe(sha256Hex(''));
    expect(merkleRoot(l.slice(0, 1))).toBe(l[0]);
  });

  it('proves every leaf of trees of size 1..33 and rejects tampering', () => {
    for (let n = 1; n <= 33; n++) {
      const l = leaves(n);
      const root = merkleRoot(l);
      for (let i = 0; i < n; i++) {
        const proof = merkleProof(l, i);
        expect(verifyMerkleProof(l[i]!, proof, root)).toBe(true);
        const other = l[(i + 1) % n]!;
        if (n > 1) expect(verifyMerkleProof(other, proof, root)).toBe(false);
        if (proof.length > 0) {
          const bad = proof.map((s, j) => (j === 0 ? { ...s, side: s.side === 'left' ? 'right' as const : 'left' as const } : s));
          expect(verifyMerkleProof(l[i]!, bad, root)).toBe(false);
        }
      }
    }
  });

  it('rejects malformed input', () => {
    expect(() => merkleRoot(['xyz'])).toThrow();
    expect(() => merkleProof(leaves(2), 2)).toThrow(RangeError);
    expect(verifyMerkleProof('00', [{ side: 'left', hash: 'zz' }], 'x')).toBe(false);
  });
});
