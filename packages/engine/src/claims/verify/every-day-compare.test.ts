import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv 2014, daily maximum: Seattle is lower than New York on 177 of 365 days, equal on 13; its mean is higher
// (17 vs 16.29 °C). January 2014: lower on 3 of 31 days (the 5th, 6th and 17th).
describe('"every day" comparisons of two daily series are read day by day', () => {
  it('counts the days it holds in, and names a few it does not', () => {
    const r = v('Seattle was colder than New York every day in 2014');
    expect(r.verdict).toBe('refuted');
    expect(r.readings[0]).toMatchObject({ id: 'every_day', isDefault: true, holds: false });
    expect(r.summary).toMatch(/day by day \(daily maximum temperature, Seattle vs New York, the 365 days of 2014 both have\): the claim holds in 177 of 365 days, tied in 13/);
    expect(r.summary).toMatch(/not in 2014-01-01 \(7\.2 °C vs 1\.1 °C\), .* and 183 more\.$/);
    // The mean over the year stays as context only.
    expect(r.evidence.some((e) => /context only/.test(e.reading))).toBe(true);
  });

  it('a span of a month, and the days it holds in where they are few', () => {
    const r = v('Seattle was colder than New York every day in January 2014');
    expect(r.summary).toMatch(/holds in 3 of 31 days, tied in 1 .*; only in 2014-01-05 \(8\.3 °C vs 9\.4 °C\), 2014-01-06 \(7\.8 °C vs 11\.7 °C\) and 2014-01-17/);
  });

  it('a tied day holds for "never warmer on any day"', () => {
    expect(v('Seattle was never warmer than New York on any day in 2014').summary).toMatch(/holds in 190 of 365 days, 13 of them by a tie/);
  });

  it('of monthly data, month by month, and says so', () => {
    const r = v('Construction unemployment was higher than finance unemployment every day in 2009');
    expect(r.readings[0]).toMatchObject({ id: 'every_month', holds: true });
    expect(r.summary).toMatch(/"every day" read month by month: unemployment-across-industries\.json has monthly values only/);
  });
});

// weather.csv 2012–2015, daily maximum: Seattle is lower than New York on 817 of the 1,461 days both have, equal on 45.
describe('"every day" with no time named is every day of the record, as "never" and "always" are', () => {
  it('reads day by day over the whole years both series have, capped within the dataset, and says so', () => {
    const r = v('Seattle was colder than New York every day');
    expect(r.parse.time).toEqual(['2012', '2015']);
    expect(r.readings[0]).toMatchObject({ id: 'every_day', isDefault: true, holds: false, label: 'every day of 2012–2015' });
    expect(r.summary).toMatch(/^Refuted \(within the dataset\): .*the 1,461 days of 2012–2015 both have\): the claim holds in 817 of 1,461 days, tied in 45/);
    expect(r.evidence[0]!.caveats.join(' ')).toMatch(/"every day" read as the dataset's coverage, 2012–2015/);
  });

  it('a claim every day keeps is supported within the dataset only (capped), over every month of monthly data', () => {
    const r = v('Construction unemployment was higher than finance unemployment every day');
    expect(r.parse.time).toEqual(['2000', '2009']);
    expect(r.readings[0]).toMatchObject({ id: 'every_month', holds: true });
    expect(r.veracityScore).toBe(0.75);
    expect(r.summary).toMatch(/holds in 120 of 120 months/);
  });

  it('a bound on every reading too: the lowest daily minimum of 2012–2015, not of 2015', () => {
    const r = v('Seattle was above -5 degrees every day');
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toMatch(/-7\.1 °C/);
  });

  it('a stated year is still that year, uncapped', () => {
    expect(v('Seattle was above -5 degrees every day in 2015')).toMatchObject({ verdict: 'supported', veracityScore: 1 });
  });
});
