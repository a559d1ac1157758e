import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder 2005 life expectancy: Japan 82.5, Hong Kong 81.77 (top two); population: China, India, United States.
// global-temp.csv: 2023 1.17 °C, then 2016 and 2020 both 1.01 °C.
describe('an ordinal before a superlative names a place in the ranking, not the top', () => {
  it('"Japan had the second highest life expectancy in 2005" is refuted: Japan is first', () => {
    const r = v('Japan had the second highest life expectancy in 2005');
    expect(r.parse).toMatchObject({ kind: 'extreme', op: 'argmax', rank: 2 });
    expect(r.verdict).toBe('refuted');
    expect(r.evidence[0]!.text).toContain('the second highest life expectancy at birth of 62 countries, 2005 is Hong Kong, China (81.77 years)');
  });

  it.each([
    ['Hong Kong had the second highest life expectancy in 2005', 'supported'],
    ['India was the second most populous country in 2005', 'supported'],
    ['The United States had the 3rd-largest population in 2005', 'supported'],
    ['China had the second largest population in 2005', 'refuted'],
    ['2016 was the second warmest year on record', 'tied'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('leaves the top alone', () => {
    const r = v('Japan had the highest life expectancy in 2005');
    expect(r.parse.rank).toBeUndefined();
    expect(r.verdict).toBe('supported');
  });
});
