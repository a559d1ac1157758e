import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { detectConcept } from './lexicon.ts';

describe('metric words in the plural name the same concept', () => {
  it.each([
    ['life expectancies in Japan', 'life_expectancy'],
    ['Life-expectancies rose', 'life_expectancy'],
    ['the populations of Peru and Chile', 'population'],
    ['temperature anomalies', 'global_temperature'],
  ])('%s → %s', (text, concept) => {
    expect(detectConcept(text)).toBe(concept);
  });

  it('verifies a claim that says "life expectancies" like one that says "life expectancy"', () => {
    // Gapminder: Japan 2005 life expectancy 82.5.
    const plural = verifyClaim('Life expectancies in Japan were above 80 in 2005', testCatalog());
    const singular = verifyClaim('Life expectancy in Japan was above 80 in 2005', testCatalog());
    expect(plural.verdict).toBe('supported');
    expect(plural.veracityScore).toBeCloseTo(singular.veracityScore!, 6);
  });
});

describe('wind in the comparative names wind', () => {
  it('"windier" is answered as wind, which is not verified, rather than as no measure at all', () => {
    for (const claim of ['Seattle is windier than New York', 'New York was the windiest city in 2014']) {
      const r = verifyClaim(claim, testCatalog());
      expect(r.reason?.code, claim).toBe('metric_not_in_catalog');
      expect(r.reason?.message, claim).toMatch(/^Wind speed is not verified/);
    }
  });
});

describe('rain or snow that "falls" is the weather, not a fall', () => {
  const v = (claim: string) => verifyClaim(claim, testCatalog());

  it('"more rain falls in A than in B" compares precipitation', () => {
    // weather 2015 (the latest complete year): Seattle 1,139 mm, New York 973.6 mm.
    const ny = v('More rain falls in Seattle than in New York');
    expect(ny.verdict).toBe('supported');
    expect(ny.parse).toMatchObject({ kind: 'compare', entities: ['Seattle', 'New York'], metric: 'weather.precipitation', time: '2015', op: '>' });
    const phoenix = v('More rain falls in Seattle than in Phoenix');
    expect(phoenix.reason?.code).toBe('entity_not_in_catalog');
    expect(phoenix.reason?.message).toBe('Phoenix: not in weather (Seattle and New York, daily 2012–2015).');
  });

  it('"more rain fell in 2014 than in 2015" compares the two years (Seattle 1,233 mm > 1,139 mm)', () => {
    const r = v('More rain fell in Seattle in 2014 than in 2015');
    expect(r.verdict).toBe('supported');
    expect(r.parse).toMatchObject({ kind: 'compare', entities: ['Seattle'], time: ['2014', '2015'], op: '>' });
    // Snow is not measured apart from rain (verify/snow.test.ts): still read as a comparison, but not answered.
    expect(v('Less snow fell in New York in 2015 than in 2014').parse).toMatchObject({ op: '<' });
  });

  it('rainfall or precipitation that fell is still a decrease', () => {
    const fell = v('Rainfall in Seattle fell from 2014 to 2015');
    expect(fell.verdict).toBe('supported');
    expect(fell.parse).toMatchObject({ kind: 'change', op: 'decrease', time: ['2014', '2015'] });
    // 828 mm in 2013 → 1,139 mm in 2015: a rise, so "fell" is refuted.
    expect(v("Seattle's precipitation fell between 2013 and 2015").verdict).toBe('refuted');
    expect(v('Rain that falls in Seattle fell between 2014 and 2015').parse).toMatchObject({ kind: 'change', op: 'decrease' });
  });
});
