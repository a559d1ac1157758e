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

// population.json 1900: 76.26 million in all; gapminder.json Japan 2005: 127.8 million. Neither total is a part by age or sex.
describe('part of a population by age or sex is not its total', () => {
  it.each([
    'More than 10 million people aged 0 to 4 lived in the US in 1900',
    'The number of people aged 65 and over in the US in 2000 was about 35 million',
    'The number of elderly people in Japan was above 20 million in 2005',
    'The US population of women was about 75 million in 1950',
  ])('%s → metric_not_in_catalog', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('metric_not_in_catalog');
    expect(r.reason?.message).toMatch(/names part of a population by age or sex/);
  });

  it('a whole population is still read', () => {
    expect(v('The US had more than 70 million people in 1900').verdict).toBe('supported');
    expect(v('Women in Ireland had fewer than four and a half children on average in 1975.').verdict).toBe('supported');
  });
});
