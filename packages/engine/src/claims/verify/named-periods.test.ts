import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog(), { today: '2026-11-27' });

describe('a named event or era', () => {
  it('is a period the verifier cannot place: no verdict on the whole year, no entity miss', () => {
    const cases: [string, string][] = [
      ['Seattle was rainier than New York during the 2014 World Cup', 'the 2014 World Cup'],
      ['Unemployment was above 9% during the Great Recession', 'the Great Recession'],
      ['Unemployment rose during the 2008 financial crisis', 'the 2008 financial crisis'],
      ['Nonfarm payrolls fell during the Obama administration', 'the Obama administration'],
      ['CO2 was above 400 ppm during the pandemic', 'the pandemic'],
      ['Seattle got more rain in the 2012 Olympics than New York', 'the 2012 Olympics'],
      ['Global temperatures rose throughout the Cold War', 'the Cold War'],
      ['During the Renaissance life expectancy was low', 'the Renaissance'],
      ['The Great Recession pushed construction unemployment above 20%', 'The Great Recession'],
    ];
    for (const [claim, phrase] of cases) {
      const r = v(claim);
      expect([claim, r.verdict, r.veracityScore, r.reason?.code]).toEqual([claim, 'unverifiable', null, 'ambiguous']);
      expect(r.reason?.message).toContain(`"${phrase}"`);
      expect(r.reason?.message).toContain('dates');
    }
  });

  it('leaves calendar times and places alone, and reads a stated year beside an event', () => {
    expect(v('Seattle got more rain during the summer than New York').reason).toBeUndefined();
    expect(v('Unemployment in construction was above 10% in the United States in 2009').verdict).toBe('supported');
    expect(v('Unemployment in construction was above 10% in 2009, during the recession').verdict).toBe('supported');
  });
});
