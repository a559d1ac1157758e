import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../proof/canonical-json.ts';
import { sha256Hex } from '../proof/hash.ts';
import { dataHash } from './data-hash.ts';

describe('dataHash', () => {
  it('equals sha256(JCS(data)) on random JSON and number columns', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => dataHash(v) === sha256Hex(canonicalJson(v))), { numRuns: 300 });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 50 })), (cols) =>
        dataHash(cols) === sha256Hex(canonicalJson(cols))),
      { numRuns: 200 },
    );
  });

  it('streams large inputs and hashes −0 as 0', () => {
    const big = { a: Array.from({ length: 200_000 }, (_, i) => i / 7) };
    expect(dataHash(big)).toBe(sha256Hex(canonicalJson(big)));
    expect(dataHash({ a: [-0] })).toBe(sha256Hex('{"a":[0]}'));
  });
});
