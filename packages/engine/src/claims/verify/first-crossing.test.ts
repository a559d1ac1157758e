import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// co2-concentration.csv yearly means: 2014 398.6 ppm, 2015 400.9 ppm (first above 400); a single month passed 400 ppm
// first in 2014. global-temp.csv: 2015 0.9 °C, 2016 1.01 °C (first above 1 °C). iowa-electricity.csv Renewables:
// 2009 8,560,000 MWh, 2010 10.31 million MWh. gapminder.json Japan life expectancy: 1990 79.41, 1995 80.24 years.
describe('"first exceeded X in YEAR" names the first year past the bound (claims.md first_year_above)', () => {
  it.each([
    ['The global temperature anomaly first exceeded 1 degree in 2016', 'supported'],
    ['The global temperature anomaly first exceeded 1 degree in 2023', 'refuted'],
    ['Renewables in Iowa first generated more than 10 million MWh in 2010', 'supported'],
    ['Renewables in Iowa first generated more than 10 million MWh in 2011', 'refuted'],
    // Past the bound in the year named, but an earlier year was already: not the first.
    ['CO2 first exceeded 400 ppm in 2016', 'refuted'],
    ["Japan's life expectancy first exceeded 80 in 2005", 'refuted'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('says which year was first, and the year before it', () => {
    const r = v('The global temperature anomaly first exceeded 1 degree in 2016');
    expect(r.summary).toMatch(/first above 1 °C in 2016 \(1\.01 °C\), 2015 \(0\.9 °C\) was not, as the claim says/);
    expect(v('CO2 first exceeded 400 ppm in 2016').summary).toMatch(/first above 400 ppm in 2015 \(400\.9 ppm\), before 2016/);
  });

  it('of monthly data, single months beside the yearly means: they disagree on 2015', () => {
    const r = v('CO2 first exceeded 400 ppm in 2015');
    expect(r.verdict).toBe('depends_on_definition');
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', true], ['highest_single_month', false]]);
    expect(v('CO2 reached 400 ppm for the first time in 2015').parse.op).toBe('>=');
  });

  it('data every few years cannot tell which year between two values crossed the bound', () => {
    const r = v("Japan's life expectancy first exceeded 80 in 1995");
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason).toMatchObject({ code: 'time_not_observed', message: expect.stringContaining('which of 1991–1995 first passed it') });
  });

  it('the first year of the data is capped: a crossing before the record is not in it', () => {
    const r = v("Seattle's rainfall first exceeded 1,200 mm in 2012");
    expect(r.veracityScore).toBe(0.75);
    expect(r.summary).toMatch(/^Supported \(within the dataset\)/);
  });

  it('without "first" the year is read alone, as before', () => {
    expect(v('CO2 was above 400 ppm in 2016').verdict).toBe('supported');
  });
});

// gapminder.json India population: 1990 870.5, 1995 964.3, 2000 1,060 million (every 5 years)
describe('"passed X before YEAR", "after YEAR": the first crossing on one side of the year (were read as the year itself)', () => {
  it.each([
    ['The global temperature anomaly passed 1 degree after 2015', 'supported'],
    ['The global temperature anomaly passed 1 degree before 2015', 'refuted'],
    ['CO2 at Mauna Loa passed 400 ppm before 2020', 'supported'],
    ['CO2 at Mauna Loa passed 400 ppm after 2016', 'refuted'],
    // (was refuted: the value in 1995 was read against the bound)
    ["India's population passed one billion after 1995", 'supported'],
    ["India's population passed one billion after 2000", 'refuted'],
    ['Renewables in Iowa topped 10 million MWh after 2009', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    expect(v(claim).verdict).toBe(verdict);
  });

  it('says where the crossing fell, and which year was not past it', () => {
    expect(v('The global temperature anomaly passed 1 degree after 2015').summary).toMatch(/first above 1 °C in 2016 \(1\.01 °C\), after 2015, when it was 0\.9 °C, as the claim says/);
    expect(v('The global temperature anomaly passed 1 degree before 2015').summary).toMatch(/not above 1 °C before 2015: 2014 \(0\.74 °C\); first above 1 °C in 2016/);
    expect(v('CO2 at Mauna Loa passed 400 ppm after 2016').summary).toMatch(/already above 400 ppm in 2015 \(400\.9 ppm\), not after 2016/);
  });

  it('data every few years cannot tell which side of the year the crossing fell (was supported on the 2000 value)', () => {
    const r = v("India's population passed one billion before 2000");
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason).toMatchObject({ code: 'time_not_observed', message: expect.stringContaining('in 1995 (964.3 million people, not above 1,000 million people) and 2000') });
  });

  it('without a verb of crossing, "before 2000" is a span the verifier does not read', () => {
    const r = v("India's population was above one billion after 2000");
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/^"after 2000" is a span of time on one side of 2000, not the year/);
  });
});

