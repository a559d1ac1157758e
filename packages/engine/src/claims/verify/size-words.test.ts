import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

/** The claim's size in words is named as not checked, and no verdict is given. */
function expectSizeNotChecked(claim: string, word: string): void {
  const r = v(claim);
  expect(r.verdict, claim).toBe('unverifiable');
  expect(r.reason?.message, claim).toMatch(new RegExp(`^"${word}" says how large the change is without a number`));
}

// gapminder population 1955 → 2005: China 603.3 → 1,305 million (+116.3 %), India 398.6 → 1,155 million
// (+189.7 %); weather: Seattle 1,233 mm in 2014, 1,139 mm in 2015
describe('a size said in words with no number is not checked, and not dropped', () => {
  it('a direction the data bear out is not verified when the size is the rest of the claim (was: supported)', () => {
    for (const [claim, word] of [
      ["China's population grew slightly between 1955 and 2005", 'slightly'],
      ["China's population rose sharply between 1955 and 2005", 'sharply'],
      ["India's population grew slightly faster than China's between 1955 and 2005", 'slightly'],
      ['Seattle got much more rain in 2014 than in 2015', 'much'],
      ['Manufacturing employment fell dramatically between 2008 and 2010', 'dramatically'],
    ] as const) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.veracityScore, claim).toBeNull();
      expect(r.reason?.code, claim).toBe('ambiguous');
      expect(r.reason?.message, claim).toMatch(new RegExp(`^"${word}" says how large the (change|difference) is without a number.* The direction holds: `));
    }
    expect(v("China's population grew slightly between 1955 and 2005").reason?.message).toMatch(/\+116\.3 %/);
  });

  it('reads verbs that say a size ("soared", "plummeted") the same way', () => {
    for (const claim of ["China's population soared between 1955 and 2005", "China's population skyrocketed between 1955 and 2005", 'Manufacturing employment plummeted between 2008 and 2010', 'Manufacturing employment plunged between 2008 and 2010']) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.message, claim).toMatch(/says how large the change is without a number/);
    }
    // (skyrocketed and plummeted were not read at all; their direction is now, and a wrong one is refuted)
    expect(v("China's population plummeted between 1955 and 2005").verdict).toBe('refuted');
  });

  it('reads the small and large verbs of change ("edged up", "inched up", "ticked down", "dipped", "jumped", "crashed") the same way', () => {
    // the small ones, "spiked", "ballooned", "crashed", "collapsed" were not read at all; "jumped" was a plain change (supported)
    for (const [claim, word] of [
      ["China's population edged up between 1955 and 2005", 'edged up'], ["China's population inched up between 1955 and 2005", 'inched up'],
      ["China's population ticked higher between 1955 and 2005", 'ticked higher'], ["China's population crept up between 1955 and 2005", 'crept up'],
      ["China's population jumped between 1955 and 2005", 'jumped'], ["China's population ballooned between 1955 and 2005", 'ballooned'],
      ['Manufacturing employment edged down between 2008 and 2010', 'edged down'], ['Manufacturing employment dipped between 2008 and 2010', 'dipped'],
      ['Manufacturing employment crashed between 2008 and 2010', 'crashed'], ['Manufacturing employment collapsed between 2008 and 2010', 'collapsed'],
    ] as const) expectSizeNotChecked(claim, word);
    expect(v("China's population dipped between 1955 and 2005").verdict).toBe('refuted');
    expect(v('Manufacturing employment jumped between 2008 and 2010').verdict).toBe('refuted');
    // with the size in numbers the number is checked
    expect(v("China's population jumped by 20 % between 1955 and 2005").verdict).toBe('refuted');
    expect(v("China's population edged up by over 100 % between 1955 and 2005").verdict).toBe('supported');
  });

  it('reads a size said of the change as a noun, or as its speed ("saw a sharp increase", "grew rapidly")', () => {
    for (const [claim, word] of [
      ["China's population saw a sharp increase between 1955 and 2005", 'sharp'], ["China's population saw a slight increase between 1955 and 2005", 'slight'],
      ["China's population grew rapidly between 1955 and 2005", 'rapidly'], ["China's population grew slowly between 1955 and 2005", 'slowly'],
    ] as const) expectSizeNotChecked(claim, word);
    expect(v("China's population saw a sharp decline between 1955 and 2005").verdict).toBe('refuted');
  });

  it('a direction the data refute is refuted whatever the size', () => {
    expect(v("China's population fell sharply between 1955 and 2005").verdict).toBe('refuted');
    expect(v('Seattle got slightly more rain in 2015 than in 2014').verdict).toBe('refuted');
  });

  it('a size stated as a number is checked as before, and words that are not a size are left alone', () => {
    expect(v("China's population grew by more than 100% between 1955 and 2005").verdict).toBe('supported');
    expect(v('Seattle got more rain in 2014 than in 2015').verdict).toBe('supported');
    expect(v('Japan had by far the highest life expectancy in 2005').verdict).toBe('supported');
  });
});
