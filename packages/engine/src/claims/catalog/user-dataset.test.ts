import { describe, expect, it } from 'vitest';
import type { DatasetDef } from '../types.ts';
import { verifyClaim } from '../verify/verify-claim.ts';
import { createCatalog } from './create-catalog.ts';
import { parseCsv } from './parse-text.ts';

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
