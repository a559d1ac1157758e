/**
 * Runs the labelled dev cases (a copy of shared/bench/engine/dev_cases.jsonl)
 * through analyze() and scores them as score_bench.py does: status accuracy,
 * Brier on supported/refuted cases, confounder recall. Gates: ≥ 0.9, ≤ 0.10, ≥ 0.8.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { analyze, type AnalysisResult } from './analyze.ts';

interface DevCase {
  id: string;
  hypothesis: string;
  data: unknown;
  analysisType: 'predictive' | 'causal' | 'descriptive' | 'prescriptive';
  truth: 'supported' | 'refuted' | 'inconclusive';
  planted: { confounder?: string; expect_confounder_counter?: boolean; irrelevant?: string };
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const mentions = (c: { description: string; generated_by: string }, col: string) => (norm(c.description) + '|' + norm(c.generated_by)).includes(norm(col));

describe('dev cases (shared/bench/engine)', () => {
  const cases: DevCase[] = readFileSync(new URL('./fixtures/dev_cases.jsonl', import.meta.url), 'utf8')
    .trim().split('\n').map((l) => JSON.parse(l));

  it('meets the accuracy, Brier and confounder-recall gates', () => {
    let correct = 0;
    const brier: number[] = [];
    let confHit = 0;
    let confTotal = 0;
    let falseAlarms = 0;
    const wrong: string[] = [];
    for (const c of cases) {
      const r: AnalysisResult = analyze({ hypothesis: c.hypothesis, data: c.data, analysisType: c.analysisType }, { insightId: c.id, timestamp: '2026-01-01T00:00:00.000Z' });
      expect(r.counterHypotheses.length).toBeGreaterThanOrEqual(3);
      const strengths = r.counterHypotheses.map((h) => h.strength);
      expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
      const ok = { supported: r.status === 'passed', refuted: r.status === 'failed', inconclusive: r.status !== 'passed' }[c.truth];
      if (ok) correct++;
      else wrong.push(`${c.id} (${c.truth}, score ${r.truthScore.toFixed(3)}): ${c.hypothesis}`);
      if (c.truth !== 'inconclusive') brier.push((r.truthScore - (c.truth === 'supported' ? 1 : 0)) ** 2);
      if (c.planted.expect_confounder_counter && c.planted.confounder) {
        confTotal++;
        if (r.counterHypotheses.some((h) => mentions(h, c.planted.confounder as string) && h.strength >= 0.5)) confHit++;
      }
      if (c.planted.irrelevant && r.counterHypotheses.some((h) => mentions(h, c.planted.irrelevant as string) && h.strength >= 0.5)) falseAlarms++;
    }
    const accuracy = correct / cases.length;
    const brierScore = brier.reduce((s, v) => s + v, 0) / brier.length;
    const recall = confTotal ? confHit / confTotal : 1;
    console.log(
      `dev cases: status accuracy ${accuracy.toFixed(3)} (${correct}/${cases.length}; target ≥ 0.95, fails below 0.9), ` +
        `Brier ${brierScore.toFixed(4)} (target ≤ 0.05, fails above 0.10), ` +
        `confounder recall ${confHit}/${confTotal} at strength ≥ 0.5 (target all, fails below 0.8), false confounder alarms ${falseAlarms}`,
    );
    if (wrong.length) console.log(`wrong:\n  ${wrong.join('\n  ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
    expect(brierScore).toBeLessThanOrEqual(0.1);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });
});
