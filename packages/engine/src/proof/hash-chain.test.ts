import { describe, expect, it } from 'vitest';
import { buildHashChain } from './hash-chain.ts';
import { sha256Hex } from './hash.ts';

describe('buildHashChain', () => {
  const steps = [{ i: 0, engine: 'x' }, { i: 1, text: 'a' }, { i: 2, text: 'b', stats: { r: 0.5 } }];

  it('follows h0 = sha256(JCS(s0)), hi = sha256(h(i-1) + "\\n" + JCS(si))', () => {
    const { hashes, head } = buildHashChain(steps);
    const h0 = sha256Hex('{"engine":"x","i":0}');
    const h1 = sha256Hex(`${h0}\n{"i":1,"text":"a"}`);
    const h2 = sha256Hex(`${h1}\n{"i":2,"stats":{"r":0.5},"text":"b"}`);
    expect(hashes).toEqual([h0, h1, h2]);
    expect(head).toBe(h2);
  });

  it('changes every later hash when one step changes', () => {
    const a = buildHashChain(steps);
    const b = buildHashChain([steps[0], { i: 1, text: 'A' }, steps[2]]);
    expect(b.hashes[0]).toBe(a.hashes[0]);
    expect(b.hashes[1]).not.toBe(a.hashes[1]);
    expect(b.head).not.toBe(a.head);
  });

  it('handles an empty chain', () => {
    expect(buildHashChain([])).toEqual({ hashes: [], head: '' });
  });
});
