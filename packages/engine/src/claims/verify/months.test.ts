import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv December precipitation totals, Seattle vs New York: 2012 174 vs 125.4 mm, 2013 42.4 vs 114.4,
// 2014 121.8 vs 178.9, 2015 284.5 vs 121.7; means 155.7 vs 135.1 mm. July daily highs: New York warmer every year.
describe('a month without a year is read in every year the data has it, not dropped', () => {
  it('"rainier than New York in December" compares the Decembers, and depends on "on average" or "every year"', () => {
    const r = v('Seattle is rainier than New York in December');
    expect(r.parse).toMatchObject({ kind: 'compare', entities: ['Seattle', 'New York'], metric: 'weather.precipitation', time: '--12', op: '>' });
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', true], ['every_year', false]]);
    expect(r.evidence[0]!.computation.lhs.label).toBe('Seattle, mean of the December totals of 2012–2015 (4 years)');
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo(155.675, 3);
    expect(r.evidence[1]!.text).toContain('the claim holds in 2 of 4 years');
    // The year 2015 alone is not what the claim said.
    expect(r.evidence.every((e) => !/total over 365 days of 2015/.test(e.text))).toBe(true);
  });

  it('gives a verdict when the readings agree, and reads two months of one place', () => {
    const july = v('New York is hotter than Seattle in July');
    expect(july.verdict).toBe('supported');
    expect(july.parse).toMatchObject({ metric: 'weather.temp_max', time: '--07' });
    expect(v('Seattle is rainier than New York in July').verdict).toBe('refuted');
    const months = v('Seattle is rainier in November than in July');
    expect(months.verdict).toBe('supported');
    expect(months.parse).toMatchObject({ kind: 'compare', entities: ['Seattle'], time: ['--11', '--07'] });
    expect(v('CO2 is higher in May than in September').verdict).toBe('supported');
  });

  it('reads a value in that month of each year', () => {
    const r = v('Seattle gets more than 100 mm of rain in December');
    expect(r.parse).toMatchObject({ time: '--12', value: 100 });
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.evidence[1]!.text).toContain('above 100 mm holds in 3 of 4 years');
  });

  it('keeps a month with its year', () => {
    const july2015 = v('New York was hotter than Seattle in July 2015');
    expect(july2015.verdict).toBe('supported');
    expect(july2015.parse).toMatchObject({ time: '2015-07' });
    expect(july2015.summary).toContain('mean of 31 days of July 2015');
    expect(v('Seattle was rainier than New York in December 2015').parse.time).toBe('2015-12');
  });

  it('gives a month beside years to each year', () => {
    expect(v('In July, Seattle was hotter in 2015 than in 2014').parse.time).toEqual(['2015-07', '2014-07']);
    expect(v("Seattle's December rain rose between 2012 and 2015").parse.time).toEqual(['2012-12', '2015-12']);
  });

  it('is unverifiable, saying why, where the month cannot be read', () => {
    const cases: [string, string, RegExp][] = [
      ['Global temperatures were above 1 degree in December', 'time_not_observed', /^global-temp\.csv has yearly values only, not December\.$/],
      ['Seattle gets more rain between October and March than New York', 'ambiguous', /^October and March without a year/],
      // (backwards across a new year: from November 2009, or a range that runs backwards?)
      ['From November to February 2010 construction unemployment rose', 'ambiguous', /^"November" names a month without its year/],
    ];
    for (const [claim, code, message] of cases) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.code, claim).toBe(code);
      expect(r.reason?.message, claim).toMatch(message);
    }
  });
});

describe('two months before one year ("from October to December 2015")', () => {
  it('are both of that year (was: the first month without its year, refused)', () => {
    for (const claim of ['Seattle got more than 300 mm of rain from October to December 2015', 'Seattle got more than 300 mm of rain between October and December 2015', 'Seattle got more than 300 mm of rain October through December 2015']) {
      const r = v(claim);
      expect(r.parse.time, claim).toEqual(['2015-10', '2015-12']);
      expect(r.verdict, claim).toBe('supported');
      expect(r.evidence[0]!.text, claim).toContain('total over October 2015–December 2015 (3 months)) as 619.5 mm');
    }
    expect(v('Construction employment fell from January through December 2009').evidence[0]!.text).toContain('from 6,567,000 jobs (January 2009) to 5,654,000 jobs (December 2009)');
  });
});

describe('one month said beside a range of bare years', () => {
  it('compares that month of each of those years, not every month from the first end to the last', () => {
    const every = v('Seattle was wetter than New York every December from 2013 to 2014');
    expect(every.verdict).toBe('refuted');
    expect(every.evidence.map((e) => e.text).join(' ')).toContain('2013 42.4 mm vs 114.4 mm; 2014 121.8 mm vs 178.9 mm: the claim holds in 0 of 2 years');
    const mean = v('Seattle was wetter than New York in December from 2013 to 2014');
    expect(mean.evidence[0]!.computation.lhs.label).toBe('Seattle, mean of the December totals of 2013–2014 (2 years)');
    expect(mean.evidence.every((e) => !/13 months/.test(e.text))).toBe(true);
    // (all four Decembers: 2 of 4)
    expect(v('Seattle was wetter than New York every December from 2012 to 2015').evidence.map((e) => e.text).join(' ')).toContain('the claim holds in 2 of 4 years');
  });
  it('leaves a change between the month of the two end years as it was', () => {
    const r = v('December rain in Seattle rose between 2012 and 2015');
    expect(r.parse).toMatchObject({ kind: 'change', time: ['2012-12', '2015-12'] });
    expect(r.verdict).toBe('supported');
  });
});

describe('a value of one month said beside a range of bare years', () => {
  it('is read over that month of each year, not the months between the ends', () => {
    const r = v('Seattle got about 150 mm of rain in December from 2012 to 2015');
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.text).toContain('mean of the December totals of 2012–2015 (4 years)');
    expect(r.evidence.every((e) => !/37 months/.test(e.text))).toBe(true);
  });
});

describe('a bound said of one month in every year', () => {
  // weather.csv Seattle December totals: 2012 174, 2013 42.4, 2014 121.8, 2015 284.5 mm.
  it('is read year by year, with no mean beside it, however "every" is said', () => {
    for (const claim of ['Seattle got more than 100 mm of rain every December from 2012 to 2015', 'Seattle got more than 100 mm of rain in December every year from 2012 to 2015', 'Seattle gets more than 100 mm of rain every December']) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('refuted');
      expect(r.readings.map((x) => [x.id, x.isDefault]), claim).toEqual([['every_year', true]]);
      expect(r.evidence[0]!.text, claim).toContain('gives Seattle precipitation, December, year by year: 2012 174 mm; 2013 42.4 mm');
    }
    expect(v('Seattle got more than 40 mm of rain every December from 2012 to 2015').verdict).toBe('supported');
    // without "every", the mean of the Decembers is the claim and each year the other reading
    expect(v('Seattle got more than 100 mm of rain in December from 2012 to 2015').verdict).toBe('depends_on_definition');
  });

  it('compares two places in that month of each year when "every year" follows it (was: the 37 months between the ends)', () => {
    const r = v('Seattle was wetter than New York in December every year from 2012 to 2015');
    expect(r.evidence[0]!.text).toContain('2013 42.4 mm vs 114.4 mm');
    expect(r.evidence.every((e) => !/37 months/.test(e.text))).toBe(true);
  });
});
