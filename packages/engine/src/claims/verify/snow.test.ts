import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv has precipitation (rain and snow together) and temperatures; its "weather" category column,
// which says "snow" on some days, is synthetic and not used. So a claim about snow is not one about precipitation.
describe('snow is not precipitation', () => {
  it.each([
    'Snow falls more in New York than in Seattle',
    'Less snow fell in New York in 2015 than in 2014',
    'New York got more than 500 mm of snowfall in 2014',
    'Seattle had more snowy days than New York',
    'New York is snowier than Seattle',
  ])('%s → metric_not_in_catalog, naming what is measured', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('metric_not_in_catalog');
    expect(r.reason?.message).toMatch(/^Snow is not measured separately: the catalog has precipitation/);
    expect(r.reason?.available.join(' ')).toMatch(/weather: precipitation, daily maximum temperature/);
  });

  it('leaves rain and precipitation, including precipitation said to be rain and snow, alone', () => {
    expect(v('More rain falls in Seattle than in New York').verdict).toBe('supported');
    expect(v('Seattle had more rainy days than New York').verdict).toBe('supported');
    const both = v('Seattle got more precipitation, rain and snow, than New York in 2014');
    expect(both.parse).toMatchObject({ kind: 'compare', metric: 'weather.precipitation', time: '2014' });
    expect(both.verdict).toBe('refuted');
  });
});
