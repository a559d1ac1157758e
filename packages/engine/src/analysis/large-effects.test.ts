import { describe, expect, it } from 'vitest';
import { analyze, runCore } from './analyze.ts';
import { verifyProof } from '../proof/verify-proof.ts';
import { normals } from './test-data.ts';

// 400 rows: smokers' drop higher by 0.3 SD (small) in one column and by 1 SD (large) in the other;
// revenue follows spend weakly (r ≈ 0.2), sales strongly (r ≈ 0.8); smokers churn at 50% against 20%
// and miss a visit at 23% against 20%
const m = 400;
const [e1, e2, e3, e4, e5] = [1, 2, 3, 4, 5].map((k) => normals(m, k)) as [number[], number[], number[], number[], number[]];
const smoker = Array.from({ length: m }, (_, i) => (i % 2 === 0 ? 'yes' : 'no'));
const data = {
  smoker,
  small_drop: smoker.map((s, i) => (s === 'yes' ? 0.3 : 0) + e1[i]!),
  big_drop: smoker.map((s, i) => (s === 'yes' ? 1 : 0) + e2[i]!),
  spend: e3,
  revenue: e3.map((x, i) => 0.2 * x + e4[i]!),
  sales: e3.map((x, i) => 0.8 * x + 0.6 * e5[i]!),
  churned: smoker.map((s, i) => (i % 20 < (s === 'yes' ? 10 : 4) ? 'yes' : 'no')),
  missed: smoker.map((s, i) => (i % 200 < (s === 'yes' ? 46 : 40) ? 'yes' : 'no')),
};
const run = (hypothesis: string) => runCore({ hypothesis, data, analysisType: 'descriptive' });

describe('a claim of a large effect ("much higher", "strongly increases") is tested beyond a medium one', () => {
  it('a small difference passes "higher" but not "much higher"; a large one passes both', () => {
    expect(run('Smokers have a higher small drop').truthScore).toBeGreaterThan(0.8);
    const much = run('Smokers have a much higher small drop');
    expect(much.claim.statement).toBe('mean small_drop is higher for smoker = yes than for no, by a large margin (more than half a standard deviation (d > 0.5): "much")');
    expect(much.truthScore).toBeLessThan(0.1);
    expect(much.steps[0]?.stats.params).toMatchObject({ d: 0.5, r: 0.3, riskDifference: 0.1 });
    expect(run('Smokers have a far higher big drop than non-smokers').truthScore).toBeGreaterThan(0.9);
  });

  it('a weak relation passes "increases" but not "strongly increases"', () => {
    expect(run('Spend increases revenue').truthScore).toBeGreaterThan(0.8);
    expect(run('Spend strongly increases revenue').truthScore).toBeLessThan(0.3);
    expect(run('Spend strongly increases sales').truthScore).toBeGreaterThan(0.9);
  });

  it('denied, the large effect is what is denied: a small difference passes (was: the denial dropped, read as "higher")', () => {
    const notMuch = run('Smokers do not have a much higher small drop');
    expect(notMuch.claim.statement).toMatch(/^mean small_drop is not higher for smoker = yes than for no by a large margin/);
    expect(notMuch.truthScore).toBeGreaterThan(0.9);
    expect(run('Smokers do not have a much higher big drop').truthScore).toBeLessThan(0.1);
    // without a word of size, "not higher" still denies any meaningful difference
    expect(run('Smokers do not have a higher small drop').truthScore).toBeLessThan(0.3);
    expect(run("Smokers don't have a slightly higher small drop").claim.statement).toBe('mean small_drop is not higher for smoker = yes than for no');
    const notStrongly = run('Spend does not strongly increase revenue');
    expect(notStrongly.claim.statement).toMatch(/no strong association .*none beyond a correlation of 0\.3/);
    expect(notStrongly.truthScore).toBeGreaterThan(0.7);
  });

  it('reads "differs greatly" and "much different" as a large difference either way', () => {
    const greatly = run('The small drop differs greatly between smokers and non-smokers');
    expect(greatly.claim.statement).toMatch(/^mean small_drop differs .*by a large margin \(an effect size r beyond 0\.3 across the groups: "greatly"\)$/);
    expect(greatly.truthScore).toBeLessThan(0.1);
    expect(run('The small drop differs between smokers and non-smokers').truthScore).toBeGreaterThan(0.5);
    expect(run('The big drop is much different for smokers').truthScore).toBeGreaterThan(0.9);
  });

  it('reads a size said with a noun: "a strong correlation", "a large effect", "no strong correlation" (were the plain relation)', () => {
    const strong = run('There is a strong correlation between spend and revenue');
    expect(strong.claim.statement).toBe('spend and revenue are associated, by a large margin (a correlation beyond 0.3: "strong")');
    expect(strong.truthScore).toBeLessThan(0.05);
    expect(run('Spend has a large effect on sales').truthScore).toBeGreaterThan(0.95);
    expect(run('Spend has a huge impact on revenue').truthScore).toBeLessThan(0.05);
    expect(run('There is a large difference in the small drop between smokers and non-smokers').truthScore).toBeLessThan(0.05);
    // denied: the large effect is what is denied (the "no" was lost before "strong")
    const none = run('There is no strong correlation between spend and revenue');
    expect(none.claim.statement).toBe('spend has no strong association with revenue (none beyond a correlation of 0.3: "strong")');
    expect(none.truthScore).toBeGreaterThan(0.9);
    expect(run('Spend has no large effect on sales').truthScore).toBeLessThan(0.05);
    // a noun that names the measure is not a size ("a big gap" of a column named gap)
    const gaps = runCore({ hypothesis: 'A big gap goes with higher sales', data: { gap: data.spend, sales: data.sales }, analysisType: 'descriptive' });
    expect(gaps.claim.statement).not.toMatch(/large margin/);
  });

  it('signs a proof that verifies with the widened minimum effect', async () => {
    const r = await analyze({ hypothesis: 'Smokers have a much higher big drop', data, analysisType: 'descriptive' }, { insightId: 'ins_large', timestamp: '2026-01-01T00:00:00.000Z' });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});

describe('a claim of a small effect ("slightly higher", "weakly increases") is not passed by a large one (ADR 0037)', () => {
  it('a small difference passes "slightly higher"; a large one, which passes "higher", does not (was 1.000)', () => {
    const slight = run('Smokers have a slightly higher small drop');
    expect(slight.claim.statement).toBe('mean small_drop is higher for smoker = yes than for no, by a small margin (at most half a standard deviation (d ≤ 0.5): "slightly")');
    expect(slight.truthScore).toBeGreaterThan(0.8);
    expect(slight.scoreKind).toMatch(/by more than d=0\.1 and less than d=0\.5/);
    expect(slight.steps[0]?.stats.params).toMatchObject({ d: 0.1, ceiling: { d: 0.5, r: 0.3, riskDifference: 0.1 } });
    expect(run('Smokers have a higher big drop').truthScore).toBeGreaterThan(0.9);
    const notSlight = run('Smokers have a slightly higher big drop');
    expect(notSlight.truthScore).toBeLessThan(0.05);
    const larger = notSlight.counterHypotheses.find((c) => c.generated_by === 'effect-size');
    expect(larger?.description).toBe('Larger than claimed: big_drop is higher for smoker=yes than for smoker=no by more than d=0.5, not by a small margin');
    expect(larger?.strength).toBeGreaterThan(0.9);
    // the adjusted view (causal) bounds the effect the same way
    expect(runCore({ hypothesis: 'Smokers have a somewhat higher big drop', data, analysisType: 'causal' }).truthScore).toBeLessThan(0.05);
  });

  it('a weak relation passes "weakly increases" and "is weakly related to"; a strong one passes neither', () => {
    expect(run('Spend weakly increases revenue').truthScore).toBeGreaterThan(0.8);
    expect(run('Spend is weakly related to revenue').claim.statement).toBe('spend and revenue are associated, by a small margin (a correlation of at most 0.3: "weakly")');
    expect(run('Spend weakly increases sales').truthScore).toBeLessThan(0.01);
    expect(runCore({ hypothesis: 'Spend slightly increases sales', data, analysisType: 'causal' }).truthScore).toBeLessThan(0.01);
  });

  it('bounds a difference of two shares at 10 percentage points', () => {
    const slight = run('Smokers are slightly more likely to have missed a visit');
    expect(slight.claim.statement).toMatch(/by a small margin \(at most 10 percentage points: "slightly"\)$/);
    expect(slight.scoreKind).toMatch(/by more than 0\.01 and less than 0\.1/);
    const far = run('Smokers are slightly more likely to have churned');
    expect(far.truthScore).toBeLessThan(0.01);
    expect(run('Smokers are more likely to have churned').truthScore).toBeGreaterThan(0.99);
  });

  it('reads a small size said with a noun: "a weak correlation", "a small effect"', () => {
    expect(run('There is a weak correlation between spend and revenue').truthScore).toBeGreaterThan(0.8);
    const weak = run('There is a weak correlation between spend and sales');
    expect(weak.claim.statement).toBe('spend and sales are associated, by a small margin (a correlation of at most 0.3: "weak")');
    expect(weak.truthScore).toBeLessThan(0.01);
    expect(run('Spend has a modest effect on sales').truthScore).toBeLessThan(0.01);
    // "little effect", "hardly any difference", "a negligible impact" say almost none: a claim of no
    // meaningful effect (was read as an effect), and not a small one; "a little effect" is some
    const little = run('Spend has little effect on revenue');
    expect(little.claim.statement).toBe('spend has no meaningful association with revenue');
    expect(little.truthScore).toBeLessThan(0.2);
    expect(run('Spend has a negligible impact on sales').truthScore).toBeLessThan(0.01);
    expect(run('There is hardly any difference in the small drop between smokers and non-smokers').claim.statement).toMatch(/does not differ/);
    expect(run('Spend has a little effect on revenue').claim.statement).toMatch(/^spend and revenue are associated/);
  });

  it('denied, the word is read as before', () => {
    const denied = run('Smokers do not have even a slightly higher big drop');
    expect(denied.claim.statement).toBe('mean big_drop is not higher for smoker = yes than for no');
    expect(denied.truthScore).toBeLessThan(0.05);
  });

  it('"differs slightly", "slightly different": a small difference either way (was any difference)', () => {
    const slight = run('The small drop differs slightly between smokers and non-smokers');
    expect(slight.claim.statement).toBe('mean small_drop differs across the 2 groups of smoker, by a small margin (an effect size r of at most 0.3 across the groups: "slightly")');
    expect(slight.truthScore).toBeGreaterThan(0.8);
    // a 1 SD difference (r ≈ 0.45) differed "slightly" at 1.000 before
    const big = run('The big drop differs slightly between smokers and non-smokers');
    expect(big.truthScore).toBeLessThan(0.1);
    expect(big.counterHypotheses.some((c) => c.description.startsWith('Larger than claimed') && c.strength > 0.9)).toBe(true);
    expect(run('The big drop is slightly different for smokers').truthScore).toBeLessThan(0.1);
  });

  it('a size said of the change a claim names: "a slight increase in", "a large increase in", "a sharp rise in" (were the plain direction)', () => {
    const slight = run('Spend leads to a slight increase in revenue');
    expect(slight.claim.statement).toBe('higher spend goes with higher revenue, by a small margin (a correlation of at most 0.3: "slight")');
    expect(slight.truthScore).toBeGreaterThan(0.8);
    expect(run('Spend leads to a slight increase in sales').truthScore).toBeLessThan(0.01);
    expect(run('Spend leads to a large increase in revenue').truthScore).toBeLessThan(0.05);
    expect(run('Spend causes a sharp rise in sales').truthScore).toBeGreaterThan(0.95);
    expect(run('Smoking leads to a slight increase in the small drop').truthScore).toBeGreaterThan(0.8);
    expect(run('Smoking leads to a slight increase in the big drop').truthScore).toBeLessThan(0.01);
  });

  it('a word of size before a noun of effect is not read as part of a column name ("big" in "a big increase in the small drop")', () => {
    // was: "big" matched big_drop, and the claim tested big_drop
    const wrongColumn = run('Smokers have a big increase in the small drop');
    expect(wrongColumn.claim.statement).toMatch(/^mean small_drop is higher for smoker = yes than for no, by a large margin/);
    expect(wrongColumn.truthScore).toBeLessThan(0.1);
    expect(run('Smokers have a small increase in the big drop').claim.statement).toMatch(/^mean big_drop is higher .*by a small margin/);
  });

  it('signs a proof that verifies with the ceiling', async () => {
    const r = await analyze({ hypothesis: 'Smokers have a slightly higher small drop', data, analysisType: 'descriptive' }, { insightId: 'ins_small', timestamp: '2026-01-01T00:00:00.000Z' });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});
