/**
 * "Less than 20% of smokers stay longer than 10 days": the rows counted are a group named by a
 * yes/no column in the plural, and the bound is on a measure the verb names; the share is counted
 * within the group, and the bound is kept.
 */
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.ts';
import { ingest } from './ingest.ts';
import { parseHypothesis } from './parse.ts';

const n = 60;
const data = {
  smoker: Array.from({ length: n }, (_, i) => (i % 3 === 0 ? 'yes' : 'no')),
  stay_days: Array.from({ length: n }, (_, i) => 3 + ((i * 7) % 12)),
  age: Array.from({ length: n }, (_, i) => 20 + ((i * 13) % 60)),
};
const parse = (h: string) => parseHypothesis(h, ingest(data), 'descriptive');
const refusal = (h: string) => {
  try {
    parse(h);
  } catch (e) {
    if (e instanceof EngineError) return e.message;
    throw e;
  }
  return '';
};

describe('a share of a group\'s rows past a bound', () => {
  it('counts the rows past the bound within the group', () => {
    expect(parse('Less than 20% of smokers stay longer than 10 days')).toMatchObject({
      kind: 'prop', y: 'stay_days', direction: -1, threshold: 0.2, within: { column: 'smoker', level: 'yes' },
      statement: 'the share of rows with stay_days > 10 among smoker = yes is below 20%',
    });
    expect(parse('Less than 20% of smokers stay longer than a week')).toMatchObject({
      kind: 'prop', y: 'stay_days', within: { level: 'yes' }, statement: 'the share of rows with stay_days > 7 among smoker = yes is below 20%',
    });
    expect(parse('Less than 20% of non-smokers stay longer than 10 days')).toMatchObject({ kind: 'prop', within: { column: 'smoker', level: 'no' } });
  });

  it('reads "half" as the group\'s median, as for "more than half of orders in variant B are over 50"', () => {
    expect(parse('More than half of smokers stay longer than 10 days')).toMatchObject({
      kind: 'median', y: 'stay_days', direction: 1, threshold: 10, within: { column: 'smoker', level: 'yes' },
      statement: 'the median of stay_days among smoker = yes is above 10',
    });
  });

  it('bounds the measure at the number after the verb, not at the number of a cut of the rows', () => {
    // (was: the median of stay_days among smoker = yes and age > 40 above 40, the cut's number)
    expect(parse('More than half of smokers over 40 stay longer than 10 days')).toMatchObject({
      kind: 'median', y: 'stay_days', direction: 1, threshold: 10, within: { column: 'smoker', level: 'yes' }, cut: { column: 'age', op: '>', at: 40 },
      statement: 'the median of stay_days among smoker = yes and age > 40 is above 10',
    });
    expect(parse('More than half of patients under 30 have a stay below 8 days')).toMatchObject({ kind: 'median', direction: -1, threshold: 8, cut: { column: 'age', op: '<', at: 30 } });
  });

  it('keeps the rows without a group as they were', () => {
    expect(parse('More than 60% of patients stay longer than a week')).toMatchObject({
      kind: 'prop', statement: 'the share of rows with stay_days > 7 is above 60%',
    });
    expect(parse('More than 60% of patients stay longer than a week')).not.toHaveProperty('within');
  });

  it('refuses, naming the group and the bound, when no measure is matched for the bound', () => {
    for (const h of ['Less than 20% of smokers wait longer than 10 hours', 'More than half of smokers wait longer than 10 hours']) {
      const message = refusal(h);
      expect(message).toContain('smoker = yes');
      expect(message).toContain('wait longer than 10 hours');
    }
  });
});
