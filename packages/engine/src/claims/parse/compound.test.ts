import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
const A = "Japan's life expectancy was above 80 in 2005"; // true (82.5)
const B = 'China had 5 billion people in 2005'; // false (1.3 billion)
const C = "India's fertility rate was below 2 in 2005"; // false (2.8)

describe('claims that make several assertions', () => {
  it('are unverifiable whatever the joiner and order, and name each part', () => {
    for (const claim of [
      `${A} and ${B}`,
      `${A}, and ${B}`,
      `${A} but ${C}`,
      `${C} but ${A}`,
      `${A}; ${C}`,
      `${A} while ${C}`,
      `${A}, whereas ${C}`,
      `${A}. ${B}.`,
      `${A} and above 75 in 1995`,
      'Peru outpaced Egypt in life expectancy in 1975 and US nonfarm jobs fell between 2008 and 2010',
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.veracityScore, claim).toBeNull();
      expect(r.reason?.code, claim).toBe('ambiguous');
      expect(r.reason?.message, claim).toMatch(/separate assertions/);
    }
    expect(v(`${A} and ${B}`).reason?.message).toContain(`"${A}"; "${B}"`);
  });

  it('a false clause is never hidden behind a true one, in either order', () => {
    for (const claim of [`${A} and ${B}`, `${B} and ${A}`, `${A} but ${C}`, `${C} but ${A}`]) {
      expect(v(claim).verdict, claim).not.toBe('supported');
    }
  });

  it('"and" inside names, numbers, ranges and bounds is not a second assertion', () => {
    const cases: [string, string][] = [
      ["Japan's life expectancy was between 80 and 85 in 2005", 'supported'],
      ['Japan and Hong Kong had life expectancy above 80 in 2005', 'supported'],
      ['Trinidad and Tobago is home to more than 1.1 million people.', 'supported'],
      ['Women in Ireland had fewer than four and a half children on average in 1975.', 'supported'],
      ['Unemployment in education and health stood at 3.9% in July 2008.', 'supported'],
      ['Unemployment in leisure and hospitality stood at 8.1% in October 2004.', 'refuted'],
      ['In April 2014, US payrolls in leisure and hospitality topped 13 million jobs.', 'supported'],
      ['US nonfarm jobs fell between 2008 and 2010', 'supported'],
      ["Japan's life expectancy was 80 years and above in 2005", 'supported'],
      ['In 2005 Japan had the highest life expectancy', 'supported'],
    ];
    for (const [claim, verdict] of cases) expect(v(claim).verdict, claim).toBe(verdict);
  });
});
