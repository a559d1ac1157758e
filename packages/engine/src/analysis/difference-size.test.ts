import { describe, expect, it } from 'vitest';
import { analyze, runCore } from './analyze.ts';
import { verifyProof } from '../proof/verify-proof.ts';
import { normals } from './test-data.ts';

// 200 orders: variant B's mean order value is 9 above A's (SD 10)
const n = 200;
const e = normals(n, 101);
const variant = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'A' : 'B'));
const data = { variant, order_value: variant.map((v, i) => (v === 'A' ? 48 : 57) + 10 * e[i]!) };
const run = (hypothesis: string, analysisType: 'descriptive' | 'prescriptive' | 'causal' = 'prescriptive') => runCore({ hypothesis, data, analysisType });

describe('a lower bound on the difference of two means ("by at least 5"; ADR 0041, was refused)', () => {
  it('passes a bound the difference clears and fails one it does not', () => {
    const five = run('Variant B raises order value by at least 5');
    expect(five.claim.statement).toBe('mean order_value is higher for variant = B than for A, by at least 5');
    expect(five.truthScore).toBeGreaterThan(0.9);
    expect(run("B's orders are at least 5 dollars larger than A's").truthScore).toBeGreaterThan(0.9);
    const fifteen = run('Variant B raises order value by more than 15');
    expect(fifteen.truthScore).toBeLessThan(0.01);
    expect(fifteen.counterHypotheses.find((c) => c.description.startsWith('Smaller than claimed'))?.strength).toBeGreaterThan(0.95);
    // without the bound, the same data pass the direction
    expect(run('Variant B raises order value').truthScore).toBeGreaterThan(0.95);
    expect(run('Variant A raises order value by at least 5').truthScore).toBeLessThan(0.01);
  });

  it('reads only lower bounds, and not in a causal analysis', () => {
    expect(() => run('Variant B raises order value by 5')).toThrow(/gives the size of a change \("by 5"\)/);
    expect(() => run('Variant B raises order value by at most 15')).toThrow(/gives the size of a change/);
    expect(() => run('Variant B raises order value by at least 5', 'causal')).toThrow(/bounds the difference \("at least 5"\) in order_value's units, which a causal analysis does not test/);
  });

  it('records the bound in the proof, which verifies', async () => {
    const r = await analyze({ hypothesis: 'Variant B raises order value by at least 5', data, analysisType: 'prescriptive' }, { insightId: 'ins_gap', timestamp: '2026-01-01T00:00:00.000Z' });
    expect(r.proof.steps[0]!.stats.parse).toMatchObject({ gap: { value: 5, words: 'at least 5' } });
    expect((await verifyProof(r.proof, r.proof.publicKey)).valid).toBe(true);
  });
});
