import { describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/create-catalog.ts';
import { parseCsv } from '../catalog/parse-text.ts';
import { findTimes } from '../parse/time.ts';
import { testCatalog } from '../testing.ts';
import type { DatasetDef } from '../types.ts';
import { verifyClaim } from './verify-claim.ts';

const today = '2026-11-27';
const v = (claim: string) => verifyClaim(claim, testCatalog(), { today });

describe('a time named relative to today', () => {
  it('counts its years back from the day it is read on', () => {
    const at = (s: string, day = today) => findTimes(s, undefined, day).times.map((t) => (t.kind === 'point' ? t.at.year : t.kind === 'range' ? [t.from.year, t.to.year] : t.kind));
    expect(at('more rain last year')).toEqual([2025]);
    expect(at('more rain last year', '2031-01-02')).toEqual([2030]);
    expect(at('so far this year')).toEqual([2026]);
    expect(at('rose in the last decade')).toEqual([[2016, 2025]]);
    expect(at('over the past 5 years')).toEqual([[2021, 2025]]);
    expect(at('rose over the last two decades')).toEqual([[2006, 2025]]);
  });

  it('is not read as the data\'s last year when the data ends before it', () => {
    const r = v('Seattle got more rain last year than New York');
    expect(r.verdict).toBe('unverifiable');
    expect(r.veracityScore).toBeNull();
    expect(r.reason?.code).toBe('time_out_of_range');
    expect(r.reason?.message).toContain('"last year" is 2025');
    expect(r.reason?.message).toContain('ends in 2015');
    expect(r.parse.time).toBe('2025');
    for (const claim of ['CO2 was above 400 ppm this year', 'Global temperatures rose in the last decade', 'Nonfarm payrolls fell so far this year', 'Seattle is rainier than New York nowadays', 'Seattle is rainier than New York today', 'CO2 was above 400 ppm recently']) {
      const x = v(claim);
      expect([claim, x.verdict, x.reason?.code]).toEqual([claim, 'unverifiable', 'time_out_of_range']);
    }
  });

  it('"today" still reads the undated snapshot, which stands for the present', () => {
    expect(v('Life expectancy in Japan is above 80 today').verdict).toBe('supported');
  });

  it('"recently" names no years: data that reaches near today asks for them', () => {
    const r = v('Global temperatures rose recently');
    expect(r.reason?.code).toBe('ambiguous');
    expect(r.reason?.message).toContain('"recently"');
  });

  it('reads the year itself where the data has it', () => {
    const def: DatasetDef = {
      id: 'user-sales', title: 'Sales', file: 'sales.csv', format: 'csv',
      entity: { column: 'store', kind: 'series', noun: 'store', complete: true },
      time: { kind: 'year', column: 'year', grain: 'year' },
      metrics: [{ id: 'u.revenue', column: 'revenue', label: 'revenue', unit: '$', concepts: ['u_revenue'], keywords: ['revenue'], sigma: { kind: 'rel', value: 0.05 }, yearAgg: 'sum' }],
      original: { publisher: 'user', url: 'about:blank' }, licence: { name: 'private', url: 'about:blank' }, attribution: 'user', caveats: [],
      coverageText: '1 store, 2023–2026',
    };
    const catalog = createCatalog([{ def, rows: parseCsv('store,year,revenue\nNorth,2023,10\nNorth,2024,20\nNorth,2025,30\nNorth,2026,5\n') }]);
    const r = verifyClaim('North revenue was above 25 last year', catalog, { today });
    expect(r.parse.time).toBe('2025');
    expect(r.verdict).toBe('supported');
    expect(verifyClaim('North revenue was above 25 last year', catalog, { today: '2025-06-01' }).verdict).toBe('refuted');
  });
});
