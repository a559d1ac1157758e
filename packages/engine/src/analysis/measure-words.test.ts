import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { ingest } from './ingest.ts';
import { alternativeReadings, parseHypothesis } from './parse.ts';
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

describe('blood pressure before, after and its drop (a trial with three columns of one measure)', () => {
  // 400 patients: the drug lowers blood pressure by 8 more than placebo; baseline rises with age
  const m = 400;
  const [a, b, c] = [61, 62, 63].map((k) => normals(m, k)) as number[][];
  const treatment = Array.from({ length: m }, (_, i) => (i % 2 === 0 ? 'drug' : 'placebo'));
  const sex = Array.from({ length: m }, (_, i) => (Math.floor(i / 2) % 2 === 0 ? 'female' : 'male'));
  const age = a!.map((z) => Math.round(55 + 10 * z));
  const baseline_bp = age.map((x, i) => Math.round(120 + 0.5 * (x - 55) + 10 * b![i]!));
  const bp_drop = treatment.map((t, i) => Math.round(((t === 'drug' ? 10 : 2) + 0.1 * (baseline_bp[i]! - 120) + 5 * c![i]!) * 10) / 10);
  const trial = { treatment, sex, age, baseline_bp, bp_after: baseline_bp.map((x, i) => Math.round((x - bp_drop[i]!) * 10) / 10), bp_drop };
  const read = (hypothesis: string) => runCore({ hypothesis, data: trial, analysisType: 'descriptive' });

  it('an initialism inside a longer phrase names its column ("baseline blood pressure": baseline_bp; was bp_drop or bp_after)', () => {
    expect(read('Older patients have higher baseline blood pressure').claim.statement).toBe('higher age goes with higher baseline_bp');
    expect(read('Higher baseline blood pressure leads to a bigger drop').claim.statement).toBe('higher baseline_bp goes with higher bp_drop');
    const after = read('Blood pressure after treatment is lower for the drug group');
    expect(after.claim.statement).toBe('mean bp_after is lower for treatment = drug than for placebo');
    expect(after.truthScore).toBeGreaterThan(0.9);
  });

  it('another reading on a column of a fall turns its direction round ("lowers blood pressure" read of bp_drop is a larger drop)', () => {
    // "blood pressure" names three columns: every reading is scored and the lowest reported
    const readings = alternativeReadings(parseHypothesis('The drug lowers blood pressure', ingest(trial), 'descriptive')).map((x) => x.claim);
    expect(readings.map((x) => x.statement)).toContain('mean bp_drop is higher for treatment = drug than for placebo');
    expect(readings.find((x) => x.y === 'bp_drop')?.direction).toBe(1);
    expect(readings.find((x) => x.y === 'bp_after')?.direction).toBe(-1);
  });

  it('a group named as the rows ("works better in women") is no outcome (was: the share of women compared)', () => {
    expect(() => read('The drug works better in women')).toThrow(/names the groups of treatment and, as the rows it is about, sex/);
    expect(() => read('The drug works equally well for men and women')).toThrow(/as the rows it is about, sex/);
    expect(read('Women are more likely to get the drug').claim.statement).toBe('the share of treatment = drug is higher for sex = female than for male');
  });
});

describe('"all … pass", "guarantees a pass", "never fail": every row of a group (was: the comparison of shares, a weaker claim)', () => {
  const m = 300;
  const hours = normals(m, 71).map((z) => Math.round(Math.max(0, 10 + 4 * z) * 10) / 10);
  const score = hours.map((h, i) => 40 + 2 * h + 8 * (normals(m, 73)[i] as number));
  const school = { hours_studied: hours, passed: score.map((s) => (s >= 60 ? 'yes' : 'no')), tutoring: hours.map((_, i) => (i % 2 ? 'yes' : 'no')) };
  const read = (hypothesis: string) => runCore({ hypothesis, data: school, analysisType: 'descriptive' });

  it('refuses them, naming the comparison it would otherwise test', () => {
    for (const [h, word] of [['All students who study more than 12 hours pass', 'all'], ['Studying more than 12 hours guarantees a pass', 'guarantees'], ['Students who study more than 12 hours always pass', 'always'], ['Not all tutored students pass', 'not all']]) {
      expect(() => read(h as string), h).toThrow(new RegExp(`it says "${word}": that (every row of the group is so|some row of the group is not so)`));
    }
    expect(() => read('All students who study more than 12 hours pass')).toThrow(/Test the comparison \("the share of passed = yes is higher for hours_studied > 12 than for hours_studied ≤ 12"\)/);
  });

  it('still reads the comparison, and "who never" describing the rows', () => {
    expect(read('Studying more than 12 hours improves the pass rate').claim.statement).toBe('the share of passed = yes is higher for hours_studied > 12 than for hours_studied ≤ 12');
    expect(read('Tutored students pass more often').claim.statement).toBe('the share of passed = yes is higher for tutoring = yes than for no');
    // "all" naming the rows of a comparison
    expect(read('All tutored students pass more often').claim.statement).toBe('the share of passed = yes is higher for tutoring = yes than for no');
  });
});

describe('two measures beside the groups ("tutored students with high attendance score best"; was compared on the first, dropping the second)', () => {
  it('is refused, naming both', () => {
    const m = 120;
    const e = normals(m, 81);
    const data = { tutoring: e.map((_, i) => (i % 2 ? 'yes' : 'no')), attendance_pct: e.map((z) => 85 + 5 * z), score: e.map((z, i) => 60 + 10 * z + (i % 2 ? 3 : 0)) };
    const read = (hypothesis: string) => runCore({ hypothesis, data, analysisType: 'descriptive' });
    expect(() => read('Tutored students with high attendance score best')).toThrow(/it names 2 measures \(attendance_pct, score\) beside the groups of tutoring/);
    expect(() => read('Tutored students score higher and attend more')).toThrow(/it names 2 measures \(score, attendance_pct\)/);
    expect(read('Tutored students score higher').claim.statement).toBe('mean score is higher for tutoring = yes than for no');
  });
});

describe('an adjustment said after the relation ("once season is accounted for"; was: three measures, refused)', () => {
  it('is read as "controlling for", in a causal analysis', () => {
    const m = 60;
    const e = normals(m, 91);
    const f = normals(m, 92);
    const season = e.map((z) => 0.5 + 0.3 * z);
    const data = { season_index: season, marketing_spend: season.map((s, i) => 20 + 30 * s + 4 * f[i]!), revenue: season.map((s, i) => 180 + 260 * s + 18 * (normals(m, 93)[i] as number)) };
    for (const h of ['Marketing spend has no effect on revenue once season is accounted for', 'Taking the season into account, marketing spend has no effect on revenue', 'Marketing spend has no effect on revenue after the season index is controlled for']) {
      const r = runCore({ hypothesis: h, data, analysisType: 'causal' });
      expect(r.claim.statement, h).toBe('marketing_spend has no meaningful association with revenue');
      expect(r.steps.some((s) => JSON.stringify(s.inputs.columns).includes('season_index')), h).toBe(true);
    }
    expect(() => runCore({ hypothesis: 'Marketing spend has no effect on revenue once season is accounted for', data, analysisType: 'descriptive' })).toThrow(/asks for the relation adjusted for season_index \("once season is accounted for"\)/);
  });

  it('"A and B perform the same" names the measure to say (was: a message about how rows are coded)', () => {
    const data = { variant: ['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B'], order_value: [50, 55, 48, 57, 52, 54, 47, 58] };
    expect(() => runCore({ hypothesis: 'A and B perform the same', data, analysisType: 'descriptive' })).toThrow(/it says variant = A and B are alike but names no measure they are alike on; say which \("order_value is the same for A and B"\)/);
  });
});
