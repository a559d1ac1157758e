import { describe, expect, it } from 'vitest';
import { runCore } from './analyze.ts';

/** Deterministic pseudo-data (no Math.random): a linear congruential sequence. */
function uniforms(n: number, seed: number): number[] {
  let s = seed >>> 0;
  return Array.from({ length: n }, () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

// 240 customers in four regions: north spends most (50–60), west next (45–55), south and east least (30–40);
// west churns most (30 %), north 20 %, south and east 5 %
const m = 240;
const u = uniforms(m, 3);
const regions = ['north', 'south', 'east', 'west'] as const;
const region = Array.from({ length: m }, (_, i) => regions[i % 4]!);
const base = { north: 50, south: 30, east: 30, west: 45 };
const churnEvery = { north: 5, south: 20, east: 20, west: 3 };
const data = {
  region,
  spend: region.map((r, i) => base[r] + 10 * u[i]!),
  churned: region.map((r, i) => (Math.floor(i / 4) % churnEvery[r] === 0 ? 'yes' : 'no')),
};
const run = (hypothesis: string) => runCore({ hypothesis, data, analysisType: 'descriptive' });

describe('a group said to be the highest is compared with each other group, not with the others pooled', () => {
  it('west spends more than the others pooled, but not the most: north spends more (was 1.000)', () => {
    expect(run('West customers spend more').truthScore).toBeGreaterThan(0.9);
    for (const h of ['West customers spend the most', 'The west has the highest spend', 'West customers spend more than any other region']) {
      const r = run(h);
      expect(r.claim.statement, h).toBe('mean spend is higher for region = west than for each other region group (east, north, south)');
      expect(r.truthScore, h).toBeLessThan(0.05);
    }
    expect(run('North customers spend the most').truthScore).toBeGreaterThan(0.95);
  });

  it('the proof lists each comparison and shows the closest one, whose counter-hypotheses are reported', () => {
    const r = run('North customers spend the most');
    const each = r.steps.find((s) => s.test === 'against-each');
    expect(each?.text).toMatch(/^\[\d+\] region = north against each other region group, one comparison each: east [\d.e-]+, south [\d.e-]+, west [\d.e-]+; the lowest, against west, is the score/);
    expect(r.steps.find((s) => s.test === 'welch-t')?.text).toMatch(/region=north .* vs region=west|north .*vs west/);
    expect(r.scoreKind).toMatch(/the lowest of 3 comparisons, one with each other region group$/);
  });

  it('reads "the least" and "most often" the same way, on a share too', () => {
    expect(run('South customers spend the least').claim.statement).toBe('mean spend is lower for region = south than for each other region group (east, north, west)');
    const often = run('West customers churn most often');
    expect(often.claim.statement).toBe('the share of churned = yes is higher for region = west than for each other region group (east, north, south)');
    expect(often.truthScore).toBeGreaterThan(run('North customers churn most often').truthScore);
  });
});
