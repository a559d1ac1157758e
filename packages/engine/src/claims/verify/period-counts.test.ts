import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv yearly precipitation, Seattle vs New York: 2012 1,226 vs 1,012 mm; 2013 828 vs 902.7; 2014 1,233 vs
// 1,290; 2015 1,139 vs 973.6 (Seattle less in 2 of the 4 years, more in total). Monthly mean daily maximum in 2015:
// Seattle warmer in 4 of the 12 months (January–March, June), colder in 8.
describe('"in N of the M years / months" counts the periods in which the comparison holds', () => {
  it.each([
    ['Seattle got less rain than New York in 2 of the 4 years from 2012 to 2015', 'supported'],
    ['Seattle got less rain than New York in 3 of the 4 years from 2012 to 2015', 'refuted'],
    ['Seattle got more rain than New York in 2 of the 4 years from 2012 to 2015', 'supported'],
    ['Seattle was warmer than New York in 4 of the 12 months of 2015', 'supported'],
    ['Seattle was warmer than New York in four of the twelve months of 2015', 'supported'],
    ['Seattle was warmer than New York in 6 of the 12 months of 2015', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse.kind).toBe('compare');
    expect(r.verdict).toBe(verdict);
  });

  it('says the count found and the count claimed', () => {
    const r = v('Seattle got less rain than New York in 3 of the 4 years from 2012 to 2015');
    expect(r.summary).toContain('the claim holds in 2 of 4 years; claim: in 3 of 4 years');
  });

  it('a stated number of periods that is not the span\'s is not read', () => {
    const r = v('Seattle got more rain than New York in 2 of the 3 years from 2012 to 2015');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toContain('has 4 years');
  });

  it('a count of periods said of something other than a comparison is not dropped', () => {
    expect(v('Seattle had more than 50 mm of rain in 3 of the 12 months of 2015').verdict).toBe('unverifiable');
  });
});

describe('a bound on the count ("at least 3 of", "more than", "at most", "fewer than") is that bound', () => {
  // weather.csv 2015: Seattle colder than New York (mean daily maximum) in 8 of the 12 months.
  it.each([
    ['Seattle was colder than New York in at least 7 of the 12 months of 2015', 'supported'],
    ['Seattle was colder than New York in at least 9 of the 12 months of 2015', 'refuted'],
    ['Seattle was colder than New York in more than 8 of the 12 months of 2015', 'refuted'],
    ['Seattle was colder than New York in at most 8 of the 12 months of 2015', 'supported'],
    ['Seattle was colder than New York in fewer than 8 of the 12 months of 2015', 'refuted'],
    ['Seattle was warmer than New York in only 4 of the 12 months of 2015', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse.kind).toBe('compare');
    expect(r.verdict).toBe(verdict);
  });
});

describe('a count of periods with no time named', () => {
  const check = (claim: string) => verifyClaim(claim, testCatalog());
  it('is read over the data\'s whole years, not its last year alone', () => {
    const r = check('Seattle got less rain than New York in 3 of the 4 years');
    expect(r.parse).toMatchObject({ time: ['2012', '2015'] });
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toContain('the claim holds in 2 of 4 years; claim: in 3 of 4 years');
    expect(check('Seattle was warmer than New York in most months').summary).toContain('the claim holds in 16 of 48 months');
  });
  it('asks for the years when their number is not the data\'s', () => {
    const r = check('Seattle got less rain than New York in 2 of the 3 years');
    expect(r.verdict).toBe('unverifiable');
    expect(r.summary).toContain('counts 3 years but names none, and weather.csv has 4 whole years (2012–2015)');
  });
});

describe('a count among the top periods of a ranking', () => {
  it('is refused rather than read as a value of the measure', () => {
    for (const claim of ['Seattle had 3 of the 4 warmest years', 'New York had two of the three wettest years', 'Seattle had the 3 warmest years', 'Seattle had 3 of the 5 hottest months in 2014']) {
      const r = verifyClaim(claim, testCatalog());
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.summary, claim).toMatch(/counts places among the top periods of a ranking/);
    }
    expect(verifyClaim("Seattle's warmest year was 2015", testCatalog()).verdict).toBe('supported');
  });
});
