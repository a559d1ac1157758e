import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv Seattle precipitation: 2015 1,139 mm (94.93 mm a month), summer 2015 91.5 mm (30.5 a month),
// 2012–2015 4,426 mm over 48 months (92.21 a month); 144 days with precipitation in 2015 (12 a month).
describe('"a month" / "per month" of a flow is its mean per month', () => {
  it.each([
    ['Seattle averaged about 95 mm of rain a month in 2015', 'supported', /mean per month over 12 months, 2015\) as 94\.93 mm/],
    ['Seattle got more than 80 mm of rain per month in summer 2015', 'refuted', /mean per month over 3 months, summer 2015/],
    ['Seattle got about 95 mm of rain a month from 2012 to 2015', 'supported', /mean per month over 48 months, 2012–2015\) as 92\.21 mm/],
    ['Seattle had about 12 rainy days a month in 2015', 'supported', /as 12 days/],
  ])('%s → %s', (claim, verdict, text) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(text);
  });

  it('"in a month" still bounds each month', () => {
    expect(v('Seattle never had more than 300 mm in a month').summary).toMatch(/month by month/);
  });
});
