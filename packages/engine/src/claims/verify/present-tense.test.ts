import { describe, expect, it } from 'vitest';
import { testCatalog } from '../testing.ts';
import { completeYearSpan } from './series.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv yearly precipitation (mm): Seattle 1,226.0 / 828.0 / 1,232.8 / 1,139.2 and New York
// 1,012.5 / 902.7 / 1,289.8 / 973.6 in 2012–2015.
describe('a general claim in the present tense with no time', () => {
  it('is read over the data\'s whole years, with "every year" beside it, not the latest year alone', () => {
    const r = v('Seattle gets more rain than New York');
    expect(r.parse.time).toEqual(['2012', '2015']);
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo(1226.0 + 828.0 + 1232.8 + 1139.2, 0);
    expect(r.readings.map((x) => [x.id, x.holds])).toEqual([['default', true], ['every_year', false]]);
    expect(r.verdict).toBe('depends_on_definition');
  });

  it('reads a flow\'s value as the mean per year, and skips years the data has only in part', () => {
    const r = v('Seattle gets more than 1,000 mm of rain');
    expect(r.evidence[0]!.computation.lhs.value).toBeCloseTo((1226.0 + 828.0 + 1232.8 + 1139.2) / 4, 0);
    expect(v('Construction unemployment is higher than finance unemployment').parse.time).toEqual(['2000', '2009']);
  });

  it('reads a level\'s value as now: the latest complete year, not the mean over the data', () => {
    // CO2 rose from about 320 to 410 ppm over 1965–2019: "is above 400" speaks of the latest year (2019), where it holds.
    const r = v('CO2 is above 400 ppm');
    expect(r.parse.time).toBe('2019');
    expect(r.verdict).toBe('supported');
  });

  it('takes the run of whole years that ends with the latest (CO2: 1958 starts in March and 1964 has gaps)', () => {
    expect(completeYearSpan(testCatalog().byId.get('co2-concentration')!)).toEqual([1965, 2019]);
    expect(completeYearSpan(testCatalog().byId.get('weather')!)).toEqual([2012, 2015]);
  });

  it('leaves past-tense claims and the undated snapshot as they were', () => {
    expect(v('Seattle was rainier than New York').parse.time).toBe('2015');
    expect(v('Japan has a higher life expectancy than the US').parse.time).toBe('snapshot');
  });
});

describe('the default reading of a present-tense claim says which years it read', () => {
  it('names the years and why in a caveat', () => {
    const r = verifyClaim('Seattle gets more rain than New York', testCatalog());
    const def = r.evidence.find((e) => e.reading === r.readings.find((x) => x.isDefault)?.label) ?? r.evidence[0]!;
    expect(def.caveats).toContain("No time stated: read over 2012–2015, the data's whole years");
  });
});

describe('"it rains" is a present-tense verb of a general claim', () => {
  it('"It rains more in Seattle than in New York" is read over 2012–2015, as "Seattle is rainier than New York" is', () => {
    const r = v('It rains more in Seattle than in New York');
    expect(r.parse.time).toEqual(['2012', '2015']);
    expect(r.verdict).toBe(v('Seattle is rainier than New York').verdict);
    expect(v('It rained more in Seattle than in New York').parse.time).toBe('2015');
  });
});
