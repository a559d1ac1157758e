import { describe, expect, it } from 'vitest';
import { createCatalog } from '@verity/engine/claims/catalog/create-catalog';
import { decodeRows, encodeRows, UserTableCache } from './store.ts';

describe('stored rows', () => {
  it('round-trip through the gzip columnar blob exactly, nulls and key order included', () => {
    const rows = [
      { store: 'North', year: 2020, revenue: 1.5, note: null },
      { store: 'Søuth "quoted"', year: 2021, revenue: -3e-7, note: 'x' },
    ];
    const names = ['store', 'year', 'revenue', 'note'];
    const back = decodeRows(encodeRows(names, rows));
    expect(back).toEqual(rows);
    expect(back.map((r) => Object.keys(r))).toEqual(rows.map((r) => Object.keys(r)));
  });

  it('are smaller than the same rows as JSON objects', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ store: `Store ${i % 50}`, year: 2000 + (i % 20), revenue: Math.round(Math.sin(i) * 1e6) }));
    const blob = encodeRows(['store', 'year', 'revenue'], rows);
    expect(blob.length).toBeLessThan(JSON.stringify(rows).length / 4);
  });
});

describe('the parsed-table cache', () => {
  const table = () => ({ catalog: createCatalog([]), bytes: 400 });

  it('evicts the least recently used tables once the byte bound is passed', () => {
    const cache = new UserTableCache(1000);
    cache.set('u', 'a', table());
    cache.set('u', 'b', table());
    expect(cache.get('u', 'a')).toBeDefined(); // a is now the most recent
    cache.set('u', 'c', table());
    expect(cache.get('u', 'b')).toBeUndefined();
    expect(cache.get('u', 'a')).toBeDefined();
    expect(cache.calculatedBytes).toBeLessThanOrEqual(1000);
  });

  it('never serves one owner\'s table to another', () => {
    const cache = new UserTableCache(10_000);
    cache.set('alice', 'd1', table());
    expect(cache.get('bob', 'd1')).toBeUndefined();
  });
});
