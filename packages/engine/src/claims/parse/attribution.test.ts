import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from '../verify/verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
// weather.csv, 2014: New York 1,290 mm of precipitation, Seattle 1,233 mm; mean daily high Seattle 17 °C, New York 16.29 °C.

describe('a claim reported as someone\'s saying is checked as the claim said', () => {
  it.each([
    'New York Yankees fans say Seattle is rainier than New York in 2014',
    'Seattle fans said that New York was hotter than Seattle in 2014',
    'According to the Seattle Times, Seattle is rainier than New York in 2014',
    'Seattle is rainier than New York in 2014, New York Yankees fans say',
    'Seattle is rainier than New York in 2014, according to New York Yankees fans',
  ])('%s → refuted, the sides as the embedded claim has them', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toMatch(/^Refuted: .* for (?:Seattle|New York), .* the first is lower/);
  });

  it('reads the embedded claim the same as the claim alone', () => {
    for (const claim of ['Seattle is rainier than New York in 2014', 'New York was hotter than Seattle in 2014']) {
      const plain = v(claim);
      for (const said of [`Critics claim that ${claim}`, `Some people in New York believe ${claim}`, `${claim}, Seattle fans say`]) {
        const r = v(said);
        expect(r.verdict).toBe(plain.verdict);
        expect(r.parse).toEqual(plain.parse);
      }
    }
  });

  it('names in the speaker never become entities', () => {
    // Nothing is left to say whose life expectancy: the speaker "India" is not the subject.
    expect(v('India says its life expectancy was above 60 in 2005').verdict).toBe('unverifiable');
  });

  it('a noun "claims" is no saying, and a judged saying stays uncertain', () => {
    expect(v('Unemployment claims rose in 2009').reason?.code).toBe('metric_not_in_catalog');
    expect(v('Critics falsely claim CO2 fell between 2000 and 2010').verdict).toBe('unverifiable');
  });
});
