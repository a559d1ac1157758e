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
