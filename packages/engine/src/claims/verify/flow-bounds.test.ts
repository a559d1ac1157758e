import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, Seattle precipitation per year: 2012 1,226 mm, 2013 828 mm, 2014 1,233 mm, 2015 1,139 mm (mean 1,106 mm);
// its wettest month December 2015 (284.5 mm), its wettest day 55.9 mm. New York's wettest year 2014 (1,290 mm).
// Iowa renewables: 21.93 million MWh in 2017, mean 9.66 million a year over 2001–2017.
describe('"never more than" / "always at least" of a flow bound each period\'s total', () => {
  it.each([
    ['Seattle has never had more than 2,000 mm of rain', 'supported', /the largest of 4 years, 1,233 mm \(2014\)/],
    ['Seattle has never had more than 1,200 mm of rain', 'refuted', /the largest of 4 years, 1,233 mm \(2014\)/],
    ['Seattle has always had at least 1,000 mm of rain', 'refuted', /the smallest of 4 years, 828 mm \(2013\)/],
    ['Seattle has always had at least 800 mm of rain', 'supported', /the smallest of 4 years, 828 mm \(2013\)/],
    ['New York never got more than 1,500 mm of rain', 'supported', /the largest of 4 years, 1,290 mm \(2014\)/],
    ['Seattle never got more than 300 mm of rain in a month', 'supported', /the largest of 48 months, 284\.5 mm \(December 2015\)/],
    ['Iowa renewables never generated more than 20,000 thousand MWh', 'refuted', /the largest of 17 years, 21\.93 million MWh \(2017\)/],
  ])('%s → %s', (claim, verdict, said) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(said);
    expect(r.readings[0]!.isDefault).toBe(true);
    expect(r.readings[0]!.id).toMatch(/^every_(year|month)$/);
    // The whole record is longer than the data: still capped and said (claims.md §4).
    expect(r.veracityScore).toBeLessThanOrEqual(0.75);
    expect(r.summary).toMatch(/within the dataset/);
  });

  it('the mean per year is context only: it does not make the verdict depend on the definition', () => {
    const r = v('Seattle has always had at least 1,000 mm of rain');
    // in the evidence, labelled so, but not among the readings a page lists as disagreeing
    expect(r.evidence.some((e) => /mean per year .*\(context only\)/.test(e.reading))).toBe(true);
    expect(r.readings.map((x) => x.id)).not.toContain('mean_per_year');
    expect(r.verdict).toBe('refuted');
  });

  it('a bound said of a day still reads the single day', () => {
    expect(v('Seattle never got more than 50 mm of rain in a day in 2014').summary).toMatch(/highest of 365 days of 2014/);
  });

  it('a level keeps its single-reading bound', () => {
    expect(v('Seattle was never colder than -10 degrees').summary).toMatch(/-7\.1 °C/);
  });
});
