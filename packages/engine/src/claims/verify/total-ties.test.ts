import { describe, expect, it } from 'vitest';
import type { Resolved } from './resolve.ts';
import { testCatalog } from '../testing.ts';
import { tieStep, tiedWithin, tieText, type Read } from './compute/common.ts';
import type { Point } from './series.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// A metric recorded to 0.1 mm, as weather.csv's precipitation is.
const rain = { metric: { column: 'precipitation' }, table: { steps: new Map([['precipitation', 0.1]]) } } as unknown as Resolved;
const total = (value: number, summed: number): Read => ({ entity: 'Seattle', point: { value, summed } as unknown as Point });

describe('a total of n readings recorded to step s ties within √n·s/2: rounding errors add up, and partly cancel', () => {
  it('two yearly totals of 366 daily readings tie within 0.96 mm, not the worst case of 18.3 mm', () => {
    const t = tieStep(rain, [total(1226.1, 366), total(1226.9, 365)]);
    expect(t.step / 2).toBeCloseTo(0.05 * Math.sqrt(366), 10);
    expect(tiedWithin(1226.1, 1226.9, t)).toBe(true);
    expect(tiedWithin(1226.1, 1227.2, t)).toBe(false);
    expect(tieText(1226.1, 1226.9, t, 'mm')).toBe('0.8 mm apart, less than the 0.96 mm that rounding adds up to in a total of 366 readings each recorded to 0.1 mm (half a step times √366)');
  });

  it('single readings and means keep the half step', () => {
    const t = tieStep(rain, [total(5, 1), { entity: 'Seattle', point: { value: 5.04 } as unknown as Point }]);
    expect(t.step).toBeCloseTo(0.1, 10);
    expect(tiedWithin(5, 5.04, t)).toBe(true);
    expect(tiedWithin(5, 5.06, t)).toBe(false);
  });

  it('yearly totals 6.8 mm apart still rank (weather.csv: Seattle 2014 1,232.9 mm, 2012 1,226.1 mm)', () => {
    expect(v('Seattle was wetter in 2014 than in 2012').verdict).toBe('supported');
    expect(v("Seattle's wettest year from 2012 to 2015 was 2014").verdict).toBe('supported');
    expect(v('Seattle got more rain in March 2014 than New York').verdict).toBe('supported');
    // yearly means of daily highs 0.43 °C apart: a mean is off by half a step at most, so not tied
    expect(v('Seattle was warmer in 2015 than in 2014').verdict).toBe('supported');
  });
});
