import { describe, expect, it } from 'vitest';
import { costPerAnalysisAt, simulateCost } from './model.ts';
import { measureCpuSecondsPerRow, runWorkload } from './workload.ts';

const params = { cpuSecondsPerRow: 2e-6, costPerCpuSecond: 1e-5, costPerRequestUsd: 0.001, measurement: 'test' };

describe('cost model', () => {
  it('costs compute plus the per-request figure at volume 1', () => {
    // 2e-6 s/row × 1000 rows × $1e-5/s = $2e-8; + $0.001
    expect(costPerAnalysisAt(params, 1000, 1)).toBeCloseTo(0.00100002, 12);
  });

  it('takes 15% off per 10× volume, also between the decades', () => {
    const base = costPerAnalysisAt(params, 1000, 1);
    expect(costPerAnalysisAt(params, 1000, 100)).toBeCloseTo(base * 0.7225, 12);
    expect(costPerAnalysisAt(params, 1000, Math.sqrt(10))).toBeCloseTo(base * Math.sqrt(0.85), 12);
  });

  it('computes the gross margin at the plan price', () => {
    // enterprise $999: monthly = 1e6 × base × 0.85^6
    const sim = simulateCost(params, { analysesPerMonth: 1_000_000, rowsPerAnalysis: 1000, planId: 'enterprise' });
    const monthly = 1e6 * 0.00100002 * 0.85 ** 6;
    expect(sim.monthlyCost / monthly).toBeCloseTo(1, 5); // 6 significant figures
    expect(sim.plan?.grossMargin).toBeCloseTo((999 - monthly) / 999, 4);
    expect(sim.plan?.withinLimit).toBe(true);
    expect(sim.meetsCostTarget).toBe(true);
  });

  it('measures a positive, stable CPU figure from a real workload', () => {
    expect(Number.isFinite(runWorkload(100))).toBe(true);
    const perRow = measureCpuSecondsPerRow(5_000, 3);
    expect(perRow).toBeGreaterThan(0);
    expect(perRow).toBeLessThan(1e-3);
  });
});
