import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// gapminder 2005 life expectancy: Japan 82.5, United States 77.73 (gap 4.77 years); Nigeria 56.63, India 65.39.
// weather.csv Seattle precipitation: 2013 828 mm, 2014 1,233 mm (+48.9 %); New York 2014 1,290 mm.
describe('a comparison that states its gap checks the gap, not only the direction', () => {
  it('"Life expectancy in Japan in 2005 was 8 years higher than in the US" is refuted: the gap is 4.77 years', () => {
    const r = v('Life expectancy in Japan in 2005 was 8 years higher than in the US');
    expect(r.parse).toMatchObject({ kind: 'compare', op: '> by diff=', value: 8, entities: ['Japan', 'United States'] });
    expect(r.verdict).toBe('refuted');
    expect(r.evidence[0]!.text).toContain('the first is higher by 4.77 years; claim: higher by 8 years');
  });

  it('"exceeded the US\'s by more than 4 years" compares the two countries, not Japan with 4 years', () => {
    const r = v("Japan's life expectancy exceeded the US's by more than 4 years in 2005");
    expect(r.parse).toMatchObject({ kind: 'compare', op: '> by diff>', value: 4 });
    expect(r.verdict).toBe('supported');
  });

  it.each([
    ['Life expectancy in Japan in 2005 was about 5 years higher than in the US', 'supported'],
    ["Nigeria's life expectancy was 10 years lower than India's in 2005", 'refuted'],
    ['Seattle got 20% more rain in 2014 than in 2013', 'refuted'],
    ['Seattle got more than 40% more rain in 2014 than in 2013', 'supported'],
    ['China had 150 million more people than India in 2005', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('says the gap has the wrong sign in plain words', () => {
    expect(v('Seattle got 200 mm more rain than New York in 2014').evidence[0]!.text).toContain('the first is lower by 57 mm; claim: higher by 200 mm');
  });

  it('gives no verdict where the gap cannot be read yet (months of every year)', () => {
    expect(v('Seattle is 3 degrees cooler than New York in July').verdict).toBe('unverifiable');
  });

  it('gives no verdict where the gap is over a range of years (per year or in total is not said)', () => {
    const r = v('Seattle got 200 mm more rain than New York from 2012 to 2015');
    expect(r.verdict).toBe('unverifiable');
    expect(r.evidence).toEqual([]);
  });
});
