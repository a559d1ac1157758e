import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDERS_CSV, kindOf, parseCsv, runQualityChecks } from './data-quality';

describe('parseCsv', () => {
  it('reads quoted fields with commas and escaped quotes', () => {
    const { columns, rows } = parseCsv('a,b\n"1,5","say ""hi"""\r\n2,\n');
    expect(columns).toEqual(['a', 'b']);
    expect(rows).toEqual([
      { a: '1,5', b: 'say "hi"' },
      { a: '2', b: '' },
    ]);
  });
});

describe('runQualityChecks on the sample orders', () => {
  const { columns, rows } = parseCsv(SAMPLE_ORDERS_CSV);
  const findings = runQualityChecks(columns, rows);
  const by = (check: string, column: string | null) => findings.find((f) => f.check === check && f.column === column);

  it('finds the missing amount and region', () => {
    expect(by('missing', 'amount')?.rows).toEqual([3]);
    expect(by('missing', 'region')?.rows).toEqual([5]);
  });

  it('finds the duplicated row, and no extra repeated key for it', () => {
    expect(by('duplicates', null)?.rows).toEqual([7]);
    expect(by('duplicates', 'order_id')).toBeUndefined();
  });

  it('finds type drift: a formatted number and a US date', () => {
    expect(by('type-drift', 'amount')?.rows).toEqual([8]);
    expect(by('type-drift', 'order_date')?.rows).toEqual([9]);
    expect(by('type-drift', 'order_date')?.message).toContain('"10/05/2026"');
  });

  it('flags the 98,000 order as an outlier and nothing else', () => {
    expect(by('outliers', 'amount')?.rows).toEqual([6]);
    expect(findings.filter((f) => f.check === 'outliers')).toHaveLength(1);
  });

  it('finds nothing on clean data, and a repeated key that is not a full duplicate', () => {
    expect(runQualityChecks(['x', 'y'], [{ x: '1', y: 'a' }, { x: '2', y: 'b' }])).toEqual([]);
    const keyed = runQualityChecks(['id', 'v'], [{ id: '1', v: 'a' }, { id: '1', v: 'b' }]);
    expect(keyed).toEqual([{ check: 'duplicates', column: 'id', rows: [2], message: '1 repeated key in id' }]);
  });

  it('classifies values', () => {
    expect([kindOf('12.5'), kindOf('2026-01-31'), kindOf('1,240'), kindOf('2026-13-45')]).toEqual(['number', 'date', 'text', 'text']);
  });
});
