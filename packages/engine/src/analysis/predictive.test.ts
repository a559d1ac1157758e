import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { fmt } from './context.ts';

/** Deterministic normals (no Math.random): Box–Muller over a linear congruential sequence. */
function normals(n: number, seed: number): number[] {
  let s = seed >>> 0;
  const u = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return Array.from({ length: n }, () => Math.sqrt(-2 * Math.log(u() + 1e-12)) * Math.cos(2 * Math.PI * u()));
}

/** The proof chain ends with the score returned, and no step asserts another score. */
function expectProofEndsWithScore(r: ReturnType<typeof runCore>): void {
  const last = r.steps.at(-1)!;
  expect(last.test).toBe('truth-score');
  expect(last.stats.truth).toBeCloseTo(r.truthScore, 10);
  expect(last.text).toContain(`= ${fmt(r.truthScore)}`);
  expect(r.steps.filter((s) => s.test === 'truth-score')).toHaveLength(1);
  for (const s of r.steps) {
    const arrow = /→ ([-0-9.e+]+)$/.exec(s.text);
    if (arrow) expect(arrow[1]).toBe(fmt(r.truthScore));
    if (typeof s.stats.truth === 'number' && s.test !== 'partial-correlation') expect(s.stats.truth).toBeCloseTo(r.truthScore, 10);
  }
}

describe('predictive analysis proof', () => {
  const x = normals(1000, 50);
  const e = normals(1000, 51);

  it('ends with the cross-validated score, not the association view', () => {
    const data = { ad_spend: x, sales: x.map((v, i) => 0.13 * v + (e[i] as number)) };
    const r = runCore({ hypothesis: 'Ad spend predicts sales', data, analysisType: 'predictive' });
    expectProofEndsWithScore(r);
    // the association is still reported (its outlier check is a counter-hypothesis)
    expect(r.steps.some((s) => s.test === 'normal-scores-correlation')).toBe(true);
  });

  it('does so for unrelated noise too', () => {
    const data = { noise: x, sales: e };
    const r = runCore({ hypothesis: 'Noise predicts sales', data, analysisType: 'predictive' });
    expect(r.truthScore).toBeLessThan(0.1);
    expectProofEndsWithScore(r);
  });

  it('does not call noise overfitted at full strength', () => {
    const r = runCore({ hypothesis: 'Noise predicts sales', data: { noise: x, sales: e }, analysisType: 'predictive' });
    const overfit = r.counterHypotheses.find((c) => c.generated_by === 'cross-validation');
    expect(overfit?.strength ?? 0).toBeLessThan(0.1);
    expect(r.counterHypotheses.find((c) => c.generated_by === 'robustness:normal-scores')?.strength ?? 0).toBeLessThan(0.1);
  });
});
