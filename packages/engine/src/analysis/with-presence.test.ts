/**
 * "Orders with discounts are returned more": a bare noun after "with" names the rows that have some
 * of a measure the rows may have none of, as "with a discount" does; an amount nearly every row has
 * ("employees with experience") stays an association.
 */
import { describe, expect, it } from 'vitest';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';

const n = 40;
const cycle = <T,>(levels: T[]) => Array.from({ length: n }, (_, i) => levels[i % levels.length] as T);
const nums = (k: number) => Array.from({ length: n }, (_, i) => ((i * 7 + k * 3) % 11) + i * 0.1 * k + 1);
const parse = (h: string, data: Record<string, unknown[]>) => parseHypothesis(h, ingest(data), 'descriptive');

describe('"with X" without an article', () => {
  const orders = { discount_pct: cycle([0, 0, 0, 10, 25]), returned: cycle(['no', 'yes', 'no']), order_value: nums(2) };
  const presence = { kind: 'group', x: ['discount_pct'], cut: { column: 'discount_pct', op: '>', at: 0 } };

  it('names the rows that have some of a measure the rows may lack', () => {
    expect(parse('Orders with discounts are returned more', orders)).toMatchObject({ ...presence, y: 'returned', direction: 1 });
    expect(parse('Orders with discount are returned more', orders)).toMatchObject({ ...presence, y: 'returned', direction: 1 });
    expect(parse('Orders with discounts have a higher order value', orders)).toMatchObject({ ...presence, y: 'order_value', direction: 1 });
    expect(parse('Orders with discounts are not returned more', orders)).toMatchObject({ kind: 'group', orEqual: true, direction: -1, cut: { column: 'discount_pct', op: '>', at: 0 } });
    const patients = { complications: cycle([0, 0, 0, 1, 2]), readmitted: cycle(['no', 'no', 'yes']), length_of_stay: nums(3) };
    expect(parse('Patients with complications are readmitted more often', patients))
      .toMatchObject({ kind: 'group', y: 'readmitted', cut: { column: 'complications', op: '>', at: 0 } });
    // the same as with an article
    expect(parse('Orders with a discount are returned more', orders)).toMatchObject({ ...presence, y: 'returned', direction: 1 });
  });

  it('keeps an amount nearly every row has, a comparison and "Y rises with X" an association', () => {
    const staff = { experience_years: nums(1), salary: nums(4) };
    expect(parse('Employees with experience earn more', staff)).toMatchObject({ kind: 'dir', x: ['experience_years'], y: 'salary', direction: 1 });
    expect(parse('Order value increases with discounts', orders)).toMatchObject({ kind: 'dir', x: ['discount_pct'], y: 'order_value' });
    expect(parse('Orders with higher discounts have a higher order value', orders)).toMatchObject({ kind: 'dir', x: ['discount_pct'], y: 'order_value' });
    // where a third of the employees have none, "with experience" is the ones who have some
    const juniors = { experience_years: nums(1).map((v, i) => (i % 3 ? v : 0)), salary: nums(4) };
    expect(parse('Employees with experience earn more', juniors)).toMatchObject({ kind: 'group', cut: { column: 'experience_years', op: '>', at: 0 } });
  });
});
