import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv: Seattle's lowest daily minimum of 2014 is -6 °C (2014-02-06), of 2012–2015 -7.1 °C (2013-12-07);
// its highest daily maximum of 2014 35.6 °C. global-temp.csv: 2010 is the warmest of 2000–2010 at 0.72 °C.
describe('a superlative of the measure with "was N" is a value claim on the extreme reading', () => {
  it('reads the lowest daily minimum of the period, not a ranking of the cities', () => {
    const r = v('The lowest temperature in Seattle in 2014 was -6 degrees');
    expect(r.parse.kind).toBe('value');
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/lowest of 365 days of 2014/);
    expect(v('The coldest temperature in Seattle in 2014 was -10 degrees').verdict).toBe('refuted');
    expect(v("Seattle's highest temperature in 2014 was about 35 degrees").verdict).toBe('supported');
  });

  it('over a range, the extreme of the range; with no period, of the data, capped', () => {
    expect(v('The highest global temperature anomaly from 2000 to 2010 was 0.7').verdict).toBe('supported');
    const r = v('The lowest temperature in Seattle was -7.1 degrees');
    expect(r.verdict).toBe('supported');
    expect(r.veracityScore).toBeLessThanOrEqual(0.75);
    expect(r.summary).toMatch(/lowest of 2012–2015/);
  });

  it('leaves rankings of things and of periods alone', () => {
    expect(v('Seattle had the lowest temperature in 2014').parse.kind).toBe('extreme');
    expect(v('The warmest year was 2016 at 1.01 degrees').parse.kind).toBe('extreme');
  });
});

// weather.csv 2014: New York's highest daily maximum 33.3 °C (2014-09-02); Seattle's wettest day 46.7 mm (2014-03-05).
// 2013: Seattle's lowest daily minimum -7.1 °C (2013-12-07).
describe('an extreme that "reached", "hit" or "fell to" a number is at or past it, not a ranking of years', () => {
  it.each([
    ["New York's hottest day in 2014 reached 35 degrees", '>=', 'refuted'],
    ['The highest temperature in New York in 2014 reached 33 degrees', '>=', 'supported'],
    ['The highest temperature in New York in 2014 hit 33 degrees', '>=', 'supported'],
    ["Seattle's wettest day in 2014 reached 50 mm", '>=', 'refuted'],
    ["Seattle's lowest temperature in 2013 fell to -7 degrees", '<=', 'supported'],
    ["New York's highest temperature in 2014 peaked at 33.3 degrees", '=', 'supported'],
  ])('%s → %s, %s', (claim, op, verdict) => {
    const r = v(claim);
    // A day's precipitation is an amount of a flow, so the parse calls it an aggregate.
    expect(r.parse).toMatchObject({ kind: expect.stringMatching(/^(value|aggregate)$/), op });
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(/(highest|lowest) of 36[56] days of 201[34]/);
  });
});

// weather.csv 2014, New York: highest daily maximum 33.3 °C on 2014-09-02; July's highest 31.1 °C. Seattle's wettest
// day of 2014: 46.7 mm in March.
describe('"the hottest day in 2014 was in July" ranks the days of that year by their month', () => {
  it.each([
    ['The hottest day in New York in 2014 was in July', 'refuted', /is September 2014 \(33\.3 °C\), not July 2014 \(31\.1 °C\)/],
    ['The hottest day in New York in 2014 was in September', 'supported', /is September 2014 \(33\.3 °C\)/],
    ["Seattle's wettest day in 2014 was in March", 'supported', /is March 2014 \(46\.7 mm\)/],
  ])('%s → %s', (claim, verdict, text) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(text);
    expect(r.summary).toMatch(/the days of 2014/);
  });

  it('a month ranked across years is unchanged ("the hottest July in New York was in 2013")', () => {
    expect(v('The hottest July in New York was in 2013').summary).toMatch(/of the Julys of 2012–2015 is 2013/);
  });
});
