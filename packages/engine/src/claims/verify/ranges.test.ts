import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv, yearly precipitation totals (mm) and mean daily highs (°C), straight from the file:
//            2012             2013            2014             2015
// Seattle    1,226.0 / 15.28  828.0 / 16.06   1,232.8 / 17.00  1,139.2 / 17.43
// New York   1,012.5 / 17.88  902.7 / 16.61   1,289.8 / 16.29    973.6 / 17.61
describe('a comparison of two places over a range reads the whole range', () => {
  it('totals precipitation over every year of the range, with "every year" beside it', () => {
    const r = v('Seattle was rainier than New York from 2012 to 2015');
    const c = r.evidence[0]!.computation;
    expect(c.lhs.value).toBeCloseTo(1226.0 + 828.0 + 1232.8 + 1139.2, 0);
    expect(c.rhs.value).toBeCloseTo(1012.5 + 902.7 + 1289.8 + 973.6, 0);
    expect(c.lhs.label).toBe('Seattle, total over 2012–2015 (4 years)');
    // Seattle is wetter in 2012 and 2015 only: the two readings disagree.
    expect(r.readings.map((x) => [x.id, x.label, x.holds])).toEqual([['default', 'total over 2012–2015', true], ['every_year', 'every year of 2012–2015', false]]);
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.evidence[1]!.text).toContain('2013 828 mm vs 902.7 mm');
  });

  it('reads "between … and …" before the claim, and averages levels', () => {
    expect(v('Between 2012 and 2014 Seattle was wetter than New York').evidence[0]!.computation.lhs.label).toBe('Seattle, total over 2012–2014 (3 years)');
    const r = v('Seattle was cooler than New York from 2013 to 2014');
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo((16.059 + 16.996) / 2, 2);
    expect(r.evidence[0]!.computation.lhs.label).toBe('Seattle, mean of the 2 yearly means of 2013–2014');
    expect(r.verdict).toBe('refuted');
  });

  it('reads a season of each year of a range, and months from month to month', () => {
    const r = v('Seattle was rainier than New York in summer from 2012 to 2015');
    expect(r.evidence[0]!.computation.lhs.label).toBe('Seattle, total over the summers (June–August) of 2012–2015 (4 summers)');
    expect(r.readings[1]!.label).toBe('every summer (June–August) of 2012–2015');
    expect(v('Seattle was cooler than New York from January 2013 to March 2014').evidence[0]!.computation.lhs.label).toBe('Seattle, mean of the 15 monthly means of January 2013–March 2014');
  });

  it('never reads a range from part of it, and says which years are missing', () => {
    const partial = v('Unemployment in construction was higher than in finance between 2008 and 2010');
    expect(partial.reason?.code).toBe('time_not_observed');
    expect(partial.reason?.message).toContain('2010 is missing or not whole');
    expect(v('Seattle was rainier than New York from 2010 to 2013').reason).toMatchObject({ code: 'time_out_of_range', message: expect.stringContaining('of 2010–2013, 2010–2011 are outside it') });
    expect(v('Seattle was rainier than New York from 2014 to 2016').reason?.message).toContain('of 2014–2016, 2016 is outside it');
  });
});

// co2-concentration.csv yearly means (ppm): 2014 398.6, 2015 400.8, 2016 404.2 (2014 is below 400).
describe('a value over a range reads the whole range', () => {
  it('totals a flow over the range instead of averaging its years', () => {
    const r = v('Seattle got more than 4,000 mm of rain from 2012 to 2015');
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.computation.lhs).toMatchObject({ label: 'Seattle precipitation, total over 2012–2015 (4 years)' });
    expect(r.readings.map((x) => x.label)).toEqual(['total over 2012–2015']);
    // Said per year, it is the mean per year, and every year is the other reading (2013 had 828 mm).
    const perYear = v('Seattle gets more than 1,000 mm of rain a year from 2012 to 2015');
    expect(perYear.readings.map((x) => [x.label, x.holds])).toEqual([['mean per year over 2012–2015', true], ['every year of 2012–2015', false]]);
  });

  it('shows the mean per year beside the total when the claimed number is on a year\'s scale', () => {
    // Seattle 2013 + 2014: about 828 + 1,233 = 2,061 mm in all, 1,030 mm a year
    const r = v('Seattle got about 1,000 mm of precipitation from 2013 to 2014');
    expect(r.readings.map((x) => [x.id, x.label, x.holds])).toEqual([['default', 'total over 2013–2014', false], ['per_year', 'mean per year over 2013–2014', true]]);
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.evidence[1]!.computation.lhs.value).toBeCloseTo(r.evidence[0]!.computation.lhs.value / 2, 6);
    // a number on the total's scale keeps the total alone
    expect(v('Seattle got more than 4,000 mm of rain from 2012 to 2015').readings).toHaveLength(1);
  });

  it('shows "every year" beside the mean of a level', () => {
    const r = v('CO2 was above 400 ppm from 2014 to 2016');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', true], ['every_year', false]]);
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.evidence[0]!.computation.lhs.label).toContain('mean of the 3 yearly means of 2014–2016');
  });

  it('refuses a range with a year that is not whole, naming it, instead of leaving it out', () => {
    const r = v('Construction unemployment was above 10% between 2008 and 2010');
    expect(r.reason?.code).toBe('time_not_observed');
    expect(r.reason?.message).toContain('2010 is missing or not whole');
  });

  it('reads a range from month to month, not the whole years around it', () => {
    expect(v('Seattle got more than 1,000 mm of rain from January 2013 to March 2014').evidence[0]!.computation.lhs.label).toBe('Seattle precipitation, total over January 2013–March 2014 (15 months)');
  });
});

describe('a ranking within a range reads the whole range', () => {
  it('ranks places by their total or mean over the range, not its first year', () => {
    const r = v('Seattle was the wettest city from 2012 to 2015');
    expect(r.evidence[0]!.text).toContain('of 2 cities, total over 2012–2015 is Seattle (4,426 mm), ahead of New York (4,179 mm)');
    const c = v('Construction had the highest unemployment rate between 2000 and 2009');
    expect(c.evidence[0]!.text).toContain('mean over 2000–2009 is Agriculture');
  });

  it('reads a year beside a range as the claimed one of its years', () => {
    expect(v('Construction unemployment was highest in 2009 between 2000 and 2009')).toMatchObject({ verdict: 'supported', parse: { kind: 'extreme', time: ['2000', '2009'], value: 2009 } });
  });

  it('names a year of the range that is not whole instead of ranking without it', () => {
    const r = v('Construction unemployment was highest in 2009 between 2000 and 2010');
    expect(r.reason).toMatchObject({ code: 'time_not_observed', message: expect.stringContaining('2010 is not whole in the range') });
    expect(v('Seattle\'s wettest year from January 2013 to March 2014 was 2014').reason).toMatchObject({ code: 'ambiguous', message: expect.stringContaining('has only part of 2014') });
  });
});

describe('two times where one is read', () => {
  it('says so instead of reading the first ("from 2012 to summer 2015" read 2012)', () => {
    for (const claim of ['Seattle was rainier than New York from 2012 to summer 2015', 'CO2 was above 400 ppm from 2012 to summer 2015']) {
      expect(v(claim).reason).toMatchObject({ code: 'ambiguous', message: expect.stringContaining('names "2012" and "summer 2015"') });
    }
  });
});

// "from summer 2012 to 2015": the summers of 2012–2015, or June 2012 to the end of 2015? Rankings of years were refused
// alike (ranking-span.test.ts); every other form asks too, naming both ways out.
describe('a season said at the start of a range only is refused as ambiguous', () => {
  it.each([
    ["Seattle's rainfall rose from summer 2012 to 2015", /"from summer 2012 to 2015" says the summer at its start only: the summers of 2012–2015, or June 2012 to the end of 2015\? Name whole years, e\.g\. "from 2012 to 2015", or the two summers, e\.g\. "from summer 2012 to summer 2015"/],
    ['The average high in Seattle from summer 2012 to 2015 was about 25 degrees', /or the summer of each year, e\.g\. "in summer from 2012 to 2015"/],
    ['Seattle was rainier than New York from summer 2012 to 2015', /the summers of 2012–2015, or June 2012 to the end of 2015/],
    ['Seattle was wetter than New York between winter 2013 and 2015', /"between winter 2013 and 2015" says the winter at its start only: the winters of 2013–2015, or December 2012 to the end of 2015/],
  ])('%s', (claim, message) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toMatch(message);
  });

  it.each([
    // The ways out are read: the season of each year, the two seasons, or whole years.
    ["In summer, Seattle's rainfall rose from 2012 to 2015", ['2012-summer', '2015-summer']],
    ["Seattle's rainfall rose from summer 2012 to summer 2015", ['2012-summer', '2015-summer']],
    ['The average high in Seattle in summer from 2012 to 2015 was about 25 degrees', ['2012-summer', '2015-summer']],
    ["Seattle's rainfall rose from 2012 to 2015", ['2012', '2015']],
  ])('%s is read', (claim, time) => {
    const r = v(claim);
    expect(r.verdict).not.toBe('unverifiable');
    expect(r.parse.time).toEqual(time);
  });
});

// weather.csv Seattle precipitation: 2012 1,226 mm, summer 2015 91.5 mm; a change between them read -92.5 %.
describe('a change between ends of unlike kind (a whole year and a season or month) is refused as ambiguous', () => {
  it.each([
    ["Seattle's rainfall rose from 2012 to summer 2015", /The change's ends, 2012 and summer 2015, are a whole year and a season: .* Name alike ends, e\.g\. "from 2012 to 2015" or "from summer 2012 to summer 2015"/],
    ["Seattle's rainfall rose from December 2012 to 2015", /December 2012 and 2015, are a month and a whole year: .* "from December 2012 to December 2015"/],
    ['CO2 rose from 1990 to May 2010', /"from 1990 to 2010" or "from May 1990 to May 2010"/],
    ['US nonfarm jobs fell from 138 million to 130 million between January 2008 and 2010', /January 2008 and 2010/],
  ])('%s', (claim, message) => {
    const r = v(claim);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toMatch(message);
  });

  it.each([
    "Seattle's rainfall rose from summer 2012 to summer 2015",
    'CO2 rose from January 1990 to January 2010',
    'CO2 rose from 1990 to 2010',
  ])('alike ends are read: %s', (claim) => {
    expect(v(claim).verdict).not.toBe('unverifiable');
  });

  it('a span of unlike ends is still read where it is a span, not two ends ("wetter from December 2012 to 2015")', () => {
    expect(v('Seattle was wetter than New York from December 2012 to 2015').evidence[0]!.computation.lhs.label).toMatch(/December 2012–December 2015/);
  });
});

// weather.csv: Seattle 2012 precipitation 1,226.0 mm, 2015 mean daily high 17.43 °C (63.4 °F).
describe('a value said with a margin is the band it states', () => {
  it('reads "±", "+/-", "plus or minus" and "give or take" as between the two edges, in the claim\'s own unit', () => {
    const band = (claim: string) => v(claim).evidence[0]!.computation.rhs.label;
    expect(band('Seattle got 1,230 mm +/- 10 of rain in 2012')).toBe('between 1,220 mm and 1,240 mm');
    expect(band('Seattle got 1,230 ± 10 mm of rain in 2012')).toBe('between 1,220 mm and 1,240 mm');
    expect(v('Seattle got 1,230 mm +/-10 of rain in 2012').verdict).toBe('supported');
    expect(v('Seattle got 1,100 plus or minus 20 mm of rain in 2012').verdict).toBe('refuted');
    expect(v('Seattle got about 1,200 mm, give or take 50, of rain in 2012').verdict).toBe('supported');
    // 61–65 °F, converted edge by edge (a width of 2 °F is not -16.7 °C).
    expect(band('The average high in Seattle in 2015 was 63 °F ± 2')).toBe('between 16.11 °C and 18.33 °C');
    expect(v('The average high in Seattle in 2015 was 60 ± 2 °F').verdict).toBe('refuted');
  });

  it('gives a bare centre the scale of its margin', () => {
    expect(v('The population of Japan in 2005 was 127 ± 1 million').verdict).toBe('supported');
    expect(v('The population of Japan in 2005 was 120 million plus or minus 3').verdict).toBe('refuted');
  });
});
