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
