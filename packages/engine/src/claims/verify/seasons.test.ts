import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
const lhs = (claim: string) => v(claim).evidence[0]!.computation.lhs;

// A season is read as its three months (meteorological, northern hemisphere: spring March–May, summer June–August,
// autumn September–November, winter December–February), aggregated as a year is for each measure: the total for
// precipitation, the mean for temperatures and levels. weather.csv, Seattle precipitation: June, July, August 2015
// 5.9 + 2.3 + 83.3 = 91.5 mm; December 2013, January 2014, February 2014 42.4 + 94 + 155.2 = 291.6 mm;
// December 2014–February 2015 121.8 + 93 + 134.2 = 349 mm. CO2 March–May 2015: 401.51, 403.45, 404.1 ppm.
describe('a season with its year is read over its three months', () => {
  it('totals precipitation and averages levels over the months, saying which months', () => {
    const rain = lhs('Seattle got more than 80 mm of rain in summer 2015');
    expect(rain.value).toBeCloseTo(91.5, 6);
    expect(rain.label).toBe('Seattle precipitation, total over 92 days of summer 2015 (June–August 2015)');
    const co2 = lhs('CO2 was above 400 ppm in spring 2015');
    expect(co2.value).toBeCloseTo((401.51 + 403.45 + 404.1) / 3, 6);
    expect(co2.label).toContain('mean of 3 months of spring 2015 (March–May 2015)');
    const r = v('Seattle was cooler than New York in the summer of 2015');
    expect(r.verdict).toBe('supported');
    expect(r.parse).toMatchObject({ kind: 'compare', time: '2015-summer' });
    expect(r.summary).toContain('mean of 92 days of summer 2015 (June–August 2015)');
    expect(r.summary).not.toMatch(/365 days of 2015/);
  });

  it('compares two seasons of one place, and a season beside years is that season of each', () => {
    expect(v('CO2 was higher in spring 2015 than in spring 2014')).toMatchObject({ verdict: 'supported', parse: { time: ['2015-spring', '2014-spring'] } });
    expect(v('In summer, Seattle was hotter in 2015 than in 2014').parse.time).toEqual(['2015-summer', '2014-summer']);
    expect(v('Seattle rain rose between summer 2012 and summer 2015').parse).toMatchObject({ kind: 'change', time: ['2012-summer', '2015-summer'] });
    expect(v('Less rain fell in Seattle in the fall of 2014 than in the fall of 2015').parse.time).toEqual(['2014-autumn', '2015-autumn']);
  });

  it('on yearly data, says the data has no seasons', () => {
    const r = v('Global temperatures were above 1 degree in summer 2015');
    expect(r.reason).toMatchObject({ code: 'time_not_observed', message: 'global-temp.csv has yearly values only, not summer 2015 (June–August 2015)' });
    expect(v('Global temperatures were above 1 degree in summer').reason?.message).toBe('global-temp.csv has yearly values only, not summer (June–August).');
  });
});

describe('"winter 2014" is the winter that ends in 2014, with the one that starts in it beside it', () => {
  it('reads December 2013–February 2014, shows December 2014–February 2015, and depends when they disagree', () => {
    const r = v('Seattle got more than 300 mm of rain in winter 2014');
    expect(r.parse.time).toBe('2014-winter');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', false], ['winter_starting_in_december', true]]);
    expect(r.evidence[0]!.computation.lhs).toMatchObject({ label: 'Seattle precipitation, total over 90 days of winter 2014 (December 2013–February 2014)' });
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo(291.6, 6);
    expect(r.evidence[0]!.caveats[0]).toBe('"winter 2014" read as December 2013–February 2014: the winter that ends in 2014.');
    expect(r.evidence[1]!.computation.lhs.value).toBeCloseTo(349, 6);
    expect(r.readings[1]!.label).toBe('winter that starts in December 2014 (December 2014–February 2015)');
    // the two readings are named alike, not "total over the period" beside a named winter
    expect(r.readings[0]!.label).toBe('winter that ends in February 2014 (December 2013–February 2014)');
    expect(r.summary).toContain('Other readings disagree: winter that starts in December 2014 (December 2014–February 2015)');
  });

  it('gives one verdict when both readings agree, and says when the other one is not in the data', () => {
    const agree = v('New York was colder than Seattle in the winter of 2014');
    expect(agree.verdict).toBe('supported');
    expect(agree.readings).toHaveLength(2);
    const late = v('Seattle was wetter in winter 2014 than in winter 2015');
    expect(late.verdict).toBe('refuted');
    expect(late.readings.map((x) => x.id)).toEqual(['default']);
    expect(late.evidence[0]!.caveats[0]).toMatch(/the other reading, December 2014–February 2015 and December 2015–February 2016, is not in the data/);
  });

  it('a winter named by both its years has one reading', () => {
    const r = v('Seattle got more than 300 mm of rain in winter 2013–14');
    expect(r).toMatchObject({ verdict: 'refuted', parse: { time: '2014-winter' } });
    expect(r.readings.map((x) => x.id)).toEqual(['default']);
    expect(v('Seattle got more than 300 mm of rain in the winter of 2014/2015').verdict).toBe('supported');
  });

  it('is never read from part of a winter', () => {
    const r = v('Seattle got more than 200 mm of rain in winter 2012');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('time_not_observed');
    expect(r.reason?.message).toBe('weather.csv has no precipitation for Seattle in December 2011, so winter 2012 (December 2011–February 2012) is not whole ("winter 2012" is read as the winter that ends in 2012; the one that starts in December 2012 is "winter 2013")');
  });
});

describe('a season without a year is read in every year the data has it whole', () => {
  it('compares the means over the years, with every year beside it', () => {
    const r = v('Seattle is cooler than New York in summer');
    expect(r.parse).toMatchObject({ kind: 'compare', time: '--summer', entities: ['Seattle', 'New York'] });
    expect(r.verdict).toBe('supported');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', true], ['every_year', true]]);
    expect(r.evidence[0]!.computation.lhs.label).toBe('Seattle, mean of the summer (June–August) means of 2012–2015 (4 years)');
  });

  it('leaves out a winter that is not whole, and says which', () => {
    const r = v('Seattle gets more than 300 mm of rain in winter');
    expect(r.parse.time).toBe('--winter');
    expect(r.verdict).toBe('depends_on_definition');
    const e = r.evidence[0]!;
    expect(e.computation.lhs.label).toBe('Seattle precipitation, mean of the winter (December–February) totals of 2012–13 to 2014–15 (3 winters)');
    expect(e.computation.lhs.value).toBeCloseTo((320 + 291.6 + 349) / 3, 1);
    expect(e.caveats).toContain('Left out, not all three months in weather.csv: winter 2012 (December 2011–February 2012).');
    expect(r.evidence[1]!.text).toBe('Year by year (winter (December–February)): 2012–13 320 mm; 2013–14 291.6 mm; 2014–15 349 mm; above 300 mm holds in 2 of 3 years.');
  });

  it('compares one season with another in the same years', () => {
    const r = v('Seattle is wetter in winter than in summer');
    expect(r).toMatchObject({ verdict: 'supported', parse: { time: ['--winter', '--summer'] } });
    expect(r.evidence[0]!.computation.rhs.label).toBe('Seattle, mean of the summer (June–August) totals of 2013–2015 (3 years)');
    expect(r.evidence[0]!.caveats).toContain('Left out, not whole on the other side of the comparison: summer 2012 (June–August 2012).');
    expect(v('Unemployment in construction is higher in winter than in summer').verdict).toBe('supported');
  });

  it('is unverifiable where a season without a year cannot be read, saying why', () => {
    const cases: [string, RegExp][] = [
      ['Seattle is wetter in December than in summer', /^A month and a season without a year are not compared/],
      ['Construction jobs fall in winter', /^winter \(December–February\) without a year: name the year/],
    ];
    for (const [claim, message] of cases) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('ambiguous');
      expect(r.reason?.message, claim).toMatch(message);
    }
  });
});

describe('a season in a ranking over time ranks that season across the years', () => {
  it('ranks the summers, not the years', () => {
    const r = v("Seattle's wettest summer was in 2014");
    expect(r.verdict).toBe('refuted');
    expect(r.evidence[0]!.text).toBe('NOAA Climate Data Online (weather.csv): the highest precipitation of the summers (June–August) of 2012–2015 is 2012 (101.4 mm), not 2014 (84.4 mm).');
    // the claim says no "ever": the caveat does not quote a word it does not have
    expect(r.evidence[0]!.caveats[0]).toBe('no period stated: read as the dataset\'s coverage, 2012–2015');
    expect(v("Seattle's wettest summer ever was in 2012").evidence[0]!.caveats[0]).toBe('"ever" read as the dataset\'s coverage, 2012–2015');
  });

  it('"the hottest fall" is the season, where "the biggest fall" is a decline', () => {
    const r = v("Seattle's wettest fall was in 2014");
    expect(r.parse).toMatchObject({ kind: 'extreme', op: 'argmax', value: 2014 });
    expect(r.evidence[0]!.text).toContain('the highest precipitation of the autumns (September–November) of 2012–2015 is 2012 (381.7 mm), not 2014 (351.3 mm)');
    expect(v("Seattle's hottest fall was in 2015").parse.kind).toBe('extreme');
    expect(v('The biggest fall in construction unemployment was in 2010').parse.op).toBe('decrease');
  });

  it('names winters by both their years, and reads "winter 2014" both ways', () => {
    const r = v("Seattle's wettest winter was in 2014");
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.evidence[0]!.text).toContain('the highest precipitation of the winters (December–February) of 2012–13 to 2014–15 is 2014–15 (349 mm), not 2013–14 (291.6 mm)');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', false], ['winter_starting_in_december', true]]);
  });
});

describe('"fall" stays a verb where it is one', () => {
  it('leaves "fall" as a verb, and months, alone', () => {
    expect(v('More rain falls in Seattle than in New York').verdict).toBe('supported');
    expect(v('Less rain fell in Seattle in 2015 than in 2014').verdict).toBe('supported');
    expect(v('CO2 fell between 2000 and 2010').verdict).toBe('refuted');
    expect(v('New York is hotter than Seattle in July').verdict).toBe('supported');
    expect(v('New York was hotter than Seattle in July 2015').parse.time).toBe('2015-07');
  });
});

describe('a season word that names a kind of work', () => {
  it('"summer jobs" are seasonal jobs, not jobs in summer, and the catalog has none', () => {
    const r = v('Summer jobs rose in 2008');
    expect(r.reason).toMatchObject({ code: 'metric_not_in_catalog', message: expect.stringContaining('"Summer jobs" are seasonal work') });
    expect(r.parse.time).toBe('2008');
    // Before a measure of the weather the season is still a time.
    expect(v('Seattle summer rain was above 100 mm in 2014').parse.time).toBe('2014-summer');
  });
});
