import { describe, expect, it } from 'vitest';
import { analyze, runCore } from './analyze.ts';
import { verifyProof } from '../proof/verify-proof.ts';

/** Deterministic pseudo-data (no Math.random): a linear congruential sequence. */
function normals(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u() + 1e-12)) * Math.cos(2 * Math.PI * u()));
}

// 400 rows: smokers' drop higher by 0.3 SD (small) in one column and by 1 SD (large) in the other;
// revenue follows spend weakly (r ≈ 0.2), sales strongly (r ≈ 0.8)
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
    expect(greatly.claim.statement).toMatch(/^mean small_drop differs .*by a large margin \(more than half a standard deviation \(d > 0\.5\): "greatly"\)$/);
    expect(greatly.truthScore).toBeLessThan(0.1);
    expect(run('The small drop differs between smokers and non-smokers').truthScore).toBeGreaterThan(0.5);
    expect(run('The big drop is much different for smokers').truthScore).toBeGreaterThan(0.9);
  });

  it('signs a proof that verifies with the widened minimum effect', async () => {
    const r = await analyze({ hypothesis: 'Smokers have a much higher big drop', data, analysisType: 'descriptive' }, { insightId: 'ins_large', timestamp: '2026-01-01T00:00:00.000Z' });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});
