import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { ingest } from './ingest.ts';
import { plainColumns, readAnalysisBody } from './read-body.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** What the reader returns, with typed columns turned back into JSON's arrays. */
function asJson(text: string): unknown {
  return plainColumns(readAnalysisBody(bytes(text)));
}

/** Equality that tells -0 from 0 and compares every number bit for bit. */
function expectSameValue(actual: unknown, expected: unknown): void {
  if (typeof expected === 'number') {
    expect(Object.is(actual, expected), `${String(actual)} vs ${expected}`).toBe(true);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual)).toBe(true);
    expect((actual as unknown[]).length).toBe(expected.length);
    expected.forEach((x, i) => expectSameValue((actual as unknown[])[i], x));
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object)).toEqual(Object.keys(expected));
    for (const key of Object.keys(expected)) {
      expectSameValue((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]);
    }
    return;
  }
  expect(actual).toEqual(expected);
}

/** The ways a number can be written in JSON, for the same double. */
const numberText = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)),
  fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: 20 })).map(([x, d]) => x.toFixed(d)),
  fc.tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 0, max: 20 })).map(([x, d]) => x.toExponential(d)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.stringMatching(/^-?(0|[1-9]\d{0,25})(\.\d{1,30})?([eE][+-]?\d{1,4})?$/),
  fc.constant('null'),
);

const space = fc.constantFrom('', ' ', '\n', '\t ', '\r\n  ');

const columnText = fc
  .tuple(fc.array(fc.tuple(space, numberText, space), { maxLength: 30 }), space)
  .map(([cells, inner]) => (cells.length === 0 ? `[${inner}]` : `[${cells.map(([a, n, b]) => `${a}${n}${b}`).join(',')}]`));

const bodyText = fc
  .tuple(fc.dictionary(fc.string({ maxLength: 8 }), columnText, { maxKeys: 5 }), space, fc.string({ maxLength: 20 }))
  .map(([columns, s, hypothesis]) => {
    const data = Object.entries(columns)
      .map(([name, column]) => `${s}${JSON.stringify(name)}${s}:${s}${column}`)
      .join(',');
    return `${s}{${s}"hypothesis":${JSON.stringify(hypothesis)},${s}"data"${s}:${s}{${data}${s}},"analysisType":"causal"${s}}${s}`;
  });

describe('readAnalysisBody', () => {
  it('reads numeric columns into Float64Array, null as NaN', () => {
    const body = readAnalysisBody(bytes('{"hypothesis":"h","data":{"x":[1,2.5,null,-0],"s":["a","b"]},"analysisType":"causal"}')) as {
      data: { x: Float64Array; s: string[] };
    };
    expect(body.data.x).toBeInstanceOf(Float64Array);
    expect([...body.data.x]).toEqual([1, 2.5, Number.NaN, -0]);
    expect(Object.is(body.data.x[3], -0)).toBe(true);
    expect(body.data.s).toEqual(['a', 'b']);
  });

  it('gives exactly what JSON.parse gives for any body of numeric columns', () => {
    fc.assert(
      fc.property(bodyText, (text) => {
        expectSameValue(asJson(text), JSON.parse(text));
      }),
      { numRuns: 400 },
    );
  });

  it('converts every double exactly as JSON.parse does, digits and exponents included', () => {
    fc.assert(
      fc.property(fc.array(numberText, { minLength: 1, maxLength: 50 }), (cells) => {
        const text = `{"data":{"x":[${cells.join(',')}]}}`;
        expectSameValue(asJson(text), JSON.parse(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a long column of full-precision doubles (parsed whole once many need Number) exactly as JSON.parse', () => {
    const fullPrecision = fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x));
    fc.assert(
      fc.property(fc.array(fc.oneof({ weight: 8, arbitrary: fullPrecision }, { weight: 1, arbitrary: numberText }), { minLength: 70, maxLength: 400 }), (cells) => {
        const text = `{"data":{"x":[${cells.join(', ')}],"y":[1,2]}}`;
        const body = readAnalysisBody(bytes(text)) as { data: { x: Float64Array } };
        expect(body.data.x).toBeInstanceOf(Float64Array);
        expectSameValue(plainColumns(body), JSON.parse(text));
      }),
      { numRuns: 200 },
    );
  });

  it('fails exactly where JSON.parse fails, on any damaged body', () => {
    fc.assert(
      fc.property(bodyText, fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '-', '.', 'e', 'x', '01', 'nul', '[', '{'), (text, at, insert) => {
        const position = at % (text.length + 1);
        const damaged = text.slice(0, position) + insert + text.slice(position + (insert === '' ? 1 : 0));
        let expected: unknown;
        try {
          expected = JSON.parse(damaged);
        } catch {
          expect(() => readAnalysisBody(bytes(damaged))).toThrow(SyntaxError);
          return;
        }
        expectSameValue(asJson(damaged), expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps JSON.parse semantics for repeated keys, __proto__, a byte-order mark and non-object bodies', () => {
    const cases = [
      '{"data":{"x":[1,2]},"data":{"y":[3]}}',
      '{"data":{"x":[1],"x":[2,3]}}',
      '{"__proto__":{"polluted":true},"data":{"__proto__":[1,2]}}',
      '[{"x":1},{"x":2}]',
      '{"data":[{"x":1,"y":2},{"x":3,"y":4}]}',
      '{"data":{"x":[[1],[2]],"y":[{"a":1}],"z":[true,1]}}',
      '{"data":"text","hypothesis":"\\u00e9\\"q\\"","n":null}',
      '  {}  ',
      '{"data":{}}',
    ];
    for (const text of cases) expectSameValue(asJson(text), JSON.parse(text));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expectSameValue(plainColumns(readAnalysisBody(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('{"data":{"x":[1]}}')]))), { data: { x: [1] } });
    for (const text of ['', '{', '{"data":{"x":[1,]}}', '{"data":{"x":[1]}} x', '{"a":1,}', '{"data":{"x":[01]}}', '{"a" 1}']) {
      expect(() => readAnalysisBody(bytes(text)), text).toThrow(SyntaxError);
    }
  });

  it('gives ingest and the analysis the same columns, hash and result as JSON.parse', () => {
    const n = 200;
    const x = Array.from({ length: n }, (_, i) => Math.round(Math.sin(i) * 1e6) / 1e3);
    const y = x.map((v, i) => (i % 17 === 0 ? null : 2 * v + ((i * 7919) % 13)));
    const text = JSON.stringify({ hypothesis: 'Higher x increases y', data: { x, y, group: x.map((_, i) => (i % 2 ? 'a' : 'b')) }, analysisType: 'causal' });
    const typed = readAnalysisBody(bytes(text)) as { data: unknown };
    const parsed = JSON.parse(text) as { data: unknown };
    const a = ingest(typed.data);
    const b = ingest(parsed.data);
    expect(a.hash).toBe(b.hash);
    expect(a.columns.map((c) => [c.name, c.kind, c.missing])).toEqual(b.columns.map((c) => [c.name, c.kind, c.missing]));
    const options = { insightId: 'i', timestamp: '2026-01-01T00:00:00.000Z' };
    const fromTyped = analyze(readAnalysisBody(bytes(text)) as Parameters<typeof analyze>[0], options);
    const fromJson = analyze(JSON.parse(text) as Parameters<typeof analyze>[0], options);
    expect(fromTyped.truthScore).toBe(fromJson.truthScore);
    // Every step but the cost line (this run's own CPU time) is the same.
    const measured = (chain: string[]) => chain.filter((step) => !step.startsWith('Cost '));
    expect(measured(fromTyped.proofChain)).toEqual(measured(fromJson.proofChain));
  });
});
