import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_QUESTIONS,
  assessmentSubmissionSchema,
  cohortWindow,
  engagementLevel,
  engineAssessmentResponseSchema,
  mergeEnrichment,
  scoreAssessment,
  toFeatureId,
  type Answers,
} from './assessment.ts';

// Every expected number below was worked out by hand from spec section 9; the working is in
// the comments so a reviewer can check it without running anything.

/** The fixed answers the browser test uses too. */
const MIXED: Answers = {
  'data-sources': 'owner-reconciles', // 70 × 1.5
  'decision-confidence': 'presented-only', // 40 × 2
  'insight-velocity': 'within-week', // 70 × 1
  'bias-detection': 'check-if-time', // 65 × 2
  'data-quality': 'stakeholder-notices', // 30 × 2
  'hypothesis-testing': 'before-after-test', // 60 × 1.5
  'collaboration-scale': 'scheduled-dashboards', // 70 × 1
  'model-validation': 'launch-only', // 30 × 2
};

const best = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[0]!.value]));
const worst = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[3]!.value]));

describe('the questions', () => {
  it('has the 8 ids and categories of the spec, in order', () => {
    expect(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.category])).toEqual([
      ['data-sources', 'data-health'],
      ['decision-confidence', 'truth-validation'],
      ['insight-velocity', 'analysis-methodology'],
      ['bias-detection', 'truth-validation'],
      ['data-quality', 'data-health'],
      ['hypothesis-testing', 'analysis-methodology'],
      ['collaboration-scale', 'decision-patterns'],
      ['model-validation', 'truth-validation'],
    ]);
  });

  it('gives every question 4 options with scores 10–100, weights 0.5–2.5 and unique values', () => {
    for (const q of ASSESSMENT_QUESTIONS) {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(4);
      expect(q.teachingPoint.length).toBeGreaterThan(40);
      for (const o of q.options) {
        expect(o.score).toBeGreaterThanOrEqual(10);
        expect(o.score).toBeLessThanOrEqual(100);
        expect(o.weight).toBeGreaterThanOrEqual(0.5);
        expect(o.weight).toBeLessThanOrEqual(2.5);
        expect(o.note && o.learns && o.text).toBeTruthy();
      }
    }
  });
});

describe('scoreAssessment, a fully answered mixed session', () => {
  const r = scoreAssessment(MIXED);

  it('truthScore = round(Σ score×weight ÷ Σ 100×weight × 100)', () => {
    // Σ s×w = 105 + 80 + 70 + 130 + 60 + 90 + 70 + 60 = 665; Σ 100×w = 100 × 13 = 1300
    // 665 / 1300 × 100 = 51.15 → 51
    expect(r.truthScore).toBe(51);
    expect(r.answeredCount).toBe(8);
  });

  it('category score = round(category sum ÷ 200 × 100), sums unweighted', () => {
    // data-health 70 + 30 = 100 → 50; analysis 70 + 60 = 130 → 65;
    // decision 70 → 35; validation 40 + 65 + 30 = 135 → 67.5 → 68
    expect(r.categorySums).toEqual({
      'data-health': 100,
      'analysis-methodology': 130,
      'decision-patterns': 70,
      'truth-validation': 135,
    });
    expect([r.dataHealthScore, r.analysisScore, r.decisionScore, r.validationScore]).toEqual([50, 65, 35, 68]);
  });

  it('recommends by the three rules (validation 135 < 150, health 100 < 120, analysis 130 ≥ 100)', () => {
    expect(r.recommendations.map((x) => [x.severity, x.title, x.feature])).toEqual([
      ['high', 'Truth Validation Gap', 'truth-validation'],
      ['medium', 'Data Quality Issues', 'data-quality-engine'],
    ]);
  });

  it('prices from gap and dataScale', () => {
    // gap = 49; dataScale = 435 / 1000 = 0.435
    // price = round(499 × 1.245 × 0.435) = round(270.25) = 270
    // value = round(270 × (3 + 2.45)) = round(1471.5) = 1472; ROI = round(1472 / 270) = round(5.45) = 5
    expect(r.gap).toBe(49);
    expect(r.dataScale).toBeCloseTo(0.435, 12);
    expect(r.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 270, monthlyROI: 1472, roiRatio: 5 });
    expect(r.potentialValue).toBe(1472);
  });
});

describe('scoreAssessment, extremes', () => {
  it('scores the best answers 100 with no recommendations', () => {
    const r = scoreAssessment(best);
    // sums 200 / 200 / 100 / 300 → scores 100, 100, 50, 150 (the spec divides every category by 200)
    expect([r.truthScore, r.dataHealthScore, r.analysisScore, r.decisionScore, r.validationScore]).toEqual([
      100, 100, 100, 50, 150,
    ]);
    expect(r.recommendations).toEqual([]);
    // dataScale 0.8; price = round(499 × 1 × 0.8) = 399; value = 399 × 3 = 1197; ROI 3
    expect(r.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 399, monthlyROI: 1197, roiRatio: 3 });
  });

  it('scores the worst answers', () => {
    const r = scoreAssessment(worst);
    // Σ s×w = 20 + 25 + 22.5 + 25 + 20 + 20 + 22.5 + 25 = 180; Σ 100×w = 1650 → 10.9 → 11
    expect(r.truthScore).toBe(11);
    expect(r.recommendations.map((x) => x.title)).toEqual(['Truth Validation Gap', 'Data Quality Issues', 'Decision Latency']);
    // sums 20 + 25 + 15 + 30 = 90 → dataScale 0.09; gap 89
    // price = round(499 × 1.445 × 0.09) = round(64.89) = 65; value = round(65 × 7.45) = round(484.25) = 484
    // ROI = round(484 / 65) = round(7.45) = 7
    expect(r.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 65, monthlyROI: 484, roiRatio: 7 });
  });
});

describe('recommendation thresholds at their boundaries', () => {
  const titles = (answers: Answers) => scoreAssessment({ ...best, ...answers }).recommendations.map((r) => r.title);

  it('truth-validation: exactly 150 gives no gap, 145 does', () => {
    // 40 + 100 + 10 = 150
    expect(titles({ 'decision-confidence': 'presented-only', 'model-validation': 'never-measured' })).toEqual([]);
    // 70 + 65 + 10 = 145
    expect(
      titles({ 'decision-confidence': 'peer-review', 'bias-detection': 'check-if-time', 'model-validation': 'never-measured' }),
    ).toEqual(['Truth Validation Gap']);
  });

  it('data-health: exactly 120 gives no issue, 100 does', () => {
    // 35 + 85 = 120
    expect(titles({ 'data-sources': 'senior-trust', 'data-quality': 'scheduled-checks' })).toEqual([]);
    // 70 + 30 = 100
    expect(titles({ 'data-sources': 'owner-reconciles', 'data-quality': 'stakeholder-notices' })).toEqual([
      'Data Quality Issues',
    ]);
  });

  it('analysis-methodology: exactly 100 gives no latency, 70 does', () => {
    // 70 + 30 = 100
    expect(titles({ 'insight-velocity': 'within-week', 'hypothesis-testing': 'chart' })).toEqual([]);
    // 40 + 30 = 70
    expect(titles({ 'insight-velocity': 'two-to-four-weeks', 'hypothesis-testing': 'chart' })).toEqual(['Decision Latency']);
  });
});

describe('a partly answered session', () => {
  const r = scoreAssessment({
    'data-sources': 'governed-lineage', // 100 × 1.5
    'bias-detection': 'accept', // 30 × 2
    'collaboration-scale': 'word-of-mouth', // 15 × 1.5
  });

  it('skips unanswered questions in every sum', () => {
    // Σ s×w = 150 + 60 + 22.5 = 232.5; Σ 100×w = 500 → 46.5 → 47
    expect(r.truthScore).toBe(47);
    expect(r.answeredCount).toBe(3);
    // sums: health 100, analysis 0, decision 15, validation 30 → 50, 0, 8 (7.5), 15
    expect([r.dataHealthScore, r.analysisScore, r.decisionScore, r.validationScore]).toEqual([50, 0, 8, 15]);
    // every category sum is under its threshold, an unanswered one (0) included
    expect(r.recommendations).toHaveLength(3);
  });

  it('prices it from the answered sums', () => {
    // gap 53; dataScale 145 / 1000; price = round(499 × 1.265 × 0.145) = round(91.53) = 92
    // value = round(92 × 5.65) = round(519.8) = 520; ROI = round(5.65) = 6
    expect(r.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 92, monthlyROI: 520, roiRatio: 6 });
  });

  it('ignores unknown ids and values, and scores nothing as 0 without dividing by zero', () => {
    const none = scoreAssessment({ 'not-a-question': 'x', 'data-sources': 'not-an-option' });
    expect(none.answeredCount).toBe(0);
    expect(none.truthScore).toBe(0);
    expect(none.personalizedOffers).toEqual({ basePrice: 499, personalizedPrice: 0, monthlyROI: 0, roiRatio: 0 });
  });
});

describe('engagementLevel', () => {
  it.each([
    [0, 'low'],
    [8, 'low'],
    [9, 'medium'],
    [15, 'medium'],
    [16, 'high'],
  ])('%i interactions → %s', (n, level) => {
    expect(engagementLevel(n)).toBe(level);
  });
});

describe('mergeEnrichment', () => {
  const local = scoreAssessment(MIXED); // truthScore 51, 2 recommendations
  const rec = (i: number) => ({ priority: 'low' as const, action: `Action ${i}`, impact: `Impact ${i}` });

  it('averages local and engine scores on the 0–100 scale and caps recommendations at 5', () => {
    const merged = mergeEnrichment(local, { truthScore: 80, recommendations: [1, 2, 3, 4].map(rec) });
    expect(merged.truthScore).toBe(66); // (51 + 80) / 2 = 65.5 → 66
    expect(merged.recommendations).toHaveLength(5);
    expect(merged.recommendations.slice(2).map((r) => r.title)).toEqual(['Action 1', 'Action 2', 'Action 3']);
    expect(merged.enriched).toBe(true);
    expect(merged.personalizedOffers).toEqual(local.personalizedOffers);
  });

  it('reads a probability in [0, 1] as a percentage', () => {
    expect(mergeEnrichment(local, { truthScore: 0.71, recommendations: [] }).truthScore).toBe(61); // (51 + 71) / 2
  });

  it('links an engine recommendation to the feature it names, else to truth-validation', () => {
    const merged = mergeEnrichment(local, {
      truthScore: 51,
      recommendations: [{ ...rec(1), feature: 'data-quality-engine' }, rec(2)],
    });
    expect(merged.recommendations.slice(2).map((r) => r.feature)).toEqual(['data-quality-engine', 'truth-validation']);
    const parsed = engineAssessmentResponseSchema.parse({ truthScore: 51, recommendations: [{ ...rec(3), feature: 'teleport' }] });
    expect(parsed.recommendations[0]!.feature).toBeUndefined();
  });

  it('rejects an engine answer without a usable truthScore', () => {
    expect(engineAssessmentResponseSchema.safeParse({ recommendations: [] }).success).toBe(false);
    expect(engineAssessmentResponseSchema.safeParse({ truthScore: 140 }).success).toBe(false);
  });
});

describe('assessmentSubmissionSchema', () => {
  it('accepts answers and names a bad question id or option', () => {
    expect(assessmentSubmissionSchema.parse({ answers: MIXED }).interactionCount).toBe(0);
    const bad = assessmentSubmissionSchema.safeParse({ answers: { 'data-sources': 'nope', foo: 'bar' } });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['answers.data-sources', 'answers.foo']);
    expect(assessmentSubmissionSchema.safeParse({ answers: {} }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('falls back to truth-validation for an unknown feature id', () => {
    expect(toFeatureId('automation-engine')).toBe('automation-engine');
    expect(toFeatureId('teleportation')).toBe('truth-validation');
    expect(toFeatureId(undefined)).toBe('truth-validation');
  });

  it('puts the cohort on Monday 00:00 UTC and onboarding one week later', () => {
    const { start, nextOnboarding } = cohortWindow(new Date('2026-11-22T02:00:00Z')); // a Sunday
    expect(start.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(nextOnboarding.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(cohortWindow(new Date('2026-11-23T00:00:00Z')).start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});
