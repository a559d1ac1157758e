import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv 2012–2015: Seattle's lowest daily minimum is -7.1 °C (2013-12-07); in 2015, the latest year, -3.8 °C.
// Its highest daily maximum is 35.6 °C (2014-08-11); in 2015 35 °C. Its wettest day had 55.9 mm (2015-03-15).
describe('"never", "always", "ever", "at no point" with no time are read over the whole record', () => {
  it.each([
    ['Seattle was never colder than -10 degrees', 'supported', /-7\.1 °C/],
    ['Seattle has never been colder than -10 degrees', 'supported', /-7\.1 °C/],
    ['Seattle was always warmer than -10 degrees', 'supported', /-7\.1 °C/],
    ['At no point was Seattle colder than -10 degrees', 'supported', /-7\.1 °C/],
    ['On no day was Seattle colder than -5 degrees', 'refuted', /-7\.1 °C/],
    ['Seattle was never above 35 degrees', 'refuted', /35\.6 °C/],
    ['Seattle was ever colder than -5 degrees', 'supported', /-7\.1 °C/],
    ['Seattle was ever colder than -10 degrees', 'refuted', /-7\.1 °C/],
  ])('%s → %s, over 2012–2015', (claim, verdict, value) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(value);
    expect(r.summary).toMatch(/of 2012–2015/);
    expect(r.parse.time).toEqual(['2012', '2015']);
    // The record is longer than the data: capped, and said (claims.md §4).
    expect(r.veracityScore).toBeLessThanOrEqual(0.75);
    expect(r.summary).toMatch(/within the dataset/);
    expect(r.evidence[0]!.caveats.join(' ')).toMatch(/read as the dataset's coverage, 2012–2015/);
  });

  it('a stated year is still that year, uncapped', () => {
    const r = v('Seattle was never colder than -10 degrees in 2014');
    expect(r.parse.time).toBe('2014');
    expect(r.veracityScore).toBe(1);
  });

  it('"always above" bounds every reading, so data with only averages is refused as for "never"', () => {
    const r = v('CO2 was always above 300 ppm');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/every single reading \("always above"\)/);
  });
});
