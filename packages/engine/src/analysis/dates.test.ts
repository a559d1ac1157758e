import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { EngineError } from './errors.ts';
import { ingest } from './ingest.ts';

const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);
const days = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);

describe('dates other than ISO-8601', () => {
  it('reads month-first and day-first columns when a day above 12 settles the order', () => {
    const ds = ingest({
      us: ['03/14/2025', '03/15/2025', '04/01/2025', '12/31/2024'],
      eu: ['14.03.2025', '15.03.2025', '01.04.2025', '31.12.2024'],
      ymd: ['2025/03/14', '2025/3/15', '2025.04.01', '2024/12/31'],
      named: ['Mar 14 2025', 'March 15, 2025', '1 Apr 2025', 'Tue, 31 Dec 2024'],
    });
    for (const col of ds.columns) {
      expect(col.kind).toBe('time');
      expect(Array.from(col.values)).toEqual([utc(2025, 3, 14), utc(2025, 3, 15), utc(2025, 4, 1), utc(2024, 12, 31)]);
    }
    expect(ds.notes).toEqual([]);
  });

  it('keeps the time of day', () => {
    const col = ingest({ at: ['14/03/2025 09:30', '15/03/2025 17:05:09', '16/03/2025 00:00', '17/03/2025 23:59'] }).columns[0]!;
    expect(col.kind).toBe('time');
    expect(col.values[1]).toBe(Date.UTC(2025, 2, 15, 17, 5, 9));
  });

  it('never guesses between day first and month first: an ambiguous column is not a date, and says why', () => {
    const ds = ingest({ order_date: ['03/04/2025', '05/06/2025', '07/08/2025', '01/02/2025', '11/12/2025'], v: [1, 2, 3, 4, 5] });
    const col = ds.columns[0]!;
    expect(col.kind).not.toBe('time');
    expect(ds.notes).toEqual([
      'order_date holds dates such as "03/04/2025" that read as either 2025-04-03 (day first) or 2025-03-04 (month first), and no day above 12 settles which, so it is not used as a date; write the dates as YYYY-MM-DD to use it',
    ]);
  });

  it('a column mixing the two orders, or with two-digit years, is not read as dates either', () => {
    expect(ingest({ d: ['13/01/2025', '01/13/2025', '02/02/2025', '05/05/2025'] }).notes[0]).toMatch(/^d mixes dates that can only be day first \(such as "13\/01\/2025"\) with dates that can only be month first \(such as "01\/13\/2025"\)/);
    expect(ingest({ d: ['03/14/25', '03/15/25', '03/16/25', '03/17/25'] }).notes[0]).toMatch(/^d holds dates with two-digit years such as "03\/14\/25"/);
    expect(ingest({ d: ['31/02/2025', '30/02/2025', '29/02/2025', '14/03/2025'] }).notes[0]).toMatch(/^d looks like dates, but 3 of 4/);
    // version numbers are not dates
    expect(ingest({ version: ['1.2.10', '1.3.10', '2.0.11', '1.2.10'] }).notes).toEqual([]);
  });

  it('a few cells that are not dates are left out and counted, in ISO columns too', () => {
    const iso = ingest({ d: [...days(19).map((d) => `2025-01-${String(d).padStart(2, '0')}`), 'soon'] });
    expect(iso.columns[0]!.kind).toBe('time');
    expect(iso.notes).toEqual(['d: 1 value is not a date (such as "soon") and was left out as missing']);
    const eu = ingest({ d: [...days(19).map((d) => `${d}.01.2025`), 'tbd'] });
    expect(eu.columns[0]!.kind).toBe('time');
    expect(eu.notes).toEqual(['d: 1 value is not a date (such as "tbd") and was left out as missing']);
  });

  it('a trend over an ambiguous date column is refused with the reason, not tested in row order', () => {
    const n = 30;
    const data = {
      week: Array.from({ length: n }, (_, i) => `${String((i % 12) + 1).padStart(2, '0')}/${String((i % 12) + 1 === 12 ? 1 : (i % 11) + 1).padStart(2, '0')}/${2020 + Math.floor(i / 12)}`),
      revenue: days(n).map((d) => 100 + 3 * d),
    };
    let err: unknown;
    try {
      runCore({ hypothesis: 'revenue grew over time', data, analysisType: 'descriptive' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).status).toBe(422);
    expect((err as EngineError).message).toContain('week holds dates such as');
    expect((err as EngineError).message).toContain('no day above 12 settles which');
  });

  it('a trend over readable dates is tested, with the dates in time order', () => {
    const n = 30;
    const data = { day: days(n).map((d) => `${d}.01.2025`).reverse(), revenue: days(n).map((d) => 500 - 3 * d + (d % 4)) };
    const r = runCore({ hypothesis: 'revenue grew over time', data, analysisType: 'descriptive' });
    expect(r.claim.columns).toContain('day');
    // read in row order the dates run backwards, so revenue rises with time
    expect(r.truthScore).toBeGreaterThan(0.85);
  });
});
