import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, Seattle: mean daily maximum 2012 15.28 °C, 2013 16.06, 2014 17.00, 2015 17.43; precipitation 2014
// 1,233 mm ahead of 2012 1,226 mm; the wettest month of 2012–2015 is December 2015 (284.5 mm).
describe('"warmer in 2015 than in any other year" ranks the years of one thing', () => {
  it.each([
    ['Seattle was warmer in 2015 than in any other year', 'argmax', 'supported'],
    ['Seattle was warmer in 2015 than any other year on record', 'argmax', 'supported'],
    ['Seattle was colder in 2013 than in any other year', 'argmin', 'refuted'],
    ['In 2014 Seattle was rainier than in any other year', 'argmax', 'supported'],
    ['Seattle was wetter in December 2015 than in any other month', 'argmax', 'supported'],
  ])('%s → %s, %s', (claim, op, verdict) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'extreme', op });
    expect(r.verdict).toBe(verdict);
  });

  it('is capped within the dataset, which holds only some years', () => {
    const r = v('Seattle was warmer in 2015 than in any other year');
    expect(r.veracityScore).toBeLessThanOrEqual(0.75);
    expect(r.summary).toContain('within the dataset');
  });

  it('"other" is not read as a second place', () => {
    expect(v('Seattle was warmer in 2015 than in any other year').parse.entities).toEqual(['Seattle']);
  });

  it('with two named things it is not read', () => {
    expect(v('Seattle was warmer than New York in 2015 and than in any other year').verdict).toBe('unverifiable');
  });
});

// weather.csv Seattle December totals: 2012 174, 2013 42.4, 2014 121.8, 2015 284.5 mm; July mean highs: 2015 28.09 °C, 2014 26.9 °C.
describe('"wetter in December 2015 than in any other December" ranks one month across the years', () => {
  it.each([
    ['Seattle was wetter in December 2015 than in any other December', 'argmax', 'supported'],
    ['Seattle was wetter in December 2013 than in any other December', 'argmax', 'refuted'],
    ['Seattle was warmer in July 2015 than in any other July', 'argmax', 'supported'],
    ['Seattle was colder in July 2015 than in any other July', 'argmin', 'refuted'],
  ])('%s → %s, %s (was: "December" read as a month with no year)', (claim, op, verdict) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'extreme', op });
    expect(r.verdict).toBe(verdict);
  });

  it('says what it reads when the two months differ', () => {
    expect(v('Seattle was warmer in July 2015 than in any other December').reason?.message).toContain('ranks one month across the years');
  });
});
