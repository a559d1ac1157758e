/**
 * Enrichment of the truth assessment (assessment spec §7.2): a deterministic
 * analysis of the four category scores and the answers. The score is the mean
 * category score, shrunk toward 50 when the evidence behind it is thin (few
 * answers, low engagement) or inconsistent (categories far apart, or the
 * client's own total disagreeing with its categories). Recommendations target
 * the weakest categories, with impact computed from the gap to a target.
 */
import type { CounterHypothesis } from './context.ts';
import { EngineError } from './errors.ts';

export const CATEGORIES = ['dataHealth', 'analysis', 'decision', 'validation'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AssessmentInput {
  truthScore?: number;
  categoryScores: Record<Category, number>;
  userAnswers?: Record<string, unknown>;
  engagementLevel?: 'low' | 'medium' | 'high';
}

export interface AssessmentRecommendation {
  priority: 'high' | 'medium' | 'low';
  action: string;
  impact: string;
}

export interface AssessmentResult {
  /** 0–100 */
  truthScore: number;
  recommendations: AssessmentRecommendation[];
  weakestCategories: { category: Category; score: number }[];
  /** 0–1: 1 = categories agree with each other and with the reported total */
  consistency: number;
  answeredQuestions: number;
  counterHypotheses: CounterHypothesis[];
  steps: string[];
}

const LABEL: Record<Category, string> = {
  dataHealth: 'data health', analysis: 'analysis methodology', decision: 'decision making', validation: 'truth validation',
};

const ACTIONS: Record<Category, string> = {
  dataHealth: 'Add automated data-quality checks (missing values, duplicates, schema drift) before every analysis',
  analysis: 'Replace ad-hoc significance tests with pre-registered hypotheses and effect sizes with uncertainty',
  decision: 'Tie each decision to a stated hypothesis and a threshold agreed before the data are seen',
  validation: 'Verify key claims against data with counter-hypotheses (confounding, outliers, reverse causation) and keep signed proofs',
};

const TARGET = 80;
const SHRINK: Record<string, number> = { low: 0.3, medium: 0.15, high: 0 };

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100) {
    throw new EngineError('invalid_data', `${what} must be a number from 0 to 100, got ${JSON.stringify(v) ?? String(v)}`);
  }
  return v;
}

export function analyzeAssessment(data: unknown): AssessmentResult {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EngineError('invalid_data', 'assessment data must be an object with categoryScores');
  const d = data as Record<string, unknown>;
  const cs = d.categoryScores;
  if (!cs || typeof cs !== 'object') throw new EngineError('invalid_data', `categoryScores must be an object with ${CATEGORIES.join(', ')}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, num((cs as Record<string, unknown>)[c], `categoryScores.${c}`)])) as Record<Category, number>;
  const reported = d.truthScore === undefined ? undefined : num(d.truthScore, 'truthScore');
  const engagement = typeof d.engagementLevel === 'string' && d.engagementLevel in SHRINK ? d.engagementLevel : 'low';
  const answers = d.userAnswers && typeof d.userAnswers === 'object' ? Object.keys(d.userAnswers as object).length : 0;

  const vals = CATEGORIES.map((c) => scores[c]);
  const mean = vals.reduce((s, v) => s + v, 0) / vals.length;
  const sd = Math.sqrt(vals.reduce((s, v) => s + (v - mean) ** 2, 0) / (vals.length - 1));
  const disagreement = reported === undefined ? 0 : Math.abs(reported - mean);
  // consistency: 1 when categories are equal and the reported total matches their mean
  const consistency = Math.max(0, 1 - sd / 50 - disagreement / 100);
  // thin evidence: fewer than ~8 answers or low engagement pulls the score toward the uninformative 50
  const coverage = Math.min(1, answers / 8);
  const shrink = Math.min(0.6, (SHRINK[engagement] as number) + 0.3 * (1 - coverage) + 0.2 * (1 - consistency));
  const truthScore = Math.round(mean * (1 - shrink) + 50 * shrink);

  const weakest = CATEGORIES.map((c) => ({ category: c, score: scores[c] })).sort((a, b) => a.score - b.score || a.category.localeCompare(b.category));
  const recommendations: AssessmentRecommendation[] = [];
  for (const w of weakest) {
    if (w.score >= TARGET || recommendations.length >= 4) continue;
    const gain = TARGET - w.score;
    recommendations.push({
      priority: w.score < 50 ? 'high' : w.score < 65 ? 'medium' : 'low',
      action: ACTIONS[w.category],
      impact: `Raises ${LABEL[w.category]} from ${Math.round(w.score)} to ${TARGET} (+${Math.round(gain)} points), about +${(gain / CATEGORIES.length).toFixed(1)} on the overall score`,
    });
  }
  if (consistency < 0.7 || answers < 8) {
    recommendations.push({
      priority: recommendations.length ? 'low' : 'medium',
      action: answers < 8 ? `Answer the remaining questions (${answers} answered) so the score rests on more evidence` : 'Review the answers that put categories far apart; inconsistent answers lower confidence in the score',
      impact: `Removes up to ${Math.round(Math.abs(mean - 50) * shrink)} points of shrinkage toward 50 caused by thin or inconsistent evidence`,
    });
  }
  if (!recommendations.length) {
    recommendations.push({ priority: 'low', action: 'Keep validating new claims as data arrive and re-run the assessment quarterly', impact: `Holds every category at or above ${TARGET}` });
  }

  const steps = [
    `Category scores: ${CATEGORIES.map((c) => `${LABEL[c]} ${scores[c]}`).join(', ')}; mean ${mean.toFixed(1)}, sd ${sd.toFixed(1)}`,
    `Consistency ${consistency.toFixed(2)} (category spread${reported === undefined ? '' : ` and reported total ${reported} vs mean ${mean.toFixed(1)}`}); ${answers} answers; engagement ${engagement}`,
    `Score = mean shrunk ${(shrink * 100).toFixed(0)}% toward 50 → ${truthScore}`,
    `Weakest: ${weakest.slice(0, 2).map((w) => `${LABEL[w.category]} (${w.score})`).join(', ')}`,
  ];
  const counterHypotheses: CounterHypothesis[] = [
    { generated_by: 'consistency', strength: Number((1 - consistency).toFixed(4)), description: 'Inconsistent answers: the category scores disagree with each other or with the reported total' },
    { generated_by: 'coverage', strength: Number((1 - coverage).toFixed(4)), description: `Thin evidence: only ${answers} answers support the score` },
    { generated_by: 'self-report', strength: Number(((SHRINK[engagement] as number) / 0.3).toFixed(4)), description: `Self-report bias at ${engagement} engagement: quick answers tend to be optimistic` },
  ].sort((a, b) => b.strength - a.strength);
  return { truthScore, recommendations: recommendations.slice(0, 5), weakestCategories: weakest, consistency: Number(consistency.toFixed(4)), answeredQuestions: answers, counterHypotheses, steps };
}
