import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, monthly mean daily maximum in 2015: Seattle warmer than New York in 4 of the 12 months, colder in 8.
// Yearly precipitation 2012–2015: Seattle more in 2 of the 4 years (2012, 2015). Daily maximum on the 365 days of
// 2014: Seattle colder on 177, tied on 13.
describe('"in most years / months / days" is a count of periods (more than half), not a ranking', () => {
  it.each([
    ['Seattle was warmer than New York in most months of 2015', 'refuted'],
    ['Seattle was colder than New York in most months of 2015', 'supported'],
    ['Seattle was colder than New York in most of the months of 2015', 'supported'],
    ['Seattle got more rain than New York in most years from 2012 to 2015', 'refuted'],
    ['Seattle was colder than New York on most days of 2014', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.parse.kind).toBe('compare');
    expect(r.verdict).toBe(verdict);
  });

  it('says how many periods it takes', () => {
    expect(v('Seattle was warmer than New York in most months of 2015').summary).toContain('the claim holds in 4 of 12 months; claim: in more than half (7 or more) of 12 months');
  });

  it('a half is not most: 2 of 4 years', () => {
    const r = v('Seattle got more rain than New York in most years from 2012 to 2015');
    expect(r.summary).toContain('the claim holds in 2 of 4 years; claim: in more than half (3 or more) of 4 years');
    expect(r.veracityScore).toBeLessThan(0.5);
  });
});

describe('a share of periods the count does not read ("most Decembers", "most of 2015", "half the months") is not a ranking', () => {
  it.each([
    'Seattle got less rain than New York in most Decembers from 2012 to 2015',
    'Seattle was warmer than New York in most of 2015',
    'Seattle was warmer than New York in half of the months of 2015',
    'Seattle was warmer than New York for most of the year in 2015',
    'Seattle was warmer than New York in 3 of the 4 Julys from 2012 to 2015',
    'Seattle was colder than New York in at least two of the four winters from 2012 to 2015',
  ])('%s → unverifiable, saying what is read', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toContain('says the claim holds in a share of the periods');
  });

  it('"the most people" is still a ranking', () => {
    expect(v('China had the most people in 2005').parse).toMatchObject({ kind: 'extreme', op: 'argmax' });
  });
});
