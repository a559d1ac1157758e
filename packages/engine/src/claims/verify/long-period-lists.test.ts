import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
const months = (s: string) => (s.match(/\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g) ?? []).length;

describe('a claim read in many periods: the summary counts them and names a handful of exceptions; the evidence lists all', () => {
  it('48 months of a comparison', () => {
    const r = v('Seattle was wetter than New York every month from 2012 to 2015');
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toMatch(/month by month \(precipitation, Seattle vs New York\): the claim holds in 24 of 48 months; not in April 2012 \(68\.1 mm vs 75\.4 mm\), .* and 19 more\.$/);
    expect(months(r.summary)).toBe(5);
    expect(months(r.evidence[0]!.text)).toBe(48);
  });

  it('ties are marked inside the exception, once', () => {
    const r = v('Seattle was colder than New York every month from 2012 to 2015');
    expect(r.summary).toMatch(/not in January 2012 \(7\.05 °C vs 7\.01 °C, tied\), February 2012/);
  });

  it('a bound on every month, and a month of every year over 62 years', () => {
    const b = v('Seattle never got more than 300 mm of rain in a month');
    expect(b.summary).toMatch(/the largest of 48 months, 284\.5 mm \(December 2015\), .* at most 300 mm; holds in 48 of 48 months\.$/);
    expect(months(b.summary)).toBe(1);
    expect(months(b.evidence[0]!.text)).toBeGreaterThanOrEqual(48);
    const c = v('CO2 was higher in May than in September every year');
    expect(c.summary).toMatch(/year by year \(CO2 concentration, May vs September\): the claim holds in 62 of 62 years\.$/);
  });

  it('a year of months or fewer is still listed one by one', () => {
    const r = v('Seattle was colder than New York in every month of 2014');
    expect(months(r.summary)).toBeGreaterThanOrEqual(12);
  });
});
