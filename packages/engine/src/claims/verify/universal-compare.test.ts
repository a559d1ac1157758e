import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv 2012–2015, precipitation Seattle vs New York: 2012 1,226 vs 1,012 mm; 2013 828 vs 902.7; 2014 1,233 vs
// 1,290; 2015 1,139 vs 973.6 (total 4,426 vs 4,179). Mean daily maximum: Seattle was warmer only in 2014 (17 vs 16.29 °C).
describe('"never", "always", "every year" comparisons are read in every period, the whole-span figure as context', () => {
  it.each([
    ['Seattle was never warmer than New York', 'every_year', /2014 17 °C vs 16\.29 °C/],
    ['Seattle has always been rainier than New York', 'every_year', /holds in 2 of 4 years/],
    ['Seattle is always wetter than New York', 'every_year', /holds in 2 of 4 years/],
    ['Seattle was colder than New York each year', 'every_year', /holds in 3 of 4 years/],
    ['Seattle was wetter than New York every year from 2012 to 2015', 'every_year', /holds in 2 of 4 years/],
    ['Seattle is always rainier than New York in December', 'every_year', /2013 42\.4 mm vs 114\.4 mm/],
    ['Seattle was colder than New York in every month of 2014', 'every_month', /holds in 6 of 12 months/],
    ['Seattle was never warmer than New York in any month', 'every_month', /of 48 months/],
  ])('%s → refuted by one period', (claim, id, said) => {
    const r = v(claim);
    expect(r.verdict).toBe('refuted');
    expect(r.readings[0]).toMatchObject({ id, isDefault: true, holds: false });
    expect(r.summary).toMatch(said);
    expect(r.summary).toMatch(/weather\.csv/);
    // The mean or total over the span is shown, but is not a reading the verdict depends on.
    expect(r.evidence.some((e) => /context only/.test(e.reading))).toBe(true);
    expect(r.readings.some((x) => /context only/.test(x.label))).toBe(false);
  });

  it('one holding year refutes "never"; the all-time cap and its caveat stay', () => {
    const r = v('Seattle was never rainier than New York');
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toMatch(/within the dataset/);
    expect(r.evidence[0]!.caveats.join(' ')).toMatch(/"never" read as the dataset's coverage, 2012–2015/);
  });

  it('a claim that holds in every year is supported, capped as within the dataset', () => {
    const r = v('Construction unemployment was always higher than finance unemployment');
    expect(r.verdict).toBe('supported');
    expect(r.veracityScore).toBe(0.75);
    expect(r.readings[0]).toMatchObject({ id: 'every_year', isDefault: true, holds: true });
    expect(v('Seattle was always wetter in winter than in summer').verdict).toBe('supported');
  });

  it('without a universal word the whole span stays the default beside every year', () => {
    const r = v('Seattle was rainier than New York from 2012 to 2015');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.map((x) => [x.id, x.isDefault])).toEqual([['default', true], ['every_year', false]]);
  });
});
