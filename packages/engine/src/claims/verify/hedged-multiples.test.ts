import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// gapminder 1955 → 2005: India population ×2.897, China population ×2.163, India life expectancy ×1.426, India fertility ×0.501.

describe('a hedge before a multiple is read as before a number', () => {
  it.each([
    // nearly/almost X: a bit short of X, [0.95 X, X] as for "nearly 80".
    ['The population of India nearly tripled between 1955 and 2005', 'supported'],
    ['The population of India almost tripled between 1955 and 2005', 'supported'],
    ['The population of India grew nearly three times between 1955 and 2005', 'supported'],
    ['The population of China nearly doubled between 1955 and 2005', 'refuted'],
    ['Life expectancy in India nearly doubled between 1955 and 2005', 'refuted'],
    // nearly halved: a fall a bit short of half, so a ratio just above 0.5.
    ['Fertility in India nearly halved between 1955 and 2005', 'supported'],
    // roughly/about X: within 5 % either way.
    ['Fertility in India roughly halved between 1955 and 2005', 'supported'],
    ['The population of India roughly tripled between 1955 and 2005', 'supported'],
    ['The population of China roughly tripled between 1955 and 2005', 'refuted'],
    // just over X: above X.
    ['The population of India just over doubled between 1955 and 2005', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('says the window it checked', () => {
    expect(v('The population of India nearly tripled between 1955 and 2005').summary).toContain('claim: ratio nearly ×3 (×2.85 to ×3)');
  });
});

// iowa-electricity.csv Renewables: 1,437,000 MWh (2001) → 21.93 million MWh (2017), ×15.263; Nuclear Energy ×1.353.
describe('"tenfold", "10-fold" are multiples, as "ten times" is', () => {
  it.each([
    ['Renewable generation in Iowa grew more than twentyfold between 2001 and 2017', 'ratio>', 20, 'refuted'],
    ['Renewable generation in Iowa grew tenfold between 2001 and 2017', 'ratio>=', 10, 'supported'],
    ['Renewable generation in Iowa saw a 10-fold increase between 2001 and 2017', 'ratio>=', 10, 'supported'],
    ['Renewable generation in Iowa grew more than fifteenfold between 2001 and 2017', 'ratio>', 15, 'supported'],
    ['Renewable generation in Iowa grew about 15-fold between 2001 and 2017', 'ratio=', 15, 'supported'],
    ['Nuclear generation in Iowa grew fivefold between 2001 and 2017', 'ratio>=', 5, 'refuted'],
    // A fall by a multiple is to its share: "fell twofold" is to half or less.
    ['Nuclear generation in Iowa fell twofold between 2001 and 2017', 'ratio<=', 0.5, 'refuted'],
  ])('%s → %s %s, %s', (claim, op, value, verdict) => {
    const r = v(claim);
    expect(r.parse).toMatchObject({ kind: 'change', op, value });
    expect(r.verdict).toBe(verdict);
  });

  it('a multiple with no verb of change is left to the comparison', () => {
    expect(v('Seattle had twofold more rain than New York in 2014').parse.kind).toBe('compare');
  });
});

describe('a multiple after a verb of change ("grew twice", "fell two times")', () => {
  it('reads "grew twice" as "grew two times" (was: any increase, the multiple dropped)', () => {
    const r = verifyClaim("India's population grew twice between 1955 and 2005", testCatalog());
    expect(r.evidence[0]!.text).toMatch(/×2\.897; claim: ratio >= 2\.$/);
    expect(r.verdict).toBe('supported');
  });

  it('reads a fall by a multiple as a fall to its fraction (was: a rise of at least ×2)', () => {
    for (const claim of ['Manufacturing employment fell two times between 2008 and 2010', 'Manufacturing employment fell twice between 2008 and 2010']) {
      const r = verifyClaim(claim, testCatalog());
      expect(r.evidence[0]!.text, claim).toMatch(/×0\.86; claim: ratio <= 0\.5\.$/);
      expect(r.verdict, claim).toBe('refuted');
    }
  });
});
