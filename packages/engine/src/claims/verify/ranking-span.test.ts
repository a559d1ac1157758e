import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, Seattle precipitation: 2012 1,226 mm, 2013 828 mm, 2014 1,233 mm, 2015 1,139 mm.
describe('a ranking over a stated span claims the year its verb names, not the span\'s start', () => {
  it.each([
    "Seattle's wettest year between 2012 and 2015 was 2014",
    'Between 2012 and 2015, Seattle\'s wettest year was 2014',
    "2014 was Seattle's wettest year between 2012 and 2015",
    "Seattle's wettest year from 2012 to 2015 came in 2014",
  ])('%s', (claim) => {
    const r = v(claim);
    expect(r.parse.value).toBe(2014);
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/of 2012–2015 is 2014/);
  });

  it('with unlike ends ("from 2012 to summer 2015") the ends still make the span and the claimed year is 2014', () => {
    for (const claim of ["Seattle's wettest year from 2012 to summer 2015 was 2014", "Between 2012 and the summer of 2015, Seattle's wettest year was 2014"]) {
      const r = v(claim);
      expect(r.parse.value).toBe(2014);
      // A span that ends inside 2015 has it only in part: a ranking of whole years asks for whole years.
      expect(r.verdict).toBe('unverifiable');
      expect(r.reason?.message).toMatch(/2012–summer 2015 .*has only part of 2015/);
    }
    expect(v("Seattle's driest year from 2012 to summer 2015 was 2013").parse.value).toBe(2013);
  });

  it('a year beside the claimed month names the months ranked, wherever it stands', () => {
    // Seattle 2014: March 240 mm is the wettest month, December 121.8 mm.
    for (const [claim, verdict] of [["Seattle's wettest month in 2014 was March 2014", 'supported'], ["Seattle's wettest month in 2014 was December 2014", 'refuted']] as const) {
      const r = v(claim);
      expect(r.verdict).toBe(verdict);
      expect(r.summary).toMatch(/of the 12 months of 2014/);
    }
  });
});

describe('a ranking of years over a range with a season at either end is refused alike', () => {
  it.each([
    ["Seattle's wettest year from summer 2012 to 2015 was 2014", /has only part of 2012/],
    ["Seattle's driest year from fall 2012 to 2015 was 2013", /has only part of 2012/],
    ['The warmest year from summer 2012 to 2015 was 2014', /has only part of 2012/],
    ["Seattle's wettest year from 2012 to summer 2015 was 2014", /has only part of 2015/],
  ])('%s', (claim, said) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toMatch(said);
    expect(r.reason?.message).toMatch(/a ranking of years reads whole years: name whole years, e\.g\. "from 2012 to 2015"/);
  });

  it('a ranking of the season itself is read over the years', () => {
    expect(v("Seattle's wettest summer from 2012 to 2015 was 2012").verdict).toBe('supported');
  });
});

