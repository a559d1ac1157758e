import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// gapminder India: life expectancy 45.84 (1955) → 65.39 (2005); fertility 5.91 → 2.96. Mauna Loa CO2 annual means 338.7 (1980), 354.2 (1990) → 389.9 (2010).

describe('"rose from A to B between Y1 and Y2" states both ends', () => {
  it.each([
    ['Life expectancy in India rose from 46 to 65 years between 1955 and 2005', 'supported'],
    ['Fertility in India fell from 6 to 3 between 1955 and 2005', 'supported'],
    ['CO2 rose from 354 to 390 ppm from 1990 to 2010', 'supported'],
    // The annual mean 338.7 is within 0.5 % of 340, January 1980 (338.0) and December 1980 (338.2) are not.
    ['CO2 rose from 340 to 390 ppm from 1980 to 2010', 'depends_on_definition'],
    // Both ends must hold: the start (54 vs 45.84) fails here, the end (73 vs 65.39) too.
    ['Life expectancy in India rose from 54 to 73 years between 1955 and 2005', 'refuted'],
    // The start holds, the end does not.
    ['Life expectancy in India rose from 46 to 73 years between 1955 and 2005', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(/gives .* as .*(?:1955|1980|1990)\).* and .*; the claim says/);
  });

  it('the evidence names both ends, not a change of A', () => {
    const r = v('Life expectancy in India rose from 54 to 73 years between 1955 and 2005');
    expect(r.summary).toContain('45.84 years (1955) and 65.39 years (2005); the claim says 54 years and 73 years');
  });

  it('a change stated by its size keeps reading as a change', () => {
    expect(v('Life expectancy in India rose by 20 years between 1955 and 2005').summary).toMatch(/went from 45.84 years \(1955\) to 65.39 years \(2005\)/);
  });
});

// us-employment nonfarm (thousands): annual means 137,240 (2008) and 130,362 (2010); January 2008 138,419,
// December 2008 134,842, January 2010 129,799, December 2010 130,834.
describe('"from A to B between Y1 and Y2" on monthly data reads the ends as the change form does', () => {
  const ids = (claim: string) => v(claim).readings.map((x) => [x.id, x.label]);

  it('an end that misses the annual mean but holds in January is reading-dependent', () => {
    const r = v('US nonfarm jobs fell from 138 million to 130 million between 2008 and 2010');
    expect(r.verdict).toBe('depends_on_definition');
    const by = Object.fromEntries(r.readings.map((x) => [x.id, x.holds]));
    // 138 vs the 2008 mean 137.24 is outside half a million; January 2008 (138.4) and January 2010 (129.8) both hold.
    expect(by).toEqual({ default: false, jan_to_dec: false, dec_to_dec: false, jan_to_jan: true });
    expect(r.summary).toContain('Other readings disagree: January 2008 to January 2010 (');
  });

  it('the readings are those of the change claim over the same years, labelled alike', () => {
    expect(ids('US nonfarm jobs fell from 138 million to 130 million between 2008 and 2010')).toEqual(ids('US nonfarm jobs fell between 2008 and 2010'));
    expect(ids('CO2 rose from 354 to 390 ppm between 1990 and 2010')).toEqual(ids('CO2 rose between 1990 and 2010'));
  });

  it('ends that hold under every reading stay supported', () => {
    const r = v('CO2 rose from 354 to 390 ppm between 1990 and 2010');
    expect(r.verdict).toBe('supported');
    expect(r.readings.length).toBeGreaterThan(1);
  });

  it('yearly data and stated months keep the one reading', () => {
    expect(ids('Life expectancy in India rose from 46 to 65 years between 1955 and 2005')).toEqual([['default', 'values as published']]);
    expect(ids('US nonfarm jobs fell from 138 million in January 2008 to 130 million in January 2010').map((x) => x[0])).toEqual(['default']);
  });
});

describe('a bare first (or second) number shares the other\'s scale, percent sign and unit', () => {
  it.each([
    // us-employment nonfarm annual means 2008 137.2 million, 2010 130.4 million: not "137 jobs"
    ['US nonfarm jobs fell from 137 to 130 million between 2008 and 2010', '137 million jobs and 130 million jobs'],
    ['US nonfarm jobs fell from 137 million to 130 between 2008 and 2010', '137 million jobs and 130 million jobs'],
    ['Finance unemployment rose from 3 to 6% between 2007 and 2009', 'the claim says 3 % and 6 %'],
    // °F converted at both ends: 59 °F = 15 °C, 63 °F = 17.22 °C
    ["Seattle's maximum temperature rose from 59 to 63 °F from 2012 to 2015", 'the claim says 15 °C and 17.22 °C'],
  ])('%s', (claim, says) => {
    expect(v(claim).summary).toContain(says);
  });
});
