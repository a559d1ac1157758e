import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());
const WEATHER = 'not in weather (Seattle and New York, daily 2012–2015).';
const GAPMINDER = 'not in gapminder (62 countries, every 5 years 1955–2005).';
const TEMPERATURE = 'not in weather (Seattle and New York, daily 2012–2015) or global-temp (global, yearly 1880–2023).';

/** Each claim is unverifiable, with no score, for the entity its message names. */
function expectNamedMissing(cases: [claim: string, message: string][]): void {
  for (const [claim, message] of cases) {
    const r = v(claim);
    expect(r.verdict, claim).toBe('unverifiable');
    expect(r.veracityScore, claim).toBeNull();
    expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
    expect(r.reason?.message, claim).toBe(message);
  }
}

describe('a comparison whose other side is a name the catalog lacks', () => {
  it('is entity_not_in_catalog, naming that side and what the dataset covers', () => {
    const cases: [string, string][] = [
      ['Seattle is rainier than Phoenix', `Phoenix: ${WEATHER}`],
      ['Seattle got more rain than Phoenix in 2015', `Phoenix: ${WEATHER}`],
      ['Seattle was drier than Portland in 2013', `Portland: ${WEATHER}`],
      ['New York had more precipitation than Los Angeles in 2013', `Los Angeles: ${WEATHER}`],
      ['Seattle gets less rain than Rio de Janeiro', `Rio de Janeiro: ${WEATHER}`],
      ["Seattle's rainfall was higher than Phoenix's in 2014", `Phoenix: ${WEATHER}`],
      ['Summers in Seattle are cooler than in Phoenix', `Phoenix: ${WEATHER}`],
      ['Seattle is rainier than the Sahara', `Sahara: ${WEATHER}`],
      ['Japan had a higher life expectancy than Wakanda in 2005', `Wakanda: ${GAPMINDER}`],
      ['Peru outpaced Atlantis in life expectancy in 1975', `Atlantis: ${GAPMINDER}`],
      ['Mauna Loa had more CO2 than Tokyo in 2000', 'Tokyo: not in co2-concentration (Mauna Loa, monthly March 1958 – April 2020).'],
    ];
    expectNamedMissing(cases);
    const r = v('Seattle is rainier than Phoenix');
    expect(r.reason?.available[0]).toMatch(/^weather .*: Seattle, New York; years 2012–2015$/);
    expect(r.parse).toMatchObject({ kind: 'unverifiable', dataset: 'weather', entities: ['Seattle', 'Phoenix'], op: '>' });
  });

  it('finds the unknown name as the subject too', () => {
    const cases: [string, string][] = [
      ['Tokyo got more rain than Seattle in 2015', 'Tokyo'],
      ['In 2015, Tokyo got more rain than Seattle', 'Tokyo'],
      ['Phoenix is hotter than Seattle', 'Phoenix'],
      ['Phoenix gets less rain than New York', 'Phoenix'],
      ['Last year San Diego was warmer than Seattle', 'San Diego'],
      ['Atlantis outpaced Peru in life expectancy in 1975', 'Atlantis'],
    ];
    for (const [claim, name] of cases) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
      expect(r.reason?.message, claim).toMatch(new RegExp(`^${name}: not in `));
    }
  });

  it('keeps verdicts where both sides are known, or the capitalised word is not a side', () => {
    const ny = v('Seattle is rainier than New York in 2015');
    expect(ny.verdict).toBe('supported');
    expect(ny.parse).toMatchObject({ kind: 'compare', entities: ['Seattle', 'New York'] });
    expect(v('Seattle was rainier in 2014 than in 2013, the Times reported').verdict).toBe('supported');
    expect(v('Seattle got 1,139 mm of rain in 2015, the Times reported').verdict).toBe('supported');
    expect(v('According to NOAA, Seattle was rainier than New York in 2015').verdict).toBe('supported');
    expect(v('Seattle is rainier than most cities').parse.kind).toBe('extreme');
    // A known country outside the dataset keeps its own answer, with the region-mates that are in.
    expect(v('In 2005 Sweden had a higher fertility rate than Italy').reason?.message).toMatch(/^Sweden: not in gapminder \(62 countries\); .*Finland/);
  });

  it('stays unparsed when the other side is no name, and says a comparison was read', () => {
    for (const claim of ['Seattle is rainier than phoenix', 'Few places are rainier than Seattle', 'Nowhere is rainier than Seattle', 'Seattle is rainier than in January']) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('unparsed');
      expect(r.reason?.message, claim).toBe('A comparison was recognised, but not what Seattle is compared with: name a second city of weather (Seattle and New York, daily 2012–2015), or two years.');
    }
    // Neither side known: the first place is named as missing (the global series answers for neither).
    expect(v('Phoenix is hotter than Tokyo').reason?.message).toBe(`Phoenix: ${TEMPERATURE}`);
    // Nothing compared at all: the old message is still the true one.
    expect(v('Seattle precipitation').reason?.message).toBe('No number, comparison, change or ranking was recognised in the claim.');
  });

  it('without a measure is metric_not_in_catalog, naming both sides and the measures they have', () => {
    const big = v('Seattle is bigger than New York');
    expect(big.reason?.code).toBe('metric_not_in_catalog');
    expect(big.reason?.message).toBe('No measure in the catalog matches this comparison of Seattle and New York.');
    expect(big.reason?.available[0]).toBe('weather: precipitation, daily maximum temperature, daily minimum temperature for Seattle and New York (Seattle and New York, daily 2012–2015)');
    const unknown = v('Seattle is bigger than Phoenix');
    expect(unknown.reason?.code).toBe('metric_not_in_catalog');
    expect(unknown.reason?.message).toBe('No measure in the catalog matches this comparison of Seattle and Phoenix.');
  });
});

describe('a place the catalog lacks is not answered with the series of another place', () => {
  it('is entity_not_in_catalog naming the place, not a verdict about the world or Mauna Loa', () => {
    const cases: [string, string][] = [
      ['Phoenix was hotter in 2015 than in 2014', `Phoenix: ${TEMPERATURE}`],
      ['Phoenix had temperatures above 1 degree in 2016', `Phoenix: ${TEMPERATURE}`],
      ['Temperatures in Phoenix rose between 1980 and 2020', `Phoenix: ${TEMPERATURE}`],
      ["Phoenix's temperature rose between 1980 and 2020", `Phoenix: ${TEMPERATURE}`],
      ['Europe was hotter in 2015 than in 2014', `Europe: ${TEMPERATURE}`],
      ['Temperatures in the Northern Hemisphere rose between 1980 and 2020', `Northern Hemisphere: ${TEMPERATURE}`],
      ['CO2 in Tokyo rose between 1990 and 2010', 'Tokyo: not in co2-concentration (Mauna Loa, monthly March 1958 – April 2020).'],
      // A city's own missing series is named with what weather covers.
      ['Phoenix got 100 mm of rain in 2015', `Phoenix: ${WEATHER}`],
    ];
    expectNamedMissing(cases);
    const r = v('Phoenix was hotter in 2015 than in 2014');
    expect(r.reason?.available).toEqual([
      'weather (Seattle and New York, daily 2012–2015): Seattle, New York; years 2012–2015',
      'global-temp (global, yearly 1880–2023): Global; years 1880–2023',
    ]);
  });

  it('keeps the global series for the world, its sources and reporters, and the catalog\'s own places', () => {
    for (const claim of [
      'Global temperature rose between 1980 and 2020',
      'According to NASA, global temperatures rose between 1980 and 2020',
      'According to Reuters, global temperatures rose between 1980 and 2020',
      'NOAA says temperatures were higher in 2015 than in 2014',
      'Temperatures rose between 1980 and 2020, the Times reported',
      'The Guardian reported that global temperatures rose between 1980 and 2020',
      'A report in the Times says temperatures rose between 1980 and 2020',
      'Scientists at Berkeley Earth say temperatures rose between 1980 and 2020',
      'Surprisingly, global temperatures rose between 1980 and 2020',
      'Surface temperatures were higher in 2015 than in 2014',
      'The Earth was warmer in 2016 than in 2015',
      'Atmospheric CO2 was below 330 ppm in 1970',
      'CO2 levels at Mauna Loa passed 400 ppm in 2015',
    ]) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('supported');
      expect(r.parse.dataset, claim).toMatch(/^(?:global-temp|co2-concentration)$/);
    }
    // A city the catalog has reads its own series.
    expect(v('Seattle was hotter in 2015 than in 2014').parse).toMatchObject({ dataset: 'weather', entities: ['Seattle'] });
  });
});

describe('a claim that names one more place than the catalog has', () => {
  it('is entity_not_in_catalog naming it: the claim is only as verified as all its parts', () => {
    const cases: [string, string][] = [
      ['Seattle is rainier than New York and Phoenix', `Phoenix: ${WEATHER}`],
      ['Seattle is rainier than New York or Phoenix', `Phoenix: ${WEATHER}`],
      ['Seattle and Phoenix are rainier than New York', `Phoenix: ${WEATHER}`],
      ['Seattle is rainier than New York, Boston and Phoenix', `Boston: ${WEATHER}`],
      ['Japan had a higher life expectancy than China and Atlantis in 2005', `Atlantis: ${GAPMINDER}`],
      // A place as the scope of a series or a ranking is one the data does not cover either.
      ['Construction unemployment in Chicago rose in 2009', 'Chicago: not in unemployment-across-industries (14 US industry series, monthly January 2000 – February 2010).'],
      ['Japan had the highest life expectancy in Asia in 2005', `Asia: ${GAPMINDER}`],
    ];
    for (const [claim, message] of cases) {
      const r = v(claim);
      expect(r.verdict, claim).toBe('unverifiable');
      expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
      expect(r.reason?.message, claim).toBe(message);
    }
    expect(v('Seattle is rainier than New York and Phoenix').parse.entities).toEqual(['Seattle', 'New York', 'Phoenix']);
  });

  it('keeps the verdict when every named side is in the catalog, or the extra name is a source', () => {
    for (const claim of [
      'Seattle is rainier than New York in 2015',
      'Seattle was rainier than New York in 2015, Reuters reported',
      'According to the Times, Seattle was rainier than New York in 2015',
      'Japan had a higher life expectancy than China in 2005',
      'Construction unemployment rose in 2009',
    ]) expect(v(claim).verdict, claim).toBe('supported');
    expect(v('Japan had the highest life expectancy in 2005').verdict).toBe('supported');
  });
});

describe('"City, State" names the city', () => {
  it('a missing city is named with its state or country, not answered as the state', () => {
    const cases: [string, string][] = [
      ['Seattle gets more rain than Phoenix, Arizona', `Phoenix, Arizona: ${WEATHER}`],
      ['Seattle gets more rain than Phoenix, AZ', `Phoenix, AZ: ${WEATHER}`],
      ['Phoenix, Arizona gets less rain than Seattle', `Phoenix, Arizona: ${WEATHER}`],
      ['Seattle is rainier than Paris, France', `Paris, France: ${WEATHER}`],
      ['Temperatures in Phoenix, Arizona rose between 1980 and 2020', `Phoenix, Arizona: ${TEMPERATURE}`],
    ];
    for (const [claim, message] of cases) {
      const r = v(claim);
      expect(r.reason?.code, claim).toBe('entity_not_in_catalog');
      expect(r.reason?.message, claim).toBe(message);
    }
  });

  it('a known city with its state is that city', () => {
    // weather 2015: Seattle 1,139 mm.
    const r = v('Seattle, Washington got more than 1000 mm of rain in 2015');
    expect(r.verdict).toBe('supported');
    expect(r.parse.entities).toEqual(['Seattle']);
  });

  it('keeps a state or country that is not a qualifier', () => {
    expect(v('According to Reuters, Japan\'s life expectancy was above 80 in 2005').verdict).toBe('supported');
    expect(v('Renewables in Iowa more than tripled between 2001 and 2017').verdict).toBe('supported');
  });
});

describe('a publisher named after a place, or a source that names the same thing again', () => {
  it('is who said it, not a place or a second side', () => {
    const cases: [string, string, string][] = [
      ['Temperatures rose between 1980 and 2020, the New York Times reported', 'global-temp', 'supported'],
      ['Temperatures rose between 1980 and 2020, the Washington Post reported', 'global-temp', 'supported'],
      ['Seattle was rainier in 2014 than in 2013, the Seattle Times reported', 'weather', 'supported'],
      ['According to the New York Times, Seattle was rainier than New York in 2015', 'weather', 'supported'],
      ['The world was warmer in 2016 than in 2015, NASA says', 'global-temp', 'supported'],
    ];
    for (const [claim, dataset, verdict] of cases) {
      const r = v(claim);
      expect(r.verdict, claim).toBe(verdict);
      expect(r.parse.dataset, claim).toBe(dataset);
    }
    expect(v('According to the New York Times, Seattle was rainier than New York in 2015').parse.entities).toEqual(['Seattle', 'New York']);
  });
});
