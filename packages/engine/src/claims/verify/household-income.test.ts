import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder-health-income.csv: Georgia (the country) GDP per capita (PPP) $7,474; income.json: shares of households per
// bracket by US state (Georgia $100,000–$149,999: 11.3 %).
describe('household income is not GDP per capita, and not in the catalog', () => {
  it.each([
    'Median household income in Georgia was above 50000 dollars',
    "Georgia's median household income was about $60,000",
    'Family income in Ohio was below $40,000',
    'The income of the typical household in Texas was over $70,000',
  ])('%s → metric_not_in_catalog', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('metric_not_in_catalog');
    expect(r.reason?.message).toMatch(/Household income \(a median or mean per household\) is not in the catalog/);
  });

  it('a bracket share and income per person are still read', () => {
    expect(v('In Georgia, more than 10% of households earned $100,000 to $149,999').verdict).toBe('supported');
    expect(v('Income per person in Georgia was below $10,000').parse.metric).toBe('gapminder_hi.income');
  });
});
