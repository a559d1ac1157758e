import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('a unit with no measure word names the one measure in that unit the named thing has', () => {
  it('"degrees" for a city is its temperature: the daily highs bound from above, the lows from below', () => {
    const hi = v('Seattle was never above 35 degrees in 2014');
    expect(hi.parse.metric).toBe('weather.temp_max');
    expect(hi.verdict).toBe('refuted');
    expect(hi.summary).toContain('35.6 °C');
    const lo = v('Seattle was never below -10 degrees');
    expect(lo.parse.metric).toBe('weather.temp_min');
    expect(lo.verdict).toBe('supported');
    expect(v('Seattle was never above 95 °F').parse.metric).toBe('weather.temp_max');
  });

  it('other units too: years of a country, millimetres of a city', () => {
    expect(v('Japan was above 80 years in 2005').parse.metric).toBe('gapminder.life_expect');
    expect(v('Seattle got more than 1,000 millimeters in 2014').parse.metric).toBe('weather.precipitation');
  });

  it('a unit the named thing has no measure in stays unverifiable', () => {
    const r = v('Japan was above 2 degrees in 2005');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('metric_not_in_catalog');
  });
});
