import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { analyzeAssessment } from './assessment.ts';
import { EngineError } from './errors.ts';

const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, 'b']));

describe('analyzeAssessment', () => {
  it('targets the weakest categories with impact computed from the gap', () => {
    const r = analyzeAssessment({ truthScore: 60, categoryScores: { dataHealth: 70, analysis: 40, decision: 85, validation: 55 }, userAnswers: answers, engagementLevel: 'high' });
    expect(r.weakestCategories.map((w) => w.category)).toEqual(['analysis', 'validation', 'dataHealth', 'decision']);
    expect(r.recommendations[0]).toMatchObject({ priority: 'high' });
    expect(r.recommendations[0]!.impact).toContain('from 40 to 80 (+40 points), about +10.0');
    expect(r.recommendations.some((x) => x.impact.includes('from 55 to 80'))).toBe(true);
    expect(r.recommendations.length).toBeLessThanOrEqual(5);
    expect(r.truthScore).toBeGreaterThan(45);
    expect(r.truthScore).toBeLessThan(70);
  });

  it('shrinks toward 50 when evidence is thin or inconsistent', () => {
    const strong = analyzeAssessment({ truthScore: 90, categoryScores: { dataHealth: 90, analysis: 90, decision: 90, validation: 90 }, userAnswers: answers, engagementLevel: 'high' });
    const thin = analyzeAssessment({ truthScore: 90, categoryScores: { dataHealth: 90, analysis: 90, decision: 90, validation: 90 }, userAnswers: { q1: 'a' }, engagementLevel: 'low' });
    const inconsistent = analyzeAssessment({ truthScore: 20, categoryScores: { dataHealth: 100, analysis: 80, decision: 100, validation: 80 }, userAnswers: answers, engagementLevel: 'high' });
    expect(strong.truthScore).toBe(90);
    expect(thin.truthScore).toBeLessThan(strong.truthScore);
    expect(inconsistent.consistency).toBeLessThan(0.5);
    expect(inconsistent.truthScore).toBeLessThan(90);
  });

  it('rejects malformed input with invalid_data', () => {
    expect(() => analyzeAssessment({ categoryScores: { dataHealth: 50 } })).toThrow(EngineError);
    expect(() => analyzeAssessment({ categoryScores: { dataHealth: 500, analysis: 1, decision: 1, validation: 1 } })).toThrow(/0 to 100/);
    expect(() => analyzeAssessment(null)).toThrow(EngineError);
  });

  it('is reachable through analyze() with context kind truth-assessment', () => {
    const r = analyze(
      { hypothesis: 'assessment', analysisType: 'predictive', context: { kind: 'truth-assessment' },
        data: { truthScore: 62, categoryScores: { dataHealth: 70, analysis: 40, decision: 85, validation: 55 }, userAnswers: answers, engagementLevel: 'medium' } },
      { insightId: 'a1', timestamp: '2026-01-01T00:00:00.000Z' },
    );
    expect(r.assessment?.truthScore).toBeGreaterThan(0);
    expect(r.truthScore).toBeCloseTo((r.assessment?.truthScore ?? 0) / 100, 10);
    expect(r.assessment?.recommendations[0]).toHaveProperty('action');
    expect(r.counterHypotheses.length).toBeGreaterThanOrEqual(3);
  });
});
