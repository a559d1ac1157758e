import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv: Seattle's lowest daily minimum of 2014 is -6 °C; New York's highest daily maximum of 2014 33.3 °C.
describe('"colder than N", "warmer than N" are bounds on a value', () => {
  it('reads "at no point ... colder than N" as every reading at least N', () => {
    const r = v('At no point in 2014 was Seattle colder than -10 degrees');
    expect(r.parse.kind).toBe('value');
    expect(r.parse.op).toBe('>=');
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/daily minimum/);
    expect(v('At no point in 2014 was Seattle colder than -5 degrees').verdict).toBe('refuted');
    expect(v('Seattle was never colder than -10 degrees in 2014').verdict).toBe('supported');
    expect(v('New York was never warmer than 40 degrees in 2014').verdict).toBe('supported');
  });

  it('reads "wetter than N" as above N, and leaves comparisons of two places alone', () => {
    const r = v('Seattle was wetter than 1,000 mm in 2014');
    expect(r.parse.op).toBe('>');
    expect(r.verdict).toBe('supported');
    expect(v('Seattle was warmer than New York in 2014').parse.kind).toBe('compare');
  });
});
