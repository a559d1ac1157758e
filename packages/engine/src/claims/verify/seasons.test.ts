import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// A season is not yet read as its months (meteorological, northern hemisphere). Until it is, a claim that names
// one is unverifiable, saying which months it means: answering for the whole year would be another question.
describe('a season is never dropped', () => {
  it.each([
    ['Seattle is cooler than New York in summer', /^"summer" names a season \(June–August\).*"in July" or "July 2015"/],
    ['Seattle was cooler than New York in Summer 2015', /^"Summer 2015" names a season \(June–August\).*"July 2015"/],
    ['New York was colder than Seattle in the winter of 2014', /^"winter of 2014" names a season \(December 2013–February 2014, or December 2014–February 2015\)/],
    ['Seattle is rainier than New York in the fall', /^"fall" names a season \(September–November\)/],
    ['Seattle gets more than 300 mm of rain in autumn', /^"autumn" names a season/],
    ['CO2 was higher in spring 2015 than in spring 2014', /^"spring 2015" names a season \(March–May\)/],
    ['Seattle is warmer in summer than in winter', /^"summer" names a season/],
  ])('%s → ambiguous', (claim, message) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toMatch(message);
    expect(r.summary).not.toMatch(/365 days of 2015/);
  });

  it('on yearly data, says the data has no seasons', () => {
    const r = v('Global temperatures were above 1 degree in summer 2015');
    expect(r.reason).toMatchObject({ code: 'time_not_observed', message: 'global-temp.csv has yearly values only, not summer 2015.' });
  });

  it('leaves "fall" as a verb, and months, alone', () => {
    expect(v('More rain falls in Seattle than in New York').verdict).toBe('supported');
    expect(v('Less rain fell in Seattle in 2015 than in 2014').verdict).toBe('supported');
    expect(v('CO2 fell between 2000 and 2010').verdict).toBe('refuted');
    expect(v('New York is hotter than Seattle in July').verdict).toBe('supported');
    expect(v('New York was hotter than Seattle in July 2015').parse.time).toBe('2015-07');
  });
});
