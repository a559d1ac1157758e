import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, mean daily maximum: January 2012 Seattle 7.05 °C vs New York 7.01 °C, November 2014 11.03 vs 11.02 °C
// (tied: less than half the 0.1 °C step apart); 2014 17 vs 16.29 °C; precipitation 2014 1,233 vs 1,290 mm.
describe('a negated comparison is non-strict: "never warmer than" is at most as warm, so a tie holds', () => {
  it.each([
    'Seattle was not warmer than New York in January 2012',
    'Seattle was never warmer than New York in November 2014',
    'Seattle was no warmer than New York in January 2012',
    'It is not true that Seattle was warmer than New York in November 2014',
  ])('%s → supported by a tie', (claim) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'compare', op: '<=' });
    expect(r.verdict).toBe('supported');
    expect(r.summary).toMatch(/tied .*which the claim allows/);
  });

  it('the strict claim stays tied', () => {
    expect(v('Seattle was warmer than New York in January 2012').verdict).toBe('tied');
    expect(v('Seattle was colder than New York in November 2014').verdict).toBe('tied');
  });

  it('"not warmer than" negates the comparison (it is not read as "warmer than")', () => {
    expect(v('Seattle was not warmer than New York in 2014').verdict).toBe('refuted');
    expect(v('Seattle was not rainier than New York in 2014').verdict).toBe('supported');
    expect(v('Seattle got no more rain than New York in 2014').verdict).toBe('supported');
  });

  it('every period: a tied period holds for "never", and the count says so', () => {
    const r = v('Seattle was never warmer than New York in any month');
    expect(r.readings[0]).toMatchObject({ id: 'every_month', holds: false });
    expect(r.summary).toMatch(/2 of them by a tie, which the claim allows \(January 2012: /);
  });
});
