import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { normals } from './test-data.ts';

// 480 orders over 12 months with no trend: units follow discount; revenue is price × units
const n = 480;
const [e1, e2, e3] = [21, 22, 23].map((k) => normals(n, k)) as number[][];
const discount = e1!.map((z) => Math.round(Math.min(30, Math.max(0, 15 + 8 * z))));
const price = e2!.map((z) => Math.round(Math.min(100, Math.max(20, 60 + 20 * z))));
const units = discount.map((d, i) => Math.max(1, Math.round(20 + 0.8 * d - 0.15 * price[i]! + 3 * e3![i]!)));
const data = { month: Array.from({ length: n }, (_, i) => (i % 12) + 1), discount, price, units, revenue: units.map((u, i) => u * price[i]!) };
const run = (hypothesis: string) => runCore({ hypothesis, data, analysisType: 'descriptive' });

describe('"units sold", "sell more units": the verb of selling names a column of sales only (it named revenue)', () => {
  it('reads the units as the measure', () => {
    // (each was refused: "names 3 measures (discount, units, revenue)")
    for (const h of ['Discounts increase units sold', 'More units are sold at higher discounts', 'Discounts increase the number of units sold']) {
      const r = run(h);
      expect(r.claim.statement, h).toBe('higher discount goes with higher units');
      expect(r.truthScore, h).toBeGreaterThan(0.99);
    }
    expect(run('Higher prices mean fewer units sold').claim.statement).toBe('higher price goes with lower units');
    expect(run('Orders with a discount over 20 sell more units').claim.statement).toBe('mean units is higher for discount > 20 than for discount ≤ 20');
    // the noun still names revenue among its synonyms
    expect(run('Discount increases sales').claim.statement).toBe('higher discount goes with higher revenue');
  });
});

describe('"over the months": a span of time, the cause (was "sets the values of units and month against each other")', () => {
  it('relates the measure to the time', () => {
    const r = run('Units sold went up over the months');
    expect(r.claim.statement).toBe('higher month goes with higher units');
    expect(r.truthScore).toBeLessThan(0.05);
    expect(run('Units fell over the months').claim.statement).toBe('higher month goes with lower units');
    // a comparison with the values of a measure is still refused
    expect(() => run('Revenue is above the months')).toThrow(/sets the values of revenue and month against each other/);
  });
});

describe('a noun of the act names the column of its verb ("promotion": promoted, "adoption": adopted)', () => {
  it('matches them (was: "promotion" named no column and the claim was refused)', () => {
    const m = 300;
    const score = normals(m, 41).map((z) => 60 + 10 * z);
    const promoted = score.map((s, i) => ((i * 13) % 100 < (s > 65 ? 40 : 10) ? 'yes' : 'no'));
    const r = runCore({ hypothesis: 'Better performance leads to promotion', data: { performance: score, promoted }, analysisType: 'descriptive' });
    expect(r.claim.statement).toBe('mean performance is higher for promoted = yes than for no');
    expect(r.truthScore).toBeGreaterThan(0.9);
    const adopted = runCore({ hypothesis: 'Adoption is higher among larger teams', data: { team_size: score, adopted: promoted }, analysisType: 'descriptive' });
    expect(adopted.claim.statement).toBe('mean team_size is higher for adopted = yes than for no');
  });
});
