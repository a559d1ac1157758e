import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/create-catalog.ts';
import { parseCsv } from '../catalog/parse-text.ts';
import { testCatalog } from '../testing.ts';
import type { DatasetDef } from '../types.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

describe('"the highest X in YEAR was V" with no entity named: the extreme over every entity', () => {
  it('ranks the 62 gapminder countries in 2005 and checks the top value, naming who holds it', () => {
    const r = v('The highest life expectancy in 2005 was 82.5');
    expect(r.verdict).toBe('supported');
    // 62 countries are not the world: capped (claims.md §4 coverage cap).
    expect(r.veracityScore).toBe(0.75);
    expect(r.summary).toContain('is Japan (82.5 years); next is Hong Kong, China (81.77 years)');
    expect(r.evidence[0]!.rows.map((x) => x.key.country)).toEqual(['Japan', 'Hong Kong, China']);
  });

  it('the lowest, and a bound on the top value, are read the same way', () => {
    const low = v('The lowest life expectancy in 2005 was 40');
    expect(low.verdict).toBe('refuted');
    expect(low.summary).toContain('is South Africa (52.1 years)');
    const bound = v('The highest fertility rate in 2005 was above 7');
    expect(bound.verdict).toBe('refuted');
    expect(bound.summary).toContain('is Afghanistan (6.91 children per woman)');
  });

  it('a year the data lacks is still said, and a named entity is still read alone', () => {
    expect(v('The highest life expectancy in 1967 was 74').reason?.code).toBe('time_not_observed');
    const named = v('The highest life expectancy in Japan in 2005 was 82.5');
    expect(named.verdict).toBe('supported');
    expect(named.veracityScore).toBe(1);
  });

  it('over a dataset that holds every entity there is, no coverage cap', () => {
    const def: DatasetDef = {
      id: 'user-stores', title: 'Store sales', file: 'sales.csv', format: 'csv',
      entity: { column: 'store', kind: 'series', noun: 'store', complete: true },
      time: { kind: 'year', column: 'year', grain: 'year' },
      metrics: [{ id: 'user-stores.sales', column: 'sales', label: 'sales', unit: 'units', concepts: ['store_sales'], keywords: ['sales'], sigma: { kind: 'rel', value: 0.05 }, yearAgg: 'sum' }],
      original: { publisher: 'uploaded by the user', url: 'about:blank' }, licence: { name: 'private', url: 'about:blank' },
      attribution: 'user data', caveats: [], coverageText: '3 stores, 2020–2021',
    };
    const cat = createCatalog([{ def, rows: parseCsv('store,year,sales\nNorth,2020,120\nNorth,2021,90\nSouth,2020,80\nSouth,2021,150\nEast,2020,100\nEast,2021,95\n') }]);
    const r = verifyClaim('The highest sales in 2021 were 150', cat);
    expect(r.verdict).toBe('supported');
    expect(r.veracityScore).toBe(1);
    expect(r.summary).toContain('is South (150 units); next is East (95 units)');
  });
});

// global-temp.csv, one series 1880–2023: highest 2023 (1.17 °C), then 2016 (1.01 °C); lowest 1909 (-0.48 °C).
describe('a ranking of one series at a time is a ranking of its years', () => {
  it.each([
    ['The global temperature anomaly was highest in 2016', 'refuted', /the highest surface temperature anomaly \(vs 1951–1980\) of 1880–2023 is 2023 \(1\.17 °C\), not 2016/],
    ['Global temperature was highest in 2023', 'supported', /of 1880–2023 is 2023 \(1\.17 °C\), ahead of 2016/],
    ['The global temperature anomaly was lowest in 1909', 'supported', /the lowest .* is 1909/],
  ])('%s → %s', (claim, verdict, text) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(text);
    expect(r.summary).toMatch(/within the dataset/);
  });

  it('with no year named it asks for one', () => {
    const r = v('The global temperature anomaly was highest');
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.message).toMatch(/one series, so a ranking is of its years: name the year claimed highest/);
  });
});

// us-employment.csv nonfarm (the total of the sectors), yearly means: highest 2015 (141.8 million), lowest 2010 (130.4 million).
describe('a ranking at one time of the total of the series is a ranking of its years', () => {
  it.each([
    ['Nonfarm employment was highest in 2015', 'supported'],
    ['Nonfarm employment was highest in 2008', 'refuted'],
    ['US nonfarm payrolls were lowest in 2010', 'supported'],
  ])('%s → %s', (claim, verdict) => {
    const r = v(claim);
    expect(r.verdict).toBe(verdict);
    expect(r.summary).toMatch(/of 2006–2015 is 20\d\d/);
  });
});

describe('a ranking of sectors in a dataset of totals and their parts', () => {
  const verify = (claim: string) => verifyClaim(claim, testCatalog());
  it('ranks the named sector among its own level, not against the totals that contain it', () => {
    const r = verify('Manufacturing had the most jobs in 2015');
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toContain('of 11 supersectors, 2015 is trade transportation utilties');
    expect(r.summary).not.toContain('nonfarm');
    expect(verify('Mining had the fewest jobs in 2015').summary).toContain('the lowest employment (seasonally adjusted) of 11 supersectors, 2015 is mining and logging');
    expect(verify('The private sector had the most jobs in 2015').summary).toContain('of 2 parts of nonfarm (private and government)');
  });
  it('refuses to rank a total that has no peers, and still ranks the total\'s years', () => {
    const r = verify('Private service-providing employers had the most jobs in 2015');
    expect(r.verdict).toBe('unverifiable');
    expect(r.summary).toMatch(/is a total of other series in us-employment\.csv/);
    expect(verify('Nonfarm employment was highest in 2015').verdict).toBe('supported');
  });
});
