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

// weather.csv 2014: Seattle 1,233 mm vs New York 1,290 mm of precipitation (-4.42 %); daily maximum temperature
// 17 °C vs 16.29 °C (+0.7 °C). Summer 2014 maxima: Seattle is the colder by less than 3 °C.
describe('a denied gap ("not 20% wetter than") denies the gap, not the direction', () => {
  it('"Seattle was not 20% wetter than New York in 2014" holds: Seattle was 4.42 % drier, a gap below 20 %', () => {
    const r = v('Seattle was not 20% wetter than New York in 2014');
    expect(r.parse).toMatchObject({ kind: 'compare', op: 'not > by pct=', value: 20 });
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.text).toContain('the first is lower by 4.42 %; claim: not higher by 20 %, so higher by less than');
  });

  it.each([
    // 13.04 % higher: past the stated 10 %, so the denial fails; 20 % is past the gap, so it holds.
    ["Japan's life expectancy was not 10% higher than China's in 2005", 'refuted'],
    ["It is not true that Japan's life expectancy was 20% higher than China's in 2005", 'supported'],
    // 0.7 °C is "1 degree" within half a degree, as "Seattle was 1 degree warmer" holds: so its denial does not.
    ['Seattle was not 1 degree warmer than New York in 2014', 'refuted'],
    ['Seattle was 1 degree warmer than New York in 2014', 'supported'],
    ['Seattle was not 2 degrees warmer than New York in 2014', 'supported'],
    // Reversed (Seattle the warmer by some margin) still holds: the denial says only the gap is not 3 °C colder.
    ['Seattle was not 3 °C colder than New York in summer 2014', 'supported'],
    // A bound on the gap is negated as bounds are: "not more than 5 years" is at most 5 years.
    ["Japan's life expectancy was not more than 5 years higher than China's in 2005", 'refuted'],
    ["Japan's life expectancy was not more than 10 years higher than China's in 2005", 'supported'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });
});

// gapminder 2005 life expectancy: Japan 82.5, China 72.98 (gap 9.52 years); 1955: Japan 3.74 years below the US.
describe('"nearly X higher" is a bit short of X, [0.95 X, X], not "at most X"', () => {
  it.each([
    ["Japan's life expectancy was nearly 10 years higher than China's in 2005", 'supported'],
    ["Japan's life expectancy was nearly 20 years higher than China's in 2005", 'refuted'],
    // Lower, not higher: "at most 5 years higher" held, "nearly 5 years higher" does not.
    ["Japan's life expectancy was almost 5 years higher than the US's in 1955", 'refuted'],
    ['Seattle got nearly 50% more rain in 2014 than in 2013', 'supported'],
    ['Seattle got nearly 60% more rain in 2014 than in 2013', 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('says the range', () => {
    expect(v("Japan's life expectancy was nearly 20 years higher than China's in 2005").evidence[0]!.text).toContain('claim: higher by nearly 20 years (19 years to 20 years)');
  });
});

describe('"lived 5 years longer than" is a gap in life expectancy, not in population', () => {
  it('reads life expectancy (Japan 82.5, US 77.73 in 2005)', () => {
    const r = v('People in Japan lived 5 years longer than Americans in 2005');
    expect(r.parse).toMatchObject({ metric: 'gapminder.life_expect', op: '> by diff=', value: 5 });
    expect(r.verdict).toBe('supported');
  });
});
