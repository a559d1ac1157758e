import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder.json: Japan life expectancy 76.57 (1980), 81.57 (2000); China fertility 1.63 (2000).
describe('a level reached by a year', () => {
  it('"reached N by YEAR" is at or above N in that year, not exactly N', () => {
    const r = v('Life expectancy in Japan reached 80 years by 2000');
    expect(r.parse.op).toBe('>=');
    expect(r.verdict).toBe('supported');
    expect(v('By 2000 life expectancy in Japan had reached 80 years').verdict).toBe('supported');
    expect(v('Life expectancy in Japan hit 75 by 1980').verdict).toBe('supported');
    expect(v('Life expectancy in Japan rose to 80 years by 2000').verdict).toBe('supported');
    expect(v('Life expectancy in Japan reached 85 years by 2000').verdict).toBe('refuted');
  });

  it('"fell to N by YEAR" is at or below N', () => {
    expect(v("China's fertility fell to 2 by 2000").parse.op).toBe('<=');
    expect(v("China's fertility fell to 1.5 by 2000").verdict).toBe('refuted');
  });

  it('keeps the hedge\'s tolerance, and reads "in YEAR" as before', () => {
    const about = v('Life expectancy in Japan reached about 82 years by 2000');
    expect(about.verdict).toBe('supported');
    expect(about.summary).toMatch(/against the claimed about 82 years or more\./);
    expect(v('Life expectancy in Japan reached about 90 years by 2000').verdict).toBe('refuted');
    expect(v('Life expectancy in Japan reached 80 years in 2000').parse.op).toBe('=');
  });
});
