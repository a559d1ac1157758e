import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv Seattle December totals: 2012 174, 2013 42.4, 2014 121.8, 2015 284.5 mm (whole year: 2014 is wettest).
// co2-concentration.csv: May 2019 (414.8 ppm) is the highest May; 2019 is also the highest whole year.
describe('a month qualifying a ranking over years ranks that month across the years', () => {
  it('"Seattle\'s wettest December was in 2015" ranks the Decembers, not the cities of December 2015', () => {
    const r = v("Seattle's wettest December was in 2015");
    expect(r.parse).toMatchObject({ kind: 'extreme', entities: ['Seattle'], op: 'argmax', value: 2015 });
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.text).toContain('the highest precipitation of the Decembers of 2012–2015 is 2015 (284.5 mm), ahead of 2012 (174 mm)');
    const wrong = v("Seattle's wettest December was in 2013");
    expect(wrong.verdict).toBe('refuted');
    expect(wrong.evidence[0]!.text).toContain('not 2013 (42.4 mm)');
  });

  it.each(['CO2 was highest in May in 2019', 'the highest CO2 of May 2019'])('%s ranks the Mays', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.text).toContain('the highest CO2 concentration of the Mays of 1958–2019 is 2019 (414.8 ppm)');
  });

  it('says yearly data has no months, and leaves whole years and rankings of places alone', () => {
    expect(v('Global temperature was highest in July 2016').reason?.code).toBe('time_not_observed');
    expect(v("Seattle's wettest year was 2014").evidence[0]!.text).toContain('the highest precipitation of 2012–2015 is 2014');
    expect(v('CO2 was highest in 2015').evidence[0]!.text).toContain('the highest CO2 concentration of 1958–2020 is 2019 (411.5 ppm), not 2015');
    const places = v('Seattle was the wettest city in December 2015');
    expect(places.parse).toMatchObject({ kind: 'extreme', time: '2015-12' });
    expect(places.evidence[0]!.text).toContain('of 2 cities, December 2015 is Seattle');
  });
});

// weather.csv Seattle monthly mean daily maximum, 2013: January 6.11 °C (lowest), December 7.02 °C.
// Seattle monthly precipitation: December 2015 284.5 mm (highest month of 2012–2015), March 2014 240 mm (highest of 2014).
describe('"the coldest month" ranks months against each other, not one month across the years', () => {
  it('"Seattle\'s coldest month in 2013 was December" is refuted: January 2013 was colder', () => {
    const r = v("Seattle's coldest month in 2013 was December");
    expect(r.verdict).toBe('refuted');
    expect(r.evidence[0]!.text).toContain('the lowest daily maximum temperature of the 12 months of 2013 (Seattle) is January 2013 (6.11 °C), not December 2013 (7.02 °C)');
  });

  it('a month with its year ranks every month of the data, within the dataset', () => {
    const r = v('December 2015 was the wettest month in Seattle');
    expect(r.verdict).toBe('supported');
    expect(r.evidence[0]!.text).toContain('of the 48 months of 2012–2015 (Seattle) is December 2015 (284.5 mm), ahead of March 2014 (240 mm)');
  });

  it('ranks the months of a year named apart from the month, and refuses yearly data', () => {
    expect(v('The wettest month of 2014 in Seattle was March').verdict).toBe('supported');
    expect(v('The warmest month of 2016 globally was July').reason?.code).toBe('time_not_observed');
  });
});
