import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('links and e-mail addresses contribute no years, numbers or names', () => {
  it('a year or number in a URL is not the claim\'s', () => {
    for (const claim of [
      'According to https://www.example.com/reports/2024/annual-statistics-life-expectancy-japan-official-release-final-v2.pdf Japan life expectancy was above 80 in 2005',
      'Japan life expectancy was above 80 in 2005 (source: http://example.org/2019/data?id=1995&n=42)',
      'See www.example.com/1990/stats: Japan life expectancy was above 80 in 2005',
      'Per example.org/archive/2010/lifespan, Japan life expectancy was above 80 in 2005',
      'Japan life expectancy was above 80 in 2005, writes stats2024@example.com',
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.parse.time, claim).toBe('2005');
      expect(r.parse.value, claim).toBe(80);
    }
  });

  it('a country named only inside a link is not the subject', () => {
    const r = v('Life expectancy was above 80 in 2005 says https://example.com/japan/2005');
    expect(r.parse.entities).not.toContain('japan');
  });
});
