import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import canonicalize from 'canonicalize';
import { canonicalJson, CanonicalJsonError } from './canonical-json.ts';

function f64(hex: string): number {
  const b = new DataView(new ArrayBuffer(8));
  b.setBigUint64(0, BigInt(`0x${hex}`));
  return b.getFloat64(0);
}

describe('canonicalJson (RFC 8785)', () => {
  it('formats numbers as in RFC 8785 Appendix B', () => {
    const cases: [string, string][] = [
      ['0000000000000000', '0'], ['8000000000000000', '0'], ['0000000000000001', '5e-324'],
      ['8000000000000001', '-5e-324'], ['7fefffffffffffff', '1.7976931348623157e+308'],
      ['ffefffffffffffff', '-1.7976931348623157e+308'], ['4340000000000000', '9007199254740992'],
      ['c340000000000000', '-9007199254740992'], ['4430000000000000', '295147905179352830000'],
      ['44b52d02c7e14af5', '9.999999999999997e+22'], ['44b52d02c7e14af6', '1e+23'],
      ['44b52d02c7e14af7', '1.0000000000000001e+23'], ['444b1ae4d6e2ef4e', '999999999999999700000'],
      ['444b1ae4d6e2ef4f', '999999999999999900000'], ['444b1ae4d6e2ef50', '1e+21'],
      ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'], ['3eb0c6f7a0b5ed8d', '0.000001'],
      ['41b3de4355555553', '333333333.3333332'], ['41b3de4355555554', '333333333.33333325'],
      ['41b3de4355555555', '333333333.3333333'], ['41b3de4355555556', '333333333.3333334'],
      ['41b3de4355555557', '333333333.33333343'], ['becbf647612f3696', '-0.0000033333333333333333'],
      ['43143ff3c1cb0959', '1424953923781206.2'],
    ];
    for (const [hex, want] of cases) expect(canonicalJson(f64(hex))).toBe(want);
  });

  it('canonicalises the RFC 8785 §3.2.2 example', () => {
    const input = JSON.parse(
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],' +
        '"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it('sorts keys by UTF-16 code units (RFC 8785 §3.2.3)', () => {
    const input = {
      '\u20ac': 'Euro Sign', '\r': 'Carriage Return', '\ufb33': 'Hebrew Letter Dalet With Dagesh', '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face', '\u0080': 'Control', '\u00f6': 'Latin Small Letter O With Diaeresis',
    };
    const values = Object.values(JSON.parse(canonicalJson(input)) as Record<string, string>);
    // JSON.parse re-orders integer-like keys, so read the order from the text instead.
    const order = [...canonicalJson(input).matchAll(/:"([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      'Carriage Return', 'One', 'Control', 'Latin Small Letter O With Diaeresis', 'Euro Sign',
      'Emoji: Grinning Face', 'Hebrew Letter Dalet With Dagesh',
    ]);
    expect(values).toHaveLength(7);
  });

  it('rejects values with no canonical form', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(CanonicalJsonError);
    expect(() => canonicalJson({ a: [1, Infinity] })).toThrow(CanonicalJsonError);
    expect(() => canonicalJson(-Infinity)).toThrow(CanonicalJsonError);
    expect(() => canonicalJson('\ud800')).toThrow(CanonicalJsonError);
    expect(() => canonicalJson(10n)).toThrow(CanonicalJsonError);
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(() => canonicalJson(cyc)).toThrow(CanonicalJsonError);
  });

  it('follows JSON semantics for undefined members and toJSON', () => {
    expect(canonicalJson({ b: undefined, a: [undefined, 1] })).toBe('{"a":[null,1]}');
    expect(canonicalJson({ d: new Date(0) })).toBe('{"d":"1970-01-01T00:00:00.000Z"}');
  });

  it('matches the canonicalize package and round-trips on random JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const ours = canonicalJson(v);
        expect(ours).toBe(canonicalize(v));
        expect(canonicalJson(JSON.parse(ours))).toBe(ours);
      }),
      { numRuns: 500 },
    );
  });

  it('is independent of key insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
      { numRuns: 200 },
    );
  });
});
