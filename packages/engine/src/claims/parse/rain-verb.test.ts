import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { detectConcept } from './lexicon.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('the verb "rains" names precipitation', () => {
  it.each(['It rains more in Seattle than in New York', 'It was raining more in Seattle', 'It rained a lot'])('%s', (text) => {
    expect(detectConcept(text)).toBe('precipitation');
  });

  it('compares the two cities\' precipitation', () => {
    // weather.csv, 2014: Seattle 1,233 mm, New York 1,290 mm.
    const r = v('It rains more in Seattle than in New York in 2014');
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toMatch(/precipitation of 1,233 mm for Seattle/);
    expect(v('It rains more in Seattle than in New York').verdict).not.toBe('unverifiable');
  });

  it('snow stays unmeasured', () => {
    expect(v('It snows more in New York than in Seattle').reason?.message).toMatch(/^Snow is not measured separately/);
  });
});

describe('a possessive without its apostrophe names the known name', () => {
  it.each([
    ['Japans life expectancy was above 80 in 2005', "Japan's life expectancy was above 80 in 2005"],
    ['Indias fertility fell between 1955 and 2005', "India's fertility fell between 1955 and 2005"],
    ['Seattles rain was above 1000 mm in 2014', "Seattle's rain was above 1000 mm in 2014"],
    ['New Yorks rain was above 1000 mm in 2014', "New York's rain was above 1000 mm in 2014"],
  ])('%s reads as %s', (bare, apostrophe) => {
    const a = v(bare);
    const b = v(apostrophe);
    expect(a.verdict).toBe('supported');
    expect(a.verdict).toBe(b.verdict);
    expect(a.summary).toBe(b.summary);
  });

  it('a name that is itself a plural is not taken for a possessive', () => {
    expect(v('The Americas had the highest population in 2005').verdict).toBe('unverifiable');
  });
});
