import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';
import { fmt } from './context.ts';
import { normals } from './test-data.ts';

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

describe('a direction said with a prediction', () => {
  const x = normals(200, 60);
  const e = normals(200, 61);
  const data = { price: x, units_sold: x.map((v, i) => -0.8 * v + 0.5 * (e[i] as number)) };
  it('passes when the prediction goes that way and fails when it goes the other', () => {
    const lower = runCore({ hypothesis: 'Higher prices predict fewer units sold', data, analysisType: 'predictive' });
    expect(lower.claim.kind).toBe('predict');
    expect(lower.claim.statement).toContain('higher price with lower units_sold');
    expect(lower.truthScore).toBeGreaterThan(0.95);
    expectProofEndsWithScore(lower);
    for (const h of ['A higher price goes with more units sold', 'Higher prices predict more units sold']) {
      const r = runCore({ hypothesis: h, data, analysisType: 'predictive' });
      expect(r.claim.statement, h).toMatch(/higher (price|units_sold) with higher (units_sold|price)$/);
      expect(r.truthScore, h).toBeLessThan(0.05);
      expect(r.steps.find((s) => s.test === 'direction')?.text, h).toMatch(/Direction said: higher (price|units_sold) with higher (units_sold|price); normal-scores r=-0\.\d+ → P\(r > 0\)=/);
      expectProofEndsWithScore(r);
    }
  });
  it('leaves a prediction with no direction as it was', () => {
    const r = runCore({ hypothesis: 'Price predicts units sold', data, analysisType: 'predictive' });
    expect(r.claim.statement).toBe('price predicts units_sold out of sample');
    expect(r.steps.some((s) => s.test === 'direction')).toBe(false);
    expect(r.truthScore).toBeGreaterThan(0.95);
  });
});
