/**
 * One group's mean or median against a number ("premium customers spend more than 60"): a
 * threshold on that group's rows, not a comparison of the group with the others.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';

const opts = { insightId: 'ins_1', timestamp: '2026-01-01T00:00:00.000Z' };
const n = 120;
// premium spend 70 ± 3, basic spend 40 ± 3: premium spends more than basic, and its mean is above 60
const tier = Array.from({ length: n }, (_, i) => (i % 2 ? 'premium' : 'basic'));
const spend = tier.map((t, i) => (t === 'premium' ? 70 : 40) + ((i * 7) % 13) / 2 - 3);
const churned = Array.from({ length: n }, (_, i) => (i % 3 ? 'no' : 'yes'));
const region = Array.from({ length: n }, (_, i) => ['north', 'south', 'east'][i % 3] as string);
const remote = Array.from({ length: n }, (_, i) => (i % 4 < 2 ? 'yes' : 'no'));
const data = { tier, spend, churned, region, remote };
const parse = (h: string) => parseHypothesis(h, ingest(data), 'descriptive');

describe('a group against a number', () => {
  it('tests the named group\'s mean against the number and says so', () => {
    expect(parse('Premium customers spend more than 60')).toMatchObject({
      kind: 'mean', y: 'spend', direction: 1, threshold: 60, within: { column: 'tier', level: 'premium' },
      statement: 'the mean of spend among tier = premium is above 60',
    });
    expect(parse('Basic customers spend less than 50')).toMatchObject({ kind: 'mean', direction: -1, threshold: 50, within: { level: 'basic' } });
    expect(parse('Premium customers spend at least 60 on average')).toMatchObject({ kind: 'mean', direction: 1, within: { level: 'premium' } });
    expect(parse('The average spend of premium customers is above 60')).toMatchObject({ kind: 'mean', within: { level: 'premium' } });
    expect(parse('Customers in the north spend more than 60')).toMatchObject({ kind: 'mean', within: { column: 'region', level: 'north' } });
    expect(parse('Premium customers typically spend more than 60')).toMatchObject({ kind: 'median', statement: 'the median of spend among tier = premium is above 60' });
    expect(parse('Premium customers spend about 70')).toMatchObject({ kind: 'meanEq', threshold: 70, within: { level: 'premium' } });
    // a yes/no column said of the rows, and its negation
    expect(parse('Remote customers spend more than 60')).toMatchObject({ kind: 'mean', within: { column: 'remote', level: 'yes' } });
    expect(parse('Customers who are not premium spend more than 60')).toMatchObject({ kind: 'mean', within: { column: 'tier', level: 'basic' } });
  });

  it('keeps comparisons, differences and cuts as they were', () => {
    expect(parse('Premium customers spend more than basic customers')).toMatchObject({ kind: 'group', group: { column: 'tier', a: ['premium'], b: ['basic'] }, direction: 1 });
    // (a size of the difference is refused, as "by 20%" is: the comparison would drop it)
    expect(() => parse('Premium customers spend 20 more than basic customers')).toThrow(/it gives the size of a difference \("20 more"\)/);
    expect(() => parse('Premium customers spend 20% more')).toThrow(/it gives the size of a difference \("20% more"\)/);
    expect(parse('Customers who spend more than 60 churn less')).toMatchObject({ kind: 'group', cut: { column: 'spend', op: '>', at: 60 }, y: 'churned', direction: -1 });
    expect(parse('The average spend is above 60')).not.toHaveProperty('within');
  });

  it('scores the group\'s rows only', () => {
    // the whole column's mean is 55: "above 60" holds for premium, not for all customers
    const premium = analyze({ hypothesis: 'Premium customers spend more than 60', data, analysisType: 'descriptive' }, opts);
    expect(premium.status).toBe('passed');
    expect(premium.claim.columns).toEqual(['spend', 'tier']);
    const t = premium.proof.steps.find((s) => s.test === 'one-sample-t')!;
    expect(t.inputs.n).toBe(60);
    expect(t.text).toContain('spend among tier=premium against 60');
    expect(analyze({ hypothesis: 'Basic customers spend more than 60', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
    expect(analyze({ hypothesis: 'Premium customers spend more than 80', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
    expect(analyze({ hypothesis: 'The average spend is above 60', data, analysisType: 'descriptive' }, opts).status).toBe('failed');
  });
});
