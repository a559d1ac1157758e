import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// weather.csv: Seattle's lowest daily minimum was -6 °C in 2014 (2014-02-06) and -7.1 °C in 2013; its mean daily
// maximum was 17 °C in 2014. New York's highest daily maximum in 2014 was 33.3 °C; Seattle's wettest day of 2014 had 46.7 mm.

describe('a bound on every reading is checked on the smallest or largest single reading', () => {
  it.each([
    ['Seattle temperatures never went below -10 degrees in 2014', 'supported', /daily minimum temperature \(lowest of 365 days of 2014/],
    ['Seattle temperatures never went below 0 degrees in 2014', 'refuted', /daily minimum temperature \(lowest of 365 days of 2014/],
    ['Seattle temperatures stayed above -5 degrees in 2013', 'refuted', /-7\.1 °C/],
    ['Seattle temperatures stayed above -5 degrees between 2012 and 2015', 'refuted', /-7\.1 °C/],
    ['New York temperatures never exceeded 35 degrees in 2014', 'supported', /daily maximum temperature \(highest of 365 days of 2014/],
    ['New York temperatures never exceeded 30 degrees in 2014', 'refuted', /33\.3 °C/],
    ['Seattle never got more than 50 mm of rain in a day in 2014', 'supported', /46\.7 mm/],
  ])('%s → %s', (claim, verdict, text) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(text);
  });

  it('refuses where the data has only averages, saying so', () => {
    for (const claim of ['Global temperatures never went below -0.5 degrees between 1900 and 2000', 'Life expectancy in Japan never went below 60 between 1955 and 2005']) {
      const r = v(claim);
      expect(r.verdict).toBe('unverifiable');
      expect(r.reason?.message).toMatch(/not every reading: only the average can be checked/);
    }
  });

  it('a plain bound stays a bound on the average', () => {
    expect(v('Seattle temperatures were above 10 degrees in 2014').summary).toMatch(/mean of 365 days of 2014/);
  });
});
