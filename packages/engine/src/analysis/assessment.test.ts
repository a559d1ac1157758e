import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '@verity/contracts/assessment';
import { analyze } from './analyze.ts';
import { analyzeAssessment } from './assessment.ts';
import { EngineError } from './errors.ts';
import { MIXED_ASSESSMENT_ANSWERS } from '@verity/contracts/assessment-samples';

// Option scores × weights used below (from packages/contracts/src/assessment.ts):
// data-sources owner-reconciles 70×1.5, decision-confidence presented-only 40×2,
// insight-velocity within-week 70×1, bias-detection check-if-time 65×2,
// data-quality stakeholder-notices 30×2 (next: scheduled-checks 85×1.5),
// hypothesis-testing before-after-test 60×1.5, collaboration-scale scheduled-dashboards 70×1,
// model-validation launch-only 30×2.
const MIXED = MIXED_ASSESSMENT_ANSWERS;
const BEST = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[0]!.value]));

describe('analyzeAssessment', () => {
  it('scores the answers with their weights and ranks the weakest categories by weighted score', () => {
    const r = analyzeAssessment({ truthScore: 51, userAnswers: MIXED, engagementLevel: 'high' });
    // Σ score×weight = 665 of 1300 → 51.2; all related answers within 40 points, nothing to discount
    expect(r.answeredScore).toBe(51.2);
    expect(r.truthScore).toBe(51);
    expect(r.inconsistentPairs).toEqual([]);
    // validation (40×2 + 65×2 + 30×2) / 600 = 45; data health (105 + 60) / 350 = 47;
    // analysis (70 + 90) / 250 = 64; decision 70
    expect(r.weakestCategories).toEqual([
      { category: 'validation', score: 45 },
      { category: 'dataHealth', score: 47 },
      { category: 'analysis', score: 64 },
      { category: 'decision', score: 70 },
    ]);
  });

  it('turns each weak answer into its next better practice, with the exact Truth Score gain', () => {
    const r = analyzeAssessment({ userAnswers: MIXED, engagementLevel: 'high' });
    const first = r.recommendations[0]!;
    // data-quality 30×2 → 85×1.5: (665 − 60 + 127.5) / (1300 − 200 + 150) = 58.6, +7.45
    expect(first.questionId).toBe('data-quality');
    expect(first.impactPoints).toBeCloseTo(7.45, 1);
    expect(first.priority).toBe('high');
    expect(first.feature).toBe('data-quality-engine');
    expect(first.action).toContain('Scheduled checks on key tables');
    expect(first.impact).toMatch(/^\+7\.[45] points on your Truth Score \(this answer 30 → 85/);
    expect(r.recommendations).toHaveLength(5);
    const gains = r.recommendations.map((x) => x.impactPoints);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('discounts answers that related answers do not corroborate', () => {
    // Best everywhere, but bias-detection "rerun until it agrees" (10×2.5): the independent review (100)
    // and the controlled tests (100) it sits beside are capped at 10 + 40 = 50.
    const r = analyzeAssessment({ userAnswers: { ...BEST, 'bias-detection': 'rerun-until-agrees' }, engagementLevel: 'high' });
    expect(r.inconsistentPairs.map((p) => [p.questions, p.discount])).toEqual([
      [['decision-confidence', 'bias-detection'], 50],
      [['bias-detection', 'hypothesis-testing'], 50],
    ]);
    // answered 1075 / 1300 = 82.7; corroborated (1075 − 100 − 75) / 1300 = 69.2
    expect(r.answeredScore).toBe(82.7);
    expect(r.truthScore).toBe(69);
    expect(r.consistency).toBeLessThan(0.8);
    expect(r.recommendations[0]).toMatchObject({ priority: 'high', feature: 'adversarial-testing', questionId: null });
    expect(r.recommendations[0]!.impact).toContain('13.5 points');
  });

  it('pulls a partly answered session toward 50 and asks for the rest', () => {
    const r = analyzeAssessment({ userAnswers: { 'data-sources': 'governed-lineage' }, engagementLevel: 'low' });
    // shrink = 0.5 × 7/8 + 0.1 (low engagement) = 0.5375 → 100 × 0.4625 + 50 × 0.5375 = 73.1
    expect(r.truthScore).toBe(73);
    expect(r.answeredQuestions).toBe(1);
    expect(r.recommendations).toEqual([
      expect.objectContaining({ action: expect.stringContaining('7 remaining questions'), impactPoints: 21.9 }),
    ]);
  });

  it('has nothing to improve when every answer is the best one', () => {
    const r = analyzeAssessment({ userAnswers: BEST, engagementLevel: 'high' });
    expect(r.truthScore).toBe(100);
    expect(r.recommendations).toHaveLength(1);
    expect(r.recommendations[0]!.impactPoints).toBe(0);
  });

  it('rejects malformed input with invalid_data naming the field', () => {
    expect(() => analyzeAssessment(null)).toThrow(EngineError);
    expect(() => analyzeAssessment({ categoryScores: {} })).toThrow(/data\.userAnswers/);
    expect(() => analyzeAssessment({ userAnswers: {} })).toThrow(/at least one answer/);
    expect(() => analyzeAssessment({ userAnswers: { teleport: 'yes' } })).toThrow(/data\.userAnswers\.teleport/);
    expect(() => analyzeAssessment({ userAnswers: { 'data-quality': 'perfect' } })).toThrow(/data\.userAnswers\.data-quality/);
    expect(() => analyzeAssessment({ userAnswers: MIXED, truthScore: 500 })).toThrow(/data\.truthScore.*0 to 100/);
    expect(() => analyzeAssessment({ userAnswers: MIXED, categoryScores: { dataHealth: -1 } })).toThrow(/categoryScores\.dataHealth/);
    // three validation answers at 100 score 300 ÷ 200 = 150 under the spec's formula: accepted
    expect(analyzeAssessment({ userAnswers: BEST, categoryScores: { dataHealth: 100, analysis: 100, decision: 50, validation: 150 } }).truthScore).toBe(95);
  });

  it('does not depend on the order of the answers', () => {
    const reversed = Object.fromEntries(Object.entries(MIXED).reverse());
    expect(analyzeAssessment({ userAnswers: reversed })).toEqual(analyzeAssessment({ userAnswers: MIXED }));
  });

  it('is reachable through analyze() with context kind truth-assessment', () => {
    const r = analyze(
      {
        hypothesis: 'assessment',
        analysisType: 'predictive',
        context: { kind: 'truth-assessment' },
        data: { truthScore: 51, categoryScores: { dataHealth: 50, analysis: 65, decision: 35, validation: 68 }, userAnswers: MIXED, engagementLevel: 'medium' },
      },
      { insightId: 'a1', timestamp: '2026-01-01T00:00:00.000Z' },
    );
    expect(r.assessment?.truthScore).toBe(51); // 51.15 shrunk 5% toward 50
    expect(r.truthScore).toBeCloseTo(0.51, 10);
    expect(r.assessment?.recommendations[0]).toHaveProperty('action');
    expect(r.counterHypotheses.length).toBeGreaterThanOrEqual(3);
  });
});
