import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { readFraming } from './framing.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// Gapminder: Japan 2005 life expectancy 82.5; Peru 63.4 > Egypt 54.43 in 1975; US nonfarm jobs fell 2008 → 2010.
const TRUE_CLAIM = "Japan's life expectancy was above 80 in 2005";

describe('sentence-level denial ("it is not true that X") inverts X', () => {
  const denials = [
    `It is not true that ${TRUE_CLAIM}`,
    `It's not true that ${TRUE_CLAIM}`,
    `It is false that ${TRUE_CLAIM}`,
    `It's a myth that ${TRUE_CLAIM}`,
    `It is simply untrue that ${TRUE_CLAIM}`,
    `It is not the case that ${TRUE_CLAIM}`,
    `That is wrong that ${TRUE_CLAIM}`,
    `${TRUE_CLAIM}, which is false.`,
    `${TRUE_CLAIM} - not true`,
    `The idea that ${TRUE_CLAIM} is a myth.`,
    `Myth: ${TRUE_CLAIM}`,
  ];
  for (const claim of denials) {
    it(`refutes: ${claim}`, () => {
      const r = v(claim);
      expect(r.verdict).toBe('refuted');
      expect(r.veracityScore!).toBeLessThan(0.5);
      expect(r.parse.op).toBe('<=');
    });
  }

  it('denying a false claim supports it (threshold, comparison, change)', () => {
    for (const claim of [
      "It is not true that Japan's life expectancy was below 80 in 2005",
      "It's a myth that Japan's life expectancy was under 75 in 2005",
      'It is not true that Egypt outpaced Peru in life expectancy in 1975',
      'It is false that US nonfarm jobs rose between 2008 and 2010',
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.veracityScore!, claim).toBeGreaterThanOrEqual(0.5);
    }
    expect(v('It is not true that Peru outpaced Egypt in life expectancy in 1975').verdict).toBe('refuted');
    expect(v('It is not true that US nonfarm jobs fell between 2008 and 2010').verdict).toBe('refuted');
  });

  it('double negation asserts the statement', () => {
    for (const claim of [
      `It is not true that Japan's life expectancy was not above 80 in 2005`,
      `It is not false that ${TRUE_CLAIM}`,
      `It is false that it is not true that ${TRUE_CLAIM}`,
      `It's a myth that Japan's life expectancy wasn't above 80 in 2005`,
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.parse.op, claim).toBe('>');
    }
  });

  it('affirming frames assert the statement: "it is true that", "contrary to popular belief", a question', () => {
    for (const claim of [
      `It is true that ${TRUE_CLAIM}`,
      `Contrary to popular belief, ${TRUE_CLAIM}`,
      `Is it true that ${TRUE_CLAIM}?`,
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.parse.op, claim).toBe('>');
    }
    expect(v("Contrary to popular belief, Japan's life expectancy was not above 80 in 2005").verdict).toBe('refuted');
  });

  it('a denial whose opposite has no single reading is unverifiable, never the opposite verdict', () => {
    for (const claim of [
      "It is not true that Japan's life expectancy was about 82 in 2005",
      "It's a myth that Japan's life expectancy was between 80 and 85 in 2005",
      'It is not true that Japan had the highest life expectancy in 2005',
      "It is false that Japan's life expectancy was nearly 83 in 2005",
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.veracityScore, claim).toBeNull();
      expect(r.reason?.code, claim).toBe('ambiguous');
    }
  });

  it('talk of truth that is not a recognised frame makes the reading uncertain', () => {
    for (const claim of [
      `Critics call it a myth, but ${TRUE_CLAIM}`,
      `Contrary to the claim that ${TRUE_CLAIM}, it was lower`,
      `${TRUE_CLAIM} was debunked`,
      `Some wrongly believe ${TRUE_CLAIM}`,
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.code, claim).toBe('ambiguous');
    }
  });
});

describe('negation inside the claim', () => {
  it("reads was not / wasn't / never / no longer before the operator", () => {
    for (const claim of [
      "Japan's life expectancy was not above 80 in 2005",
      "Japan's life expectancy wasn't above 80 in 2005",
      "Japan's life expectancy did not exceed 80 in 2005",
      "Japan's life expectancy didn't top 80 in 2005",
      "Japan's life expectancy was no longer above 80 in 2005",
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('refuted');
      expect(r.parse.op, claim).toBe('<=');
    }
  });

  it('a negation that is part of the operator is not read twice ("not more than 80")', () => {
    for (const claim of ["Japan's life expectancy was not more than 80 in 2005", "Japan's life expectancy was not higher than 80 in 2005"]) {
      const r = v(claim);
      expect(r.parse.op, claim).toBe('<=');
      expect(r.verdict, claim).toBe('refuted');
    }
    const r = v("Japan's life expectancy was not less than 80 in 2005");
    expect(r.parse.op).toBe('>=');
    expect(r.verdict).toBe('supported');
  });

  it('a negation of an exact, approximate or range value is unverifiable', () => {
    for (const claim of [
      "Japan's life expectancy was not about 82 in 2005",
      "Japan's life expectancy was not 82.5 in 2005",
      "Japan's life expectancy was not between 80 and 85 in 2005",
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.code, claim).toBe('ambiguous');
    }
  });

  it('a negation in another clause is not applied to the number; the claim is unverifiable', () => {
    for (const claim of [
      `Although China's was not, Japan's life expectancy was above 80 in 2005`,
      `While it never reached 85, Japan's life expectancy was above 80 in 2005`,
      `Japan's life expectancy, which did not fall, was above 80 in 2005`,
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.veracityScore, claim).toBeNull();
    }
  });

  it('"not only" is not a negation', () => {
    expect(readFraming("Japan's life expectancy was not only above 80 in 2005").denied).toBe(false);
  });
});
