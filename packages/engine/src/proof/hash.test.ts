import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256Hex } from './hash.ts';
import { sha256HexPure } from './sha256.ts';

describe('sha256', () => {
  it('matches FIPS 180-4 test vectors', () => {
    const vectors: [string, string][] = [
      ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
      ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
      ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ];
    for (const [msg, want] of vectors) {
      expect(sha256Hex(msg)).toBe(want);
      expect(sha256HexPure(msg)).toBe(want);
    }
  });

  it('pure and node:crypto agree on random strings and bytes (all padding lengths)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => sha256HexPure(s) === sha256Hex(s)), { numRuns: 300 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => sha256HexPure(b) === sha256Hex(b)), { numRuns: 300 });
  });
});
