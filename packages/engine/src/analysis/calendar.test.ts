import { describe, expect, it } from 'vitest';
import { analyze, runCore } from './analyze.ts';
import { withCalendar } from './calendar.ts';
import { ingest } from './ingest.ts';
import { verifyProof } from '../proof/verify-proof.ts';
import { normals } from './test-data.ts';

// 730 days from 2023-01-01 (a Sunday): sales trend up 10 % a year, 20 % higher at weekends, 30 % higher in December
const n = 730;
const e = normals(n, 51);
const start = Date.UTC(2023, 0, 1);
const date = Array.from({ length: n }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
const day = date.map((d) => new Date(`${d}T00:00:00Z`).getUTCDay());
const month = date.map((d) => Number(d.slice(5, 7)));
const promo = Array.from({ length: n }, (_, i) => (i % 7 === 3 ? 'yes' : 'no'));
const sales = Array.from({ length: n }, (_, i) => Math.round(1000 * (1 + (0.1 * i) / 365) * (day[i] === 0 || day[i] === 6 ? 1.2 : 1) * (month[i] === 12 ? 1.3 : 1) * (1 + 0.05 * e[i]!)));
const data = { date, promo, sales };
const run = (hypothesis: string, analysisType: 'descriptive' | 'causal' = 'descriptive') => runCore({ hypothesis, data, analysisType });

describe('parts of a date column as groups (ADR 0040; each was refused, or read as a bound "within 5% of 2024")', () => {
  it('compares years, months, weekdays and weekends the hypothesis names', () => {
    const cases: [string, string, 'high' | 'low'][] = [
      ['Sales grew in 2024 compared to 2023', 'mean sales is higher for date (year) = 2024 than for 2023', 'high'],
      ['2024 sales were higher than 2023 sales', 'mean sales is higher for date (year) = 2024 than for 2023', 'high'],
      ['Sales are higher on weekends', 'mean sales is higher for date (weekend) = weekend than for weekday', 'high'],
      ['Sales are higher on weekdays than on weekends', 'mean sales is higher for date (weekend) = weekday than for weekend', 'low'],
      ['Sales were higher in December than in November', 'mean sales is higher for date (month) = December than for November', 'high'],
      ['Sales are higher on Saturdays than on mondays', 'mean sales is higher for date (weekday) = Saturday than for Monday', 'high'],
    ];
    for (const [h, statement, side] of cases) {
      const r = run(h);
      expect(r.claim.statement, h).toBe(statement);
      if (side === 'high') expect(r.truthScore, h).toBeGreaterThan(0.95);
      else expect(r.truthScore, h).toBeLessThan(0.05);
    }
  });

  it('reads "peak", "lowest", "differs by month" and a bound within a year', () => {
    expect(run('Sales peak in December').claim.statement).toMatch(/^mean sales is higher for date \(month\) = December than for each other date \(month\) group/);
    expect(run('Sales peak in December').truthScore).toBeGreaterThan(0.95);
    // Monday is no lower than the other weekdays: only the weekend is higher
    expect(run('Sales are lowest on Mondays').truthScore).toBeLessThan(0.05);
    expect(run('Sales differ by month').claim.statement).toBe('mean sales differs across the 12 groups of date (month)');
    expect(run('Sales vary by day of the week').claim.statement).toBe('mean sales differs across the 7 groups of date (weekday)');
    const bound = run('Average sales in 2024 were above 1100');
    expect(bound.claim.statement).toBe('the mean of sales among date (year) = 2024 is above 1100');
    expect(bound.truthScore).toBeGreaterThan(0.95);
  });

  it('leaves trends and spans of time to the dates ("since 2023", "every month"), and refuses a year the data do not have', () => {
    expect(run('Sales have grown since 2023').claim.statement).toBe('higher date goes with higher sales');
    expect(run('Sales rose every month').claim.statement).toBe('higher date goes with higher sales');
    // (was "mean sales is higher for date (year) = 2024 than for 2023")
    expect(() => run('Sales were higher in 2025 than in 2024')).toThrow(/it names 2025, but the dates in date cover 2023 to 2024/);
    expect(() => run('Sales in 2022 were above 1000 on average')).toThrow(/it names 2022/);
    // (was "the mean of sales is within 5% of 4")
    expect(() => run('Q4 sales beat Q1 sales')).toThrow(/it names a quarter \("Q4"\)/);
    expect(runCore({ hypothesis: 'Sales are higher in Q4', data: { quarter: date.map((d) => `Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`), sales }, analysisType: 'descriptive' }).claim.statement)
      .toBe('mean sales is higher for quarter = Q4 than for the other quarter groups');
    expect(() => runCore({ hypothesis: 'Revenue grew in 2024', data: { spend: sales, revenue: sales }, analysisType: 'descriptive' })).toThrow(/names the year 2024, but the data has no column of dates/);
  });

  it('derives a part only when named: other claims and a causal analysis\'s covariates do not see it', () => {
    const ds = ingest(data);
    expect(withCalendar(ds, 'Promo days have higher sales')).toBe(ds);
    expect(withCalendar(ds, 'Sales are higher on weekends').columns.map((c) => c.name)).toEqual(['date', 'promo', 'sales', 'date (weekend)']);
    const causal = run('Promo days have higher sales', 'causal');
    expect(JSON.stringify(causal.steps)).not.toMatch(/date \((year|month|weekday|weekend)\)/);
  });

  it('says in the proof what it derived, keeps the uploaded data\'s hash, and the proof verifies', async () => {
    const plain = await analyze({ hypothesis: 'Promo days have higher sales', data, analysisType: 'descriptive' }, { insightId: 'ins_plain', timestamp: '2026-01-01T00:00:00.000Z' });
    const r = await analyze({ hypothesis: 'Sales are higher on weekends', data, analysisType: 'descriptive' }, { insightId: 'ins_cal', timestamp: '2026-01-01T00:00:00.000Z' });
    const hashOf = (a: typeof r) => a.proof.steps[0]!.stats.dataHash;
    expect(hashOf(r)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf(r)).toBe(hashOf(plain));
    const ingestStep = r.proof.steps.find((s) => s.test === 'ingest')!;
    expect(ingestStep.stats).toMatchObject({ columns: 3, derived: ['date (weekend)'] });
    expect(ingestStep.text).toMatch(/Derived from the dates for this hypothesis \(UTC calendar days\): date \(weekend\)/);
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});

describe('a time column of year numbers ("year": 2019 … 2024)', () => {
  it('gives its years as groups (was: "within 5% of 2024", or refused)', () => {
    const year = Array.from({ length: 60 }, (_, i) => 2019 + (i % 6));
    const yearly = { year, sales: year.map((y, i) => 100 + 5 * (y - 2019) + (i % 7)) };
    const read = (hypothesis: string) => runCore({ hypothesis, data: yearly, analysisType: 'descriptive' });
    expect(read('Sales were higher in 2024 than in 2023').claim.statement).toBe('mean sales is higher for year (groups) = 2024 than for 2023');
    expect(read('Sales in 2024 were above 120 on average').claim.statement).toBe('the mean of sales among year (groups) = 2024 is above 120');
    expect(read('Sales grew over the years').claim.statement).toBe('higher year goes with higher sales');
    expect(() => read('Sales were higher in 2030 than in 2024')).toThrow(/it names 2030, but the years in year cover 2019 to 2024/);
  });
});
