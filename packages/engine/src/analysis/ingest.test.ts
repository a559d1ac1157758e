import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.ts';
import { ingest } from './ingest.ts';

/** The error ingest throws for `d` (the test fails if it throws none). */
function err(d: unknown): EngineError {
  try {
    ingest(d);
  } catch (e) {
    return e as EngineError;
  }
  throw new Error('no error');
}

describe('ingest', () => {
  it('types columns and coerces numeric strings', () => {
    const ds = ingest({
      order_id: ['O1', 'O2', 'O3', 'O4', 'O5', 'O6'],
      amount: ['1,200', '$35', '12%', 'NA', 7, null],
      plan: ['basic', 'pro', 'basic', 'team', 'pro', 'team'],
      churned: [true, false, false, true, false, false],
      date: ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'],
      weekNumber: [1, 2, 3, 4, 5, 6],
      delivery_time: [3.1, 4.2, 2.2, 5.5, 1.1, 3.3],
    });
    const kind = Object.fromEntries(ds.columns.map((c) => [c.name, c.kind]));
    expect(kind).toEqual({ order_id: 'id', amount: 'numeric', plan: 'categorical', churned: 'binary', date: 'time', weekNumber: 'time', delivery_time: 'numeric' });
    const amount = ds.columns[1]!;
    expect(Array.from(amount.values.slice(0, 3))).toEqual([1200, 35, 0.12]);
    expect(amount.missing).toBe(2);
    expect(ds.columns[3]!.levels).toEqual(['false', 'true']);
  });

  it('reads an ISO date-time without a zone as UTC, whatever the time zone of the machine', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const ds = ingest({
        at: ['2024-01-01T10:00', '2024-01-02 10:00:30', '2024-01-03T10:00:00.5', '2024-01-04T10:00+02:00', '2024-01-05T10:00-0130', '2024-01-06'],
        y: [1, 2, 3, 4, 5, 6],
      });
      const at = ds.columns[0]!;
      expect(at.kind).toBe('time');
      expect(Array.from(at.values)).toEqual([
        Date.UTC(2024, 0, 1, 10),
        Date.UTC(2024, 0, 2, 10, 0, 30),
        Date.UTC(2024, 0, 3, 10, 0, 0, 500),
        Date.UTC(2024, 0, 4, 8),
        Date.UTC(2024, 0, 5, 11, 30),
        Date.UTC(2024, 0, 6),
      ]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('reads a comma as a thousands separator only between groups of three digits', () => {
    const ds = ingest({
      us: ['1,234', '12,345.5', '1,000,000', '-2,500', '7'],
      eu: ['12,5', '3,25', '100,0', '7,75', '1,5'],
    });
    const [us, eu] = ds.columns;
    expect(us!.kind).toBe('numeric');
    expect(Array.from(us!.values)).toEqual([1234, 12345.5, 1000000, -2500, 7]);
    // Decimal commas are not numbers here (they used to be read as 125, 325, …): never a silent misreading.
    expect(eu!.kind).not.toBe('numeric');
  });

  it('takes rows with missing keys and the {data: …} wrapper', () => {
    const ds = ingest({ data: [{ a: 1, b: 2 }, { a: 2 }, { b: 5, a: 3 }, { a: 4, b: 1 }] });
    expect(ds.n).toBe(4);
    expect(ds.columns.map((c) => c.name)).toEqual(['a', 'b']);
    expect(Number.isNaN(ds.columns[1]!.values[1]!)).toBe(true);
  });

  it('reads a cell a row leaves out as missing, even when the column is named like an object method', () => {
    const ds = ingest([{ x: 1, constructor: 5, toString: 1 }, { x: 2 }, { x: 3, constructor: 7, toString: 2 }, { x: 4, constructor: 9 }]);
    const byName = new Map(ds.columns.map((c) => [c.name, c]));
    expect(byName.get('constructor')?.missing).toBe(1);
    expect(Array.from(byName.get('constructor')!.values)).toEqual([5, Number.NaN, 7, 9]);
    expect(byName.get('toString')?.missing).toBe(2);
  });

  it('says exactly what is wrong', () => {
    expect(err({ a: [1, 2, 3, 4], b: [1, 2] }).message).toBe('columns have different lengths (a: 4, b: 2); every column needs one value per row');
    expect(err({ a: [], b: [] }).message).toMatch(/no rows; at least 4/);
    // a few rows are data, not an error: the analysis says there is not enough of it (engine.md §5.2)
    expect(ingest({ a: [1, 2] }).n).toBe(2);
    expect(err([{ a: 1 }, 5, { a: 2 }, { a: 3 }]).message).toMatch(/row 1 is number/);
    expect(err({ a: 5 }).message).toMatch(/"a" is not arrays|is not arrays/);
    expect(err(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`c${i}`, [1, 2, 3, 4]]))).code).toBe('too_large');
  });

  it('leaves out values that are not finite numbers and says how many, in which column', () => {
    const revenue: unknown[] = Array.from({ length: 40 }, (_, i) => i + 1);
    revenue[3] = 'Infinity';
    revenue[7] = '-Infinity';
    revenue[9] = 'NaN';
    revenue[12] = JSON.parse('1e400'); // a numeral too large for a double: Infinity
    revenue[20] = '1e400';
    const ds = ingest({ revenue, visits: Array.from({ length: 40 }, (_, i) => (i * 7) % 13) });
    expect(ingest({ v: [1, 2, 3, '1e400', 5] }).notes).toEqual(['v: 1 value is not a finite number ("1e400" (too large to hold)) and was left out as missing']);
    const col = ds.columns[0]!;
    // five unusable cells do not turn 35 numbers into a text column
    expect(col.kind).toBe('numeric');
    expect(col.missing).toBe(5);
    expect(Number.isNaN(col.values[3]!)).toBe(true);
    expect(ds.notes).toEqual(['revenue: 5 values are not finite numbers ("Infinity", "-Infinity", "NaN") and were left out as missing']);
    expect(ingest({ visits: Array.from({ length: 8 }, (_, i) => i) }).notes).toEqual([]);
  });

  it('knows every spelling of a value that is not finite, and no ordinary text as one', () => {
    const spellings = [' -Infinity ', '+inf', 'nan ', 'INF', '$1e400', '-1E999', '.5e999', '1e400%', '1,000e400'];
    const v: unknown[] = Array.from({ length: 40 }, (_, i) => i + 1);
    spellings.forEach((spelling, i) => (v[i * 4] = spelling));
    expect(ingest({ v }).columns[0]!.missing).toBe(spellings.length);
    const words = ['info', 'ninety', 'Infinity Ward', 'N1', '$', 'e400', 'nan-1', 'inf.', 'basic', 'team', 'O100000'];
    expect(ingest({ w: [...words, ...words] }).notes).toEqual([]);
  });

  it('reports infinite numbers read straight into a Float64Array, but not its nulls', () => {
    const typed = Float64Array.from([1, 2, Infinity, NaN, 5, 6, -Infinity, 8]);
    const ds = ingest({ x: typed });
    expect(ds.columns[0]!.missing).toBe(3);
    expect(ds.notes).toEqual(['x: 2 values are not finite numbers (Infinity (a number too large to hold, such as 1e400), -Infinity (a number too large to hold, such as 1e400)) and were left out as missing']);
  });

  describe('JSON wrapped around the rows', () => {
    const rows = [{ a: 1, b: 2 }, { a: 2, b: 4 }, { a: 3, b: 5 }, { a: 4, b: 9 }];

    it('reads the one array of rows under any key, however deep the single-key objects around it', () => {
      for (const data of [{ results: rows }, { items: rows }, { rows }, { 売上データ: rows }, { response: { body: { records: rows } } }, { data: { results: rows } }]) {
        const ds = ingest(data);
        expect(ds.columns.map((c) => [c.name, c.kind])).toEqual([['a', 'numeric'], ['b', 'numeric']]);
        expect(ds.notes).toEqual([]);
      }
      // and a table of columns under a single key
      expect(ingest({ table: { a: [1, 2, 3, 4], b: [2, 4, 5, 9] } }).columns.map((c) => c.name)).toEqual(['a', 'b']);
    });

    it('names the metadata beside the rows that it did not use', () => {
      const ds = ingest({ count: 4, next: null, results: rows });
      expect(ds.n).toBe(4);
      expect(ds.notes).toEqual(['data: the rows under "results" were read; "count", "next" were not used']);
    });

    it('refuses several arrays of rows, naming them', () => {
      const e = err({ orders: rows, customers: rows, count: 2 });
      expect(e.code).toBe('invalid_data');
      expect(e.message).toBe('data holds 2 arrays of rows ("orders", "customers"); send the one to test as the data');
    });

    it('leaves a table of columns alone even when one column holds objects', () => {
      const ds = ingest({ id: ['x1', 'x2', 'x3', 'x4'], meta: rows });
      expect(ds.columns.map((c) => c.name)).toEqual(['id', 'meta']);
    });
  });
});
