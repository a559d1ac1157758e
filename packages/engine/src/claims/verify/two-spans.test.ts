import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, Seattle precipitation: October–December 2015 619.5 mm, October–December 2014 416.4 mm (+48.8 %, ×1.488);
// 2014–2015 2,372 mm, 2012–2013 2,054 mm
describe('one thing over two spans ("from October to December 2015 than from October to December 2014")', () => {
  it('reads each span as a range is and compares them (was: "name a second city, or two years")', () => {
    for (const claim of [
      'Seattle got more rain from October to December 2015 than from October to December 2014',
      'It rained more in Seattle between October and December 2015 than between October and December 2014',
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.evidence[0]!.text, claim).toContain('619.5 mm for Seattle, total over October 2015–December 2015 (3 months) and 416.4 mm for Seattle, total over October 2014–December 2014 (3 months)');
    }
    expect(v('Seattle got more rain in 2014-2015 than in 2012-2013').evidence[0]!.computation.lhs.value).toBeCloseTo(2372, -1);
  });

  it('checks a stated gap or multiple between the spans, not between the first span\'s ends', () => {
    // (was: October 2015 against December 2015, "lower by 56.98 %")
    const pct = v('Seattle got 20% more rain from October to December 2015 than from October to December 2014');
    expect(pct.evidence[0]!.text).toMatch(/the first is higher by 48\.78 %; claim: higher by 20 %/);
    expect(pct.verdict).toBe('refuted');
    expect(v('Seattle got twice as much rain from October to December 2015 as from October to December 2014').verdict).toBe('refuted');
    expect(v('Seattle got more than 1.4 times as much rain from October to December 2015 as from October to December 2014').verdict).toBe('supported');
  });
});
