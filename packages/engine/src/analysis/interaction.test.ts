import { describe, expect, it } from 'vitest';
import { analyze, runCore } from './analyze.ts';
import { verifyProof } from '../proof/verify-proof.ts';
import { normals } from './test-data.ts';

// 300 rows, a third smokers: bp_drop rises 0.5 per mg for smokers and 0.1 for the others;
// same_drop rises 0.3 per mg for everyone; only_drop rises 0.3 per mg for smokers and not at all
// for the others; sales rise 0.4 per unit in the north, 0.2 elsewhere
const m = 300;
const [e1, e2, e3, e4] = [11, 12, 13, 14].map((k) => normals(m, k)) as [number[], number[], number[], number[]];
const smoker = Array.from({ length: m }, (_, i) => (i % 3 === 0 ? 'yes' : 'no'));
const region = Array.from({ length: m }, (_, i) => ['north', 'south', 'west'][i % 3] as string);
const dose = Array.from({ length: m }, (_, i) => 10 + ((i * 7) % 41));
const data = {
  smoker, region, dose, age: e4.map((v) => 50 + 10 * v),
  bp_drop: dose.map((d, i) => (smoker[i] === 'yes' ? 0.5 : 0.1) * d + 4 * e1[i]!),
  same_drop: dose.map((d, i) => 0.3 * d + 4 * e2[i]!),
  only_drop: dose.map((d, i) => (smoker[i] === 'yes' ? 0.3 * d : 0) + 4 * e2[i]!),
  sales: dose.map((d, i) => (region[i] === 'north' ? 0.4 : 0.2) * d + 3 * e3[i]!),
};
const step = (r: { steps: { test: string; stats: Record<string, unknown>; text: string }[] }, test: string) => r.steps.find((s) => s.test === test);
const run = (hypothesis: string, analysisType: 'descriptive' | 'causal' = 'descriptive') => runCore({ hypothesis, data, analysisType });

describe('a relation said to be stronger for one group is tested as an interaction (ADR 0038)', () => {
  it('supports "more for smokers" where the slopes differ, in both views, and says what was tested', () => {
    for (const type of ['descriptive', 'causal'] as const) {
      const r = run('Dose increases the bp drop more for smokers', type);
      expect(r.claim.statement).toBe('higher dose goes with higher bp_drop, more so for smoker = yes than for smoker = no');
      expect(r.truthScore).toBeGreaterThan(0.95);
    }
    const r = run('Dose increases the bp drop more for smokers than for non-smokers');
    expect(r.steps.map((s) => s.test)).toEqual(['setup', 'ingest', 'relation-by-group', 'interaction', 'interaction-normal-scores', 'relation-in-group', 'truth-score']);
    expect(step(r, 'relation-by-group')?.stats).toMatchObject({ nA: 100, nB: 200 });
    expect(step(r, 'relation-by-group')?.stats.slopeA).toBeCloseTo(0.46, 1);
    expect(step(r, 'relation-by-group')?.stats.slopeB).toBeCloseTo(0.13, 1);
    expect(r.steps[0]?.stats.parse).toMatchObject({ moderator: { column: 'smoker', a: ['yes'], b: ['no'], more: 1 } });
    expect(r.scoreKind).toMatch(/^Posterior probability that the dose–bp_drop relation is stronger for smoker = yes than for smoker = no \(interaction beyond partial r=0\.1/);
    expect(r.counterHypotheses.map((c) => c.generated_by)).toEqual(expect.arrayContaining(['bayes-factor', 'posterior-direction', 'relation-in-group', 'robustness:normal-scores']));
    expect(run('Dose increases the bp drop more for smokers', 'causal').steps.some((s) => s.test === 'interaction-adjusted')).toBe(true);
  });

  it('refutes the same relation said the other way round, and an interaction the data do not show', () => {
    const less = run('Dose increases the bp drop less for smokers');
    expect(less.truthScore).toBeLessThan(0.01);
    expect(less.counterHypotheses[0]?.description).toBe('Opposite direction: the dose–bp_drop relation is stronger for smoker = yes than for smoker = no');
    expect(run('Dose increases the bp drop more for non-smokers').truthScore).toBeLessThan(0.01);
    // equal slopes: "increases" holds, "more for smokers" does not
    expect(run('Dose increases the same drop').truthScore).toBeGreaterThan(0.95);
    const same = run('Dose increases the same drop more for smokers');
    expect(same.truthScore).toBeLessThan(0.05);
    expect(same.counterHypotheses[0]?.generated_by).toBe('bayes-factor');
  });

  it('needs the relation itself where it is said to be stronger', () => {
    // the drop rises with dose in both groups, less steeply for non-smokers: the interaction says
    // "decreases less for smokers", but dose decreases the drop in neither group
    const r = run('Dose decreases the bp drop less for smokers');
    expect(r.truthScore).toBeLessThan(0.01);
    expect(r.counterHypotheses.find((c) => c.generated_by === 'relation-in-group')?.strength).toBeGreaterThan(0.99);
  });

  it('compares one region with the others, or with one other region on those two regions\' rows', () => {
    expect(run('Dose increases sales more in the north').truthScore).toBeGreaterThan(0.9);
    const two = run('Dose increases sales more in the north than in the south');
    expect(two.claim.statement).toBe('higher dose goes with higher sales, more so for region = north than for region = south');
    expect(step(two, 'relation-by-group')?.stats).toMatchObject({ nA: 100, nB: 100 });
    expect(two.truthScore).toBeGreaterThan(0.9);
  });

  it('reads words of size as the size of the interaction', () => {
    expect(run('Dose increases the bp drop much more for smokers').claim.statement).toMatch(/, by a large margin \(an interaction beyond a partial correlation of 0\.3: "much"\)$/);
    const slight = run('Dose increases sales slightly more in the north');
    expect(slight.claim.statement).toMatch(/, by a small margin \(an interaction of a partial correlation of at most 0\.3: "slightly"\)$/);
    expect(slight.scoreKind).toMatch(/interaction beyond partial r=0\.1 and not beyond 0\.3/);
  });

  it('reads "the effect of dose on the drop is stronger for smokers" in either direction (was refused)', () => {
    const stronger = run('The effect of dose on the bp drop is stronger for smokers');
    expect(stronger.claim.statement).toBe('the relation of bp_drop to dose is stronger for smoker = yes than for smoker = no, in either direction');
    expect(stronger.truthScore).toBeGreaterThan(0.95);
    // a falling relation that is steeper for smokers is stronger there too
    const falling = { smoker, dose, weight: dose.map((d, i) => 80 - (smoker[i] === 'yes' ? 0.5 : 0.1) * d + 4 * e3[i]!) };
    const on = (hypothesis: string) => runCore({ hypothesis, data: falling, analysisType: 'descriptive' }).truthScore;
    expect(on('The effect of dose on weight is stronger for smokers')).toBeGreaterThan(0.95);
    expect(on('Dose affects weight more for smokers')).toBeGreaterThan(0.95);
    expect(on('Dose increases weight more for smokers')).toBeLessThan(0.01);
    expect(on('The effect of dose on weight is weaker for smokers than for non-smokers')).toBeLessThan(0.01);
    expect(run('The effect of dose on the same drop is stronger for smokers').truthScore).toBeLessThan(0.05);
    expect(step(stronger, 'truth-score')?.text).toMatch(/\+ the same in the other direction/);
  });

  it('tests "only for smokers" as the relation for smokers and none for the others (was refused)', () => {
    const only = run('Dose increases the only drop only for smokers');
    expect(only.claim.statement).toBe('higher dose goes with higher only_drop for smoker = yes only, not for smoker = no');
    expect(only.truthScore).toBeGreaterThan(0.8);
    expect(only.steps.map((s) => s.test)).toEqual(['setup', 'ingest', 'relation-by-group', 'relation-in-group', 'no-relation-in-group', 'truth-score']);
    expect(run('Dose has an effect on the only drop only for smokers').truthScore).toBeGreaterThan(0.8);
    // a relation for the others too, or none for the group named, refutes it
    const same = run('Dose increases the same drop only for smokers');
    expect(same.truthScore).toBeLessThan(0.01);
    expect(same.counterHypotheses[0]?.description).toMatch(/^Not only for smoker = yes: for smoker = no too, dose goes with same_drop beyond r=0\.1/);
    const wrongGroup = run('Dose increases the only drop only for non-smokers');
    expect(wrongGroup.truthScore).toBeLessThan(0.01);
    expect(wrongGroup.counterHypotheses.find((c) => c.generated_by === 'relation-in-group')?.strength).toBeGreaterThan(0.9);
  });

  it('answers "not enough data" when a group has fewer than 3 rows', () => {
    const few = { ...data, smoker: data.smoker.map((_, i) => (i < 2 ? 'yes' : 'no')) };
    const r = runCore({ hypothesis: 'Dose increases the bp drop more for smokers', data: few, analysisType: 'descriptive' });
    expect(r.truthScore).toBe(0.5);
    expect(step(r, 'insufficient-data')?.text).toMatch(/smoker = yes has 2 rows with dose and bp_drop; each group needs at least 3/);
  });

  it('signs a proof that verifies', async () => {
    const r = await analyze({ hypothesis: 'Dose increases the bp drop more for smokers', data, analysisType: 'causal' }, { insightId: 'ins_interaction', timestamp: '2026-01-01T00:00:00.000Z' });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});
