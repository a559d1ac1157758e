import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalJson } from '../proof/canonical-json.ts';
import { sha256Hex } from '../proof/hash.ts';
import { dataHash } from './data-hash.ts';
import { ingest } from './ingest.ts';

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

describe('columnsHash (the dataset as ingested)', () => {
  const cols = { spend: [1.5, 2, 3.25, 4, 5], region: ['n', 's', 'n', 'e', 's'], note: ['a', 'b', 'c', 'd', 'e'] };
  const rows = cols.spend.map((s, i) => ({ note: cols.note[i], region: cols.region[i], spend: s }));

  it('is the same for the same data in rows or columns form, any key order or number spelling', () => {
    const h = ingest(cols).hash;
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(ingest(JSON.parse(JSON.stringify(cols).replace('1.5', '1.50'))).hash).toBe(h);
    const reordered = { region: cols.region, spend: cols.spend, note: cols.note };
    // column order is part of the data (it is the order shown in the proof), key order inside a row is not
    expect(ingest(reordered).hash).not.toBe(h);
    const rowsSameOrder = cols.spend.map((s, i) => ({ spend: s, region: cols.region[i], note: cols.note[i] }));
    expect(ingest(rowsSameOrder).hash).toBe(h);
    expect(ingest({ data: cols }).hash).toBe(h);
    expect(ingest(rows).hash).toBe(ingest({ note: cols.note, region: cols.region, spend: cols.spend }).hash);
  });

  it('changes when any value, level or name changes', () => {
    const h = ingest(cols).hash;
    expect(ingest({ ...cols, spend: [1.5, 2, 3.25, 4, 5.000001] }).hash).not.toBe(h);
    expect(ingest({ ...cols, region: ['n', 's', 'n', 'w', 's'] }).hash).not.toBe(h);
    expect(ingest({ ...cols, note: ['a', 'b', 'c', 'd', 'f'] }).hash).not.toBe(h);
    const { spend, ...rest } = cols;
    expect(ingest({ budget: spend, ...rest }).hash).not.toBe(ingest({ spend, ...rest }).hash);
    // a missing value differs from any number
    expect(ingest({ ...cols, spend: [1.5, 2, null, 4, 5] }).hash).not.toBe(ingest({ ...cols, spend: [1.5, 2, 0, 4, 5] }).hash);
  });
});
