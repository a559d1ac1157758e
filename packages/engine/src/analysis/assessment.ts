/**
 * Enrichment of the truth assessment (assessment spec §7.2): a deterministic analysis of the
 * answers themselves, resolved against the question catalogue in contracts.
 *
 * - Weakest categories: each category's score weighted by the chosen options' weights.
 * - Consistency: related practices (e.g. "how is an analysis reviewed" and "how are effects
 *   tested") rarely sit far apart; an answer that claims much more than its related answers
 *   support is discounted to what they corroborate.
 * - Score: the weighted mean of the corroborated answers, shrunk toward 50 for questions left
 *   unanswered and, a little, for low engagement (quick self-reports run optimistic).
 * - Actions: for each answer below the best, the next better practice of that question, with
 *   its impact computed exactly: the Truth Score the answers would get with that one change.
 */
import { ASSESSMENT_QUESTIONS, type AssessmentCategory, type AssessmentOption, type AssessmentQuestion, type FeatureId } from '@verity/contracts/assessment';
import type { CounterHypothesis } from './context.ts';
import { EngineError } from './errors.ts';

export const CATEGORIES = ['dataHealth', 'analysis', 'decision', 'validation'] as const;
export type Category = (typeof CATEGORIES)[number];

const CATEGORY_OF: Record<AssessmentCategory, Category> = {
  'data-health': 'dataHealth',
  'analysis-methodology': 'analysis',
  'decision-patterns': 'decision',
  'truth-validation': 'validation',
};

export interface AssessmentInput {
  truthScore?: number;
  categoryScores?: Record<Category, number>;
  userAnswers: Record<string, string>;
  engagementLevel?: 'low' | 'medium' | 'high';
}

export interface AssessmentRecommendation {
  priority: 'high' | 'medium' | 'low';
  action: string;
  impact: string;
  /** Truth Score points this one change adds (negative never). */
  impactPoints: number;
  /** The product feature that addresses it. */
  feature: FeatureId;
  questionId: string | null;
}

export interface InconsistentPair {
  questions: [string, string];
  scores: [number, number];
  /** Points the higher answer was discounted by. */
  discount: number;
}

export interface AssessmentResult {
  /** 0–100 */
  truthScore: number;
  /** The plain weighted score of the answers, before the consistency and evidence adjustments. */
  answeredScore: number;
  recommendations: AssessmentRecommendation[];
  /** Weighted category scores (0–100), weakest first; unanswered categories are left out. */
  weakestCategories: { category: Category; score: number }[];
  /** 0–1: 1 = related answers agree. */
  consistency: number;
  inconsistentPairs: InconsistentPair[];
  answeredQuestions: number;
  counterHypotheses: CounterHypothesis[];
  steps: string[];
}

/**
 * Practices that go together. A team that claims an independent review of every decision but
 * accepts whatever the first analysis says about bias is describing one of the two optimistically.
 */
const RELATED: readonly [string, string, string][] = [
  ['decision-confidence', 'bias-detection', 'reviewing analyses and looking for alternative explanations'],
  ['decision-confidence', 'hypothesis-testing', 'reviewing analyses and testing effects'],
  ['hypothesis-testing', 'model-validation', 'testing effects and checking models out of sample'],
  ['bias-detection', 'hypothesis-testing', 'alternative explanations and controlled tests'],
  ['data-sources', 'data-quality', 'metric definitions and data-quality checks'],
  ['insight-velocity', 'collaboration-scale', 'speed of answers and how results are shared'],
];
/** An answer may claim at most this many points more than a related answer corroborates. */
const CORROBORATION_MARGIN = 40;
const ENGAGEMENT_SHRINK: Record<string, number> = { low: 0.1, medium: 0.05, high: 0 };

/** A concrete next step per question; the target is that question's next better option. */
const ACTION: Record<string, string> = {
  'data-sources': 'Give each key metric one owned definition with lineage to its source',
  'decision-confidence': 'Have every major decision’s analysis checked before it ships',
  'insight-velocity': 'Shorten the path from question to tested answer',
  'bias-detection': 'Test alternative explanations before a result is accepted',
  'data-quality': 'Catch bad data before it reaches a report',
  'hypothesis-testing': 'Measure effects with a comparison, not a trend line',
  'collaboration-scale': 'Share results in a form others can re-run and check',
  'model-validation': 'Track model accuracy on data the model has not seen',
};

const LABEL: Record<Category, string> = {
  dataHealth: 'data health',
  analysis: 'analysis methodology',
  decision: 'decision patterns',
  validation: 'truth validation',
};

interface Answer {
  question: AssessmentQuestion;
  option: AssessmentOption;
}

function score(v: unknown, what: string, max = 100): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) {
    throw new EngineError('invalid_data', `${what} must be a number from 0 to ${max}, got ${JSON.stringify(v) ?? String(v)}`);
  }
  return v;
}
/** The spec's category score divides by 200 whatever the question count: three validation questions reach 150. */
const MAX_CATEGORY_SCORE = 150;

function resolveAnswers(raw: unknown): Answer[] {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new EngineError('invalid_data', 'data.userAnswers must be an object of question id → chosen option value');
  }
  const answers: Answer[] = [];
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const question = ASSESSMENT_QUESTIONS.find((q) => q.id === id);
    if (!question) throw new EngineError('invalid_data', `data.userAnswers.${id} is not a question of the truth assessment`);
    const option = question.options.find((o) => o.value === value);
    if (!option) throw new EngineError('invalid_data', `data.userAnswers.${id}: ${JSON.stringify(value)} is not an option of this question`);
    answers.push({ question, option });
  }
  if (answers.length === 0) throw new EngineError('invalid_data', 'data.userAnswers must hold at least one answer');
  // catalogue order, so the result never depends on key order
  return answers.sort((a, b) => ASSESSMENT_QUESTIONS.indexOf(a.question) - ASSESSMENT_QUESTIONS.indexOf(b.question));
}

/** The funnel's Truth Score formula (spec §9): Σ score × weight ÷ Σ 100 × weight × 100. */
function weightedScore(items: { score: number; weight: number }[]): number {
  const max = items.reduce((s, x) => s + 100 * x.weight, 0);
  return max === 0 ? 0 : (items.reduce((s, x) => s + x.score * x.weight, 0) / max) * 100;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function analyzeAssessment(data: unknown): AssessmentResult {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new EngineError('invalid_data', 'assessment data must be an object {userAnswers, categoryScores, truthScore, engagementLevel}');
  }
  const d = data as Record<string, unknown>;
  const answers = resolveAnswers(d.userAnswers);
  const reported = d.truthScore === undefined ? undefined : score(d.truthScore, 'data.truthScore');
  if (d.categoryScores !== undefined) {
    if (!d.categoryScores || typeof d.categoryScores !== 'object') throw new EngineError('invalid_data', 'data.categoryScores must be an object');
    for (const c of CATEGORIES) {
      const v = (d.categoryScores as Record<string, unknown>)[c];
      if (v !== undefined) score(v, `data.categoryScores.${c}`, MAX_CATEGORY_SCORE);
    }
  }
  const engagement = typeof d.engagementLevel === 'string' && d.engagementLevel in ENGAGEMENT_SHRINK ? d.engagementLevel : 'low';
  const byId = new Map(answers.map((a) => [a.question.id, a]));

  // Weakest categories, weighted by the options' weights.
  const weakest = CATEGORIES.flatMap((category) => {
    const items = answers.filter((a) => CATEGORY_OF[a.question.category] === category).map((a) => a.option);
    return items.length ? [{ category, score: Math.round(weightedScore(items)) }] : [];
  }).sort((a, b) => a.score - b.score || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));

  // Consistency between related answers; each answer is capped at what its related answers corroborate.
  const corroborated = new Map(answers.map((a) => [a.question.id, a.option.score]));
  const inconsistentPairs: InconsistentPair[] = [];
  const differences: number[] = [];
  for (const [x, y] of RELATED) {
    const ax = byId.get(x);
    const ay = byId.get(y);
    if (!ax || !ay) continue;
    const [sx, sy] = [ax.option.score, ay.option.score];
    differences.push(Math.abs(sx - sy));
    const [hiId, hi, lo] = sx >= sy ? [x, sx, sy] : [y, sy, sx];
    const cap = lo + CORROBORATION_MARGIN;
    if (hi > cap) {
      corroborated.set(hiId, Math.min(corroborated.get(hiId) ?? hi, cap));
      inconsistentPairs.push({ questions: [x, y], scores: [sx, sy], discount: hi - cap });
    }
  }
  const consistency = differences.length ? 1 - differences.reduce((s, v) => s + v, 0) / differences.length / 90 : 1;

  const answeredScore = weightedScore(answers.map((a) => a.option));
  const corroboratedScore = weightedScore(answers.map((a) => ({ score: corroborated.get(a.question.id) ?? a.option.score, weight: a.option.weight })));
  const coverage = answers.length / ASSESSMENT_QUESTIONS.length;
  const shrink = 0.5 * (1 - coverage) + (ENGAGEMENT_SHRINK[engagement] as number);
  const truthScore = Math.round(corroboratedScore * (1 - shrink) + 50 * shrink);

  // Actions: the next better option of each answer, ranked by the exact gain in Truth Score.
  const categoryRank = new Map(weakest.map((w, i) => [w.category, i]));
  const actions: AssessmentRecommendation[] = [];
  for (const a of answers) {
    const next = a.question.options.filter((o) => o.score > a.option.score).sort((p, q) => p.score - q.score)[0];
    if (!next) continue;
    const changed = answers.map((b) => (b === a ? next : b.option));
    const gain = round1(weightedScore(changed) - answeredScore);
    actions.push({
      priority: gain >= 5 ? 'high' : gain >= 3 ? 'medium' : 'low',
      action: `${ACTION[a.question.id] ?? 'Improve this practice'}: from “${a.option.text}” to “${next.text}”`,
      impact: `+${gain.toFixed(1)} points on your Truth Score (this answer ${a.option.score} → ${next.score} of 100, weight ${next.weight})`,
      impactPoints: gain,
      feature: a.question.feature,
      questionId: a.question.id,
    });
  }
  actions.sort(
    (p, q) =>
      q.impactPoints - p.impactPoints ||
      (categoryRank.get(CATEGORY_OF[ASSESSMENT_QUESTIONS.find((x) => x.id === p.questionId)!.category]) ?? 9) -
        (categoryRank.get(CATEGORY_OF[ASSESSMENT_QUESTIONS.find((x) => x.id === q.questionId)!.category]) ?? 9),
  );

  const recommendations: AssessmentRecommendation[] = [];
  const worstPair = [...inconsistentPairs].sort((p, q) => q.discount - p.discount)[0];
  if (worstPair) {
    const lost = round1(answeredScore - corroboratedScore);
    const why = RELATED.find(([x, y]) => x === worstPair.questions[0] && y === worstPair.questions[1])?.[2] ?? 'related practices';
    recommendations.push({
      priority: lost >= 4 ? 'high' : 'medium',
      action: `Reconcile your answers on ${why}: they score ${worstPair.scores[0]} and ${worstPair.scores[1]}, and one practice rarely runs that far ahead of the other`,
      impact: `The unsupported part costs ${lost.toFixed(1)} points until both practices are at the same level`,
      impactPoints: lost,
      feature: 'adversarial-testing',
      questionId: null,
    });
  }
  recommendations.push(...actions.slice(0, 5 - recommendations.length - (answers.length < ASSESSMENT_QUESTIONS.length ? 1 : 0)));
  if (answers.length < ASSESSMENT_QUESTIONS.length) {
    const pull = round1(Math.abs(corroboratedScore - 50) * 0.5 * (1 - coverage));
    recommendations.push({
      priority: 'low',
      action: `Answer the ${ASSESSMENT_QUESTIONS.length - answers.length} remaining questions so the score rests on all eight practices`,
      impact: `Unanswered questions pull the score ${pull.toFixed(1)} points toward 50`,
      impactPoints: pull,
      feature: 'truth-validation',
      questionId: null,
    });
  }
  if (recommendations.length === 0) {
    recommendations.push({
      priority: 'low',
      action: 'Keep every practice at this level: re-run the assessment each quarter and after team changes',
      impact: 'Every answer is already the strongest option',
      impactPoints: 0,
      feature: 'automation-engine',
      questionId: null,
    });
  }

  const steps = [
    `${answers.length} of ${ASSESSMENT_QUESTIONS.length} questions answered; weighted score of the answers ${answeredScore.toFixed(1)}${reported === undefined ? '' : ` (reported ${reported})`}`,
    `Weighted category scores, weakest first: ${weakest.map((w) => `${LABEL[w.category]} ${w.score}`).join(', ')}`,
    inconsistentPairs.length
      ? `Consistency ${consistency.toFixed(2)}; ${inconsistentPairs.map((p) => `${p.questions.join(' vs ')} (${p.scores.join(' vs ')}, −${p.discount})`).join('; ')}: corroborated score ${corroboratedScore.toFixed(1)}`
      : `Consistency ${consistency.toFixed(2)}; no related answers more than ${CORROBORATION_MARGIN} points apart`,
    `Score = corroborated score shrunk ${(shrink * 100).toFixed(0)}% toward 50 (coverage ${Math.round(coverage * 100)}%, engagement ${engagement}) → ${truthScore}`,
  ];
  const counterHypotheses: CounterHypothesis[] = [
    { generated_by: 'consistency', strength: Number((1 - consistency).toFixed(4)), description: 'Inconsistent answers: related practices are described at very different levels' },
    { generated_by: 'coverage', strength: Number((1 - coverage).toFixed(4)), description: `Thin evidence: ${answers.length} of ${ASSESSMENT_QUESTIONS.length} questions answered` },
    { generated_by: 'self-report', strength: Number(((ENGAGEMENT_SHRINK[engagement] as number) / 0.1).toFixed(4)), description: `Self-report bias at ${engagement} engagement: quick answers tend to be optimistic` },
  ].sort((a, b) => b.strength - a.strength);

  return {
    truthScore,
    answeredScore: round1(answeredScore),
    recommendations: recommendations.slice(0, 5),
    weakestCategories: weakest,
    consistency: Number(consistency.toFixed(4)),
    inconsistentPairs,
    answeredQuestions: answers.length,
    counterHypotheses,
    steps,
  };
}
