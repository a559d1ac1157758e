import { describe, expect, it } from 'vitest';
import type { DatasetDef } from '../types.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { createCatalog } from './create-catalog.ts';
import { parseCsv } from './parse-text.ts';
import { prepareUpload, UploadProblem } from './user-dataset.ts';

// A user's own table goes through the same code: a DatasetDef plus parsed rows.
const def: DatasetDef = {
  id: 'user-acme-sales',
  title: 'ACME store sales',
  file: 'sales.csv',
  format: 'csv',
  entity: { column: 'store', kind: 'series', noun: 'store', complete: true },
  time: { kind: 'year', column: 'year', grain: 'year' },
  metrics: [{
    id: 'acme.revenue', column: 'revenue', label: 'revenue', unit: '$', concepts: ['acme_revenue'],
    keywords: ['revenue', 'sales'], sigma: { kind: 'rel', value: 0.05 }, yearAgg: 'sum',
  }],
  original: { publisher: 'ACME Corp (uploaded by the user)', url: 'about:blank' },
  licence: { name: 'private', url: 'about:blank' },
  attribution: 'ACME internal data',
  caveats: [],
  coverageText: '4 stores, 2020–2022',
};
const rows = parseCsv('store,year,revenue\nNorth,2020,100000\nNorth,2021,150000\nSouth,2020,90000\nSouth,2021,80000\nEast,2022,5\nWest,2022,5\n');
const catalog = createCatalog([{ def, rows }]);

describe('a user dataset', () => {
  it('answers value, change and comparison claims with the same grammar and scoring', () => {
    expect(verifyClaim('North store revenue rose by more than 40% from 2020 to 2021', catalog).verdict).toBe('supported');
    expect(verifyClaim('South sales were higher than North in 2021', catalog).verdict).toBe('refuted');
    const approx = verifyClaim('Revenue at the North store was about $150,000 in 2021', catalog);
    expect(approx.verdict).toBe('supported');
    expect(approx.sources[0]!.attribution).toBe('ACME internal data');
    expect(approx.proofData.rows[0]!.root).toBe(catalog.byId.get('user-acme-sales')!.merkle.root);
  });

  it('a tie is "tied" with 0.5, not a win', () => {
    const r = verifyClaim('East store revenue was higher than West in 2022', catalog);
    expect(r.verdict).toBe('tied');
    expect(r.veracityScore).toBe(0.5);
  });

  it('says what it covers when asked about something else', () => {
    const r = verifyClaim('Central store revenue was above $1 in 2021', catalog);
    expect(r.verdict).toBe('unverifiable');
    expect(r.reason?.code).toBe('entity_not_in_catalog');
    expect(verifyClaim('North store revenue was above $1 in 2019', catalog).reason?.code).toBe('time_out_of_range');
  });
});

describe('an uploaded file, prepared for the verifier', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  const base = { id: 'user-t', name: 'Test', file: 't.csv', format: 'csv' as const, units: {}, sumColumns: [] };

  it('recognises countries in the entity column, so aliases such as "US" work', () => {
    const csv = 'country,year,exports\nUnited States,2020,100\nUnited States,2021,130\nJapan,2020,80\nJapan,2021,70\n';
    const p = prepareUpload(enc(csv), { ...base, entityColumn: 'country', timeColumn: 'year', units: { exports: 'bn USD' } });
    expect(p.def.entity.kind).toBe('country');
    const cat = createCatalog([{ def: p.def, rows: p.rows }]);
    expect(verifyClaim('US exports rose by more than 20% from 2020 to 2021', cat).verdict).toBe('supported');
    expect(verifyClaim('Japan exports were higher than US exports in 2021', cat).verdict).toBe('refuted');
  });

  it('reads monthly ISO dates, a BOM and year cells written as text', () => {
    const csv = '\uFEFFmonth,visits\n2021-01,10\n2021-02,20\n2021-03,30\n';
    const p = prepareUpload(enc(csv), { ...base, entityColumn: null, timeColumn: 'month' });
    expect(p.def.time).toMatchObject({ kind: 'date', grain: 'month' });
    expect(p.spec.columns.map((c) => c.type)).toEqual(['date', 'number']);
    const years = prepareUpload(enc('site,yr,n\nA,"2020",1\nA,"2021",2\n'), { ...base, entityColumn: 'site', timeColumn: 'yr' });
    expect(years.rows[0]!.yr).toBe(2020);
  });

  it('gives JSON rows every column, so a missing key hashes like an empty cell', () => {
    const json = JSON.stringify([{ city: 'Oslo', year: 2020, riders: 5 }, { city: 'Oslo', year: 2021 }]);
    const p = prepareUpload(enc(json), { ...base, format: 'json', entityColumn: 'city', timeColumn: 'year' });
    expect(p.rows[1]).toEqual({ city: 'Oslo', year: 2021, riders: null });
  });

  it('names the problem: encoding, ragged rows, mixed types, missing columns, bad times', () => {
    const problem = (bytes: Uint8Array, over: Partial<Parameters<typeof prepareUpload>[1]> = {}) => {
      try {
        prepareUpload(bytes, { ...base, entityColumn: 'a', timeColumn: null, ...over });
        return null;
      } catch (e) {
        return e instanceof UploadProblem ? e.code : `unexpected ${String(e)}`;
      }
    };
    expect(problem(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0xff, 0x2c, 0x31, 0x0a]))).toBe('bad_encoding');
    expect(problem(enc('a\u0000,b\n'))).toBe('bad_encoding');
    expect(problem(enc('a,b\nx,1\ny\n'))).toBe('ragged_rows');
    expect(problem(enc('a,b\nx,1\ny,2\nz,three\n'))).toBe('mixed_types');
    expect(problem(enc('a,b\nx,1\n'), { entityColumn: 'c' })).toBe('bad_column');
    expect(problem(enc('a,b,t\nx,1,soon\n'), { timeColumn: 't' })).toBe('bad_time');
    expect(problem(enc('a,b\nx,y\n'))).toBe('bad_column');
    expect(problem(enc(''))).toBe('empty');
    expect(problem(enc('a,b\nx,1\n'), { units: { nope: 'kg' } })).toBe('bad_column');
    expect(problem(enc('[{"a":"x","b":true}]'), { format: 'json' })).toBe('unknown_type');
    // A plain object cannot keep a "__proto__" key as a cell: refused by name, never dropped.
    expect(problem(enc('a,__proto__\nx,1\n'))).toBe('bad_header');
    expect(problem(enc('a,"__proto__"\nx,1\n'))).toBe('bad_header');
    expect(problem(enc('[{"a":"x","__proto__":1}]'), { format: 'json' })).toBe('bad_header');
  });

  it("reads columns named after Object.prototype's members like any other", () => {
    const p = prepareUpload(enc('constructor,year,toString\nA,2020,1\nA,2021,2\n'), { ...base, entityColumn: 'constructor', timeColumn: 'year' });
    expect(p.rows.map((r) => r.toString)).toEqual([1, 2]);
    const json = JSON.stringify([{ city: 'Oslo', year: 2020, toString: 5 }, { city: 'Oslo', year: 2021, valueOf: 6 }]);
    const rows = prepareUpload(enc(json), { ...base, format: 'json', entityColumn: 'city', timeColumn: 'year' }).rows;
    expect(rows[1]).toEqual({ city: 'Oslo', year: 2021, toString: null, valueOf: 6 });
    expect(rows[0]!.valueOf).toBeNull();
  });
});

describe('unverifiable answers on a user dataset', () => {
  const own = createCatalog([{ def: { ...def, id: 'user-a9c38f2a-5e1b-4c7d-9f00-1234567890ab', title: 'Store results' }, rows }]);
  it('name the dataset as its owner named it, never by its internal id', () => {
    for (const claim of [
      'Delta revenue was above 5 in 2021',
      'North revenue was above 5 in 2030',
      'Revenue was above 5 in 2021',
      'Delta sales were higher than North in 2021',
      'North store revenue was above 5 in 2021 and South store revenue was above 5 in 2021',
    ]) {
      const r = verifyClaim(claim, own);
      expect(r.verdict, claim).toBe('unverifiable');
      const shown = [r.reason!.message, ...r.reason!.available, r.summary].join('\n');
      expect(shown, claim).not.toMatch(/user-a9c38f2a/);
    }
    const r = verifyClaim('Delta revenue was above 5 in 2021', own);
    expect(r.reason!.message).toBe('Delta: not in Store results.');
    expect(r.reason!.available.join('\n')).toMatch(/^Store results \(/);
    // The machine-readable id stays in the parse.
    expect(r.parse.dataset).toBe('user-a9c38f2a-5e1b-4c7d-9f00-1234567890ab');
  });
});
