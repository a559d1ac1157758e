import { describe, expect, it } from 'vitest';
import { createCatalog, recordedStep } from '../catalog/create-catalog.ts';
import { parseCsv } from '../catalog/parse-text.ts';
import { testCatalog } from '../testing.ts';
import type { DatasetDef } from '../types.ts';
import { fmtApart } from './format.ts';
import { verifyClaim } from './verify-claim.ts';

const v = (claim: string) => verifyClaim(claim, testCatalog());

// weather.csv Seattle autumn means of the daily maximum (recorded to 0.1 °C): 2015 15.8571, 2013 15.8626 °C.
describe('claims.md §4: a tie within the data\'s precision is "tied" with 0.5', () => {
  it('reads the recorded step of each column from its values', () => {
    const t = testCatalog();
    expect(t.byId.get('weather')!.steps.get('temp_max')).toBe(0.1);
    expect(t.byId.get('co2-concentration')!.steps.get('CO2')).toBe(0.01);
    expect(t.byId.get('gapminder')!.steps.get('pop')).toBe(1);
    expect(recordedStep(Float64Array.from([1, 2.5, NaN, 1.5e-7]))).toBe(1e-8);
    expect(recordedStep(Float64Array.from([NaN]))).toBe(0);
  });

  it.each(['Seattle had its coldest fall in 2013', 'Seattle had its coldest fall in 2015'])('%s: two autumns 0.0055 °C apart are tied', (claim) => {
    const r = v(claim);
    expect(r.verdict).toBe('tied');
    expect(r.veracityScore).toBe(0.5);
    expect(r.evidence[0]!.text).toContain('is shared by 2015 (15.857 °C) and 2013 (15.863 °C), 0.0055 °C apart, less than half the 0.1 °C step');
  });

  it('a comparison of the two autumns is tied too, either way round', () => {
    for (const claim of ['Seattle was colder in fall 2013 than in fall 2015', 'Seattle was warmer in fall 2015 than in fall 2013']) {
      const r = v(claim);
      expect(r.verdict).toBe('tied');
      expect(r.summary).toContain('the two are tied (0.0055 °C apart');
    }
  });

  it('an ordinal place level with its neighbour is tied; one clear of them still holds or fails', () => {
    expect(v("2013 was Seattle's second coldest fall").verdict).toBe('tied');
    expect(v("2012 was Seattle's third coldest fall").verdict).toBe('supported');
    expect(v("2014 was Seattle's second coldest fall").verdict).toBe('refuted');
  });

  it('leaves differences of a step or more, and exact counts, alone', () => {
    expect(v("Seattle's wettest December was in 2015").verdict).toBe('supported');
    expect(v('Seattle had more rainy days than New York').verdict).toBe('supported');
  });
});

describe('a user dataset gets its precision from its own values', () => {
  const def = (id: string): DatasetDef => ({
    id, title: 'Store temperatures', file: 'temps.csv', format: 'csv',
    entity: { column: 'store', kind: 'series', noun: 'store', complete: true },
    time: { kind: 'year', column: 'year', grain: 'year' },
    metrics: [{ id: `${id}.temp`, column: 'temp', label: 'temperature', unit: '°C', concepts: ['store_temp'], keywords: ['temperature'], sigma: { kind: 'abs', value: 0.5 }, yearAgg: 'mean' }],
    original: { publisher: 'uploaded by the user', url: 'about:blank' }, licence: { name: 'private', url: 'about:blank' },
    attribution: 'user data', caveats: [], coverageText: '2 stores, 2020–2022',
  });

  it('means of readings to 0.1 that differ by 0.03 are tied', () => {
    const cat = createCatalog([{ def: def('user-tenths'), rows: parseCsv('store,year,temp\nNorth,2020,10.1\nNorth,2021,10.2\nNorth,2022,10.1\nSouth,2020,10.2\nSouth,2021,10.2\nSouth,2022,10.1\n') }]);
    expect(cat.byId.get('user-tenths')!.steps.get('temp')).toBe(0.1);
    const r = verifyClaim('North had the highest temperature from 2020 to 2022', cat);
    expect(r.verdict).toBe('tied');
  });

  it('values to 0.001 that differ by one step are ranked, and printed with the digits that tell them apart', () => {
    const cat = createCatalog([{ def: def('user-thousandths'), rows: parseCsv('store,year,temp\nNorth,2020,10.133\nNorth,2021,10.2\nSouth,2020,10.134\nSouth,2021,10.1\n') }]);
    const r = verifyClaim('North had the highest temperature in 2020', cat);
    expect(r.verdict).toBe('refuted');
    expect(r.summary).toContain('is South (10.134 °C), not North (10.133 °C)');
    const c = verifyClaim('North had a higher temperature than South in 2020', cat);
    expect(c.verdict).toBe('refuted');
    expect(c.summary).toContain('10.133 °C for North');
    expect(c.summary).toContain('(-0.001 °C (-0.01 %))');
  });
});

describe('fmtApart', () => {
  it('adds digits only where differing values would print alike', () => {
    expect(fmtApart([15.8571, 15.8626], '°C')).toEqual(['15.857 °C', '15.863 °C']);
    expect(fmtApart([15.8571, 16.2], '°C')).toEqual(['15.86 °C', '16.2 °C']);
    expect(fmtApart([86.2, 86.2], 'mm')).toEqual(['86.2 mm', '86.2 mm']);
    expect(fmtApart([1234.2, 1234.4], 'mm')).toEqual(['1,234.2 mm', '1,234.4 mm']);
  });
});
