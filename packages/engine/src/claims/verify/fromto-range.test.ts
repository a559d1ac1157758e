import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// gapminder India: life expectancy 45.84 (1955) → 65.39 (2005); fertility 5.91 → 2.96. Mauna Loa CO2 annual means 338.7 (1980) → 389.9 (2010).

describe('"rose from A to B between Y1 and Y2" states both ends', () => {
  it.each([
    ['Life expectancy in India rose from 46 to 65 years between 1955 and 2005', 'supported'],
    ['Fertility in India fell from 6 to 3 between 1955 and 2005', 'supported'],
    ['CO2 rose from 340 to 390 ppm from 1980 to 2010', 'supported'],
    // Both ends must hold: the start (54 vs 45.84) fails here, the end (73 vs 65.39) too.
    ['Life expectancy in India rose from 54 to 73 years between 1955 and 2005', 'refuted'],
    // The start holds, the end does not.
    ['Life expectancy in India rose from 46 to 73 years between 1955 and 2005', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(/gives .* as .*\(1955|1980\).* and .*; the claim says/);
  });

  it('the evidence names both ends, not a change of A', () => {
    const r = v('Life expectancy in India rose from 54 to 73 years between 1955 and 2005');
    expect(r.summary).toContain('45.84 years (1955) and 65.39 years (2005); the claim says 54 years and 73 years');
  });

  it('a change stated by its size keeps reading as a change', () => {
    expect(v('Life expectancy in India rose by 20 years between 1955 and 2005').summary).toMatch(/went from 45.84 years \(1955\) to 65.39 years \(2005\)/);
  });
});
