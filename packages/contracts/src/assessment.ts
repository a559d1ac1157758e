import { z } from 'zod';

// The Truth Assessment: its 8 questions and the scoring of spec section 9, shared by the web
// funnel (which shows the results) and the server (which recomputes them from the answers and
// never trusts numbers sent by a browser).

export const ASSESSMENT_CATEGORIES = [
  'data-health',
  'analysis-methodology',
  'decision-patterns',
  'truth-validation',
] as const;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

export const FEATURE_IDS = ['truth-validation', 'data-quality-engine', 'automation-engine', 'adversarial-testing'] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export const FEATURE_NAMES: Record<FeatureId, string> = {
  'truth-validation': 'Truth Validation',
  'data-quality-engine': 'Data Quality Engine',
  'automation-engine': 'Automation Engine',
  'adversarial-testing': 'Adversarial Testing',
};

/** An unknown feature id falls back to truth-validation (spec section 2). */
export function toFeatureId(id: string | null | undefined): FeatureId {
  return (FEATURE_IDS as readonly string[]).includes(id ?? '') ? (id as FeatureId) : 'truth-validation';
}

export interface AssessmentOption {
  value: string;
  text: string;
  /** The short note shown under the option. */
  note: string;
  /** 10–100. */
  score: number;
  /** 0.5–2.5: how much this answer tells us about the organisation's truth risk. */
  weight: number;
  /** What the answer teaches us about the organisation. */
  learns: string;
}

export interface AssessmentQuestion {
  id: string;
  text: string;
  category: AssessmentCategory;
  options: readonly AssessmentOption[];
  teachingPoint: string;
  feature: FeatureId;
}

export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  {
    id: 'data-sources',
    category: 'data-health',
    feature: 'data-quality-engine',
    text: 'Two systems report different numbers for the same metric. How do you decide which one is right?',
    options: [
      { value: 'governed-lineage', text: 'A governed metric definition with documented lineage settles it; the difference is traced to a cause', note: 'Disagreements become bug reports', score: 100, weight: 1.5, learns: 'Metrics have one definition and a traceable path back to the source.' },
      { value: 'owner-reconciles', text: 'The metric owner reconciles them by hand, usually within a day or two', note: 'Works until the owner is away', score: 70, weight: 1.5, learns: 'Reconciliation depends on people and leaves no audit trail.' },
      { value: 'senior-trust', text: 'We use the dashboard the most senior person trusts', note: 'Authority instead of evidence', score: 35, weight: 2, learns: 'Which number wins is decided by hierarchy, so errors travel with authority.' },
      { value: 'rarely-noticed', text: 'We rarely notice; each team works from its own numbers', note: 'Silent divergence', score: 10, weight: 2, learns: 'Teams can be deciding on contradictory figures without knowing it.' },
    ],
    teachingPoint:
      'When nobody can say which source is right, decisions follow whichever number arrives first. One definition per metric and lineage to its source are the cheapest insurance a data team can buy.',
  },
  {
    id: 'decision-confidence',
    category: 'truth-validation',
    feature: 'truth-validation',
    text: 'Before a major decision ships, how is the analysis behind it checked?',
    options: [
      { value: 'independent-review', text: 'Stated hypothesis, effect size with an interval, and an independent reviewer who can block it', note: 'Checked by someone with no stake', score: 100, weight: 2, learns: 'Analyses are challenged before they become decisions.' },
      { value: 'peer-review', text: 'A peer reviews the queries and charts', note: 'Catches mechanical errors', score: 70, weight: 2, learns: 'Code is reviewed, but assumptions are rarely questioned.' },
      { value: 'presented-only', text: 'The analyst presents it and questions come up in the meeting', note: 'Scrutiny depends on the room', score: 40, weight: 2, learns: 'Whether an error is caught depends on who attends the meeting.' },
      { value: 'not-checked', text: 'It is not; if the numbers look right, we go', note: 'Plausibility as proof', score: 10, weight: 2.5, learns: 'Decisions rest on analyses that nobody but the author has examined.' },
    ],
    teachingPoint:
      'Most analytical errors live in unexamined assumptions, not in arithmetic. An independent check finds what the author cannot see, and a stated effect size makes "it worked" a claim someone can test.',
  },
  {
    id: 'insight-velocity',
    category: 'analysis-methodology',
    feature: 'automation-engine',
    text: 'How long does it take from a business question to an answer you would defend in front of the board?',
    options: [
      { value: 'same-day', text: 'The same day: question, data and a tested answer', note: 'Evidence keeps pace with decisions', score: 100, weight: 1, learns: 'Answers arrive while the decision is still open.' },
      { value: 'within-week', text: 'Within a week', note: 'Fine for most planning cycles', score: 70, weight: 1, learns: 'Analysis keeps up with planning but not with operations.' },
      { value: 'two-to-four-weeks', text: 'Two to four weeks, queued behind other requests', note: 'The backlog sets the pace', score: 40, weight: 1.5, learns: 'A request queue delays evidence past many decisions.' },
      { value: 'too-late', text: 'Over a month, or the decision is made before the answer arrives', note: 'Evidence as an afterthought', score: 15, weight: 1.5, learns: 'Decisions are made on intuition and justified afterwards.' },
    ],
    teachingPoint:
      'An answer that arrives after the decision is worth nothing. Slow analysis teaches teams to decide on intuition and collect the evidence afterwards, which is how confirmation bias becomes a process.',
  },
  {
    id: 'bias-detection',
    category: 'truth-validation',
    feature: 'adversarial-testing',
    text: 'A result confirms what leadership already believed. What happens next?',
    options: [
      { value: 'test-alternatives', text: 'We test alternative explanations (confounders, selection, seasonality) before accepting it', note: 'Good news earns the same scrutiny', score: 100, weight: 2, learns: 'Welcome results are challenged as hard as unwelcome ones.' },
      { value: 'check-if-time', text: 'We check the obvious confounders if time allows', note: 'Scrutiny is optional', score: 65, weight: 2, learns: 'Counter-hypotheses are tested when convenient, not by default.' },
      { value: 'accept', text: 'We accept it; it matches our experience', note: 'Agreement taken as proof', score: 30, weight: 2, learns: 'Agreement with expectations is treated as evidence.' },
      { value: 'rerun-until-agrees', text: 'Results that contradict expectations get re-run until they agree', note: 'The conclusion picks the data', score: 10, weight: 2.5, learns: 'Analyses are steered toward the expected answer.' },
    ],
    teachingPoint:
      'Confirmation bias is most dangerous when a result is welcome. Testing counter-hypotheses as a routine is how a team earns the right to believe its good news.',
  },
  {
    id: 'data-quality',
    category: 'data-health',
    feature: 'data-quality-engine',
    text: 'How do you learn that a dataset behind a report has broken: missing rows, duplicates, a column that changed type?',
    options: [
      { value: 'automated-gates', text: 'Automated checks on every load stop bad data and alert its owner', note: 'Broken data never reaches a report', score: 100, weight: 1.5, learns: 'Data quality is enforced before anyone reads a number.' },
      { value: 'scheduled-checks', text: 'Scheduled checks on key tables; someone reviews the failures', note: 'Caught within a cycle', score: 85, weight: 1.5, learns: 'Key tables are watched; the long tail is not.' },
      { value: 'stakeholder-notices', text: 'A stakeholder notices a strange number on a dashboard', note: 'Your users are the monitoring', score: 30, weight: 2, learns: 'Errors are found by the people who already acted on them.' },
      { value: 'post-mortem', text: 'Usually we do not; we find out in a post-mortem', note: 'Discovered after the damage', score: 10, weight: 2, learns: 'Broken data can drive decisions for weeks unnoticed.' },
    ],
    teachingPoint:
      'Data breaks silently. Missing values, duplicate keys, outliers and type drift are cheap to detect automatically on every load and expensive to discover in a board meeting.',
  },
  {
    id: 'hypothesis-testing',
    category: 'analysis-methodology',
    feature: 'truth-validation',
    text: 'When you say a change caused an improvement, what evidence do you usually have?',
    options: [
      { value: 'controlled', text: 'A controlled experiment or a quasi-experimental design with a stated significance level', note: 'Cause separated from timing', score: 100, weight: 1.5, learns: 'Causal claims rest on designs that can prove them wrong.' },
      { value: 'before-after-test', text: 'A before/after comparison with a statistical test', note: 'Significant, but is it causal?', score: 60, weight: 1.5, learns: 'Tests are run, but seasonality and trends can still masquerade as effects.' },
      { value: 'chart', text: 'A chart showing the metric went up after the change', note: 'Timing taken as cause', score: 30, weight: 1.5, learns: 'Coincidence and regression to the mean are read as success.' },
      { value: 'judgement', text: 'The team’s judgement that it worked', note: 'Belief without measurement', score: 10, weight: 2, learns: 'Impact is asserted, not measured.' },
    ],
    teachingPoint:
      'Before/after charts confuse cause with timing. Seasonality and regression to the mean explain many "wins" that a control group would have exposed in a week.',
  },
  {
    id: 'collaboration-scale',
    category: 'decision-patterns',
    feature: 'automation-engine',
    text: 'How many people act on your analyses, and how do they know the numbers are still current?',
    options: [
      { value: 'versioned-at-scale', text: 'Hundreds across teams; every shared result shows its data version and last verification', note: 'Numbers carry their provenance', score: 100, weight: 1, learns: 'Results stay trustworthy as they spread through the organisation.' },
      { value: 'scheduled-dashboards', text: 'Dozens; results live in shared dashboards refreshed on a schedule', note: 'Fresh, but unverified', score: 70, weight: 1, learns: 'Data is refreshed, but nobody re-checks the conclusions.' },
      { value: 'slides', text: 'A handful; results go out as slides and spreadsheets', note: 'Copies go stale', score: 40, weight: 1, learns: 'Every copy of a number is a chance for it to go stale unnoticed.' },
      { value: 'word-of-mouth', text: 'Findings are passed on by word of mouth', note: 'Numbers drift as they travel', score: 15, weight: 1.5, learns: 'Nobody can tell which version of a finding is being acted on.' },
    ],
    teachingPoint:
      'Every copy of a number is a chance for it to go stale. Results that carry their data version and the date they were last verified stay trustworthy as they spread.',
  },
  {
    id: 'model-validation',
    category: 'truth-validation',
    feature: 'adversarial-testing',
    text: 'How are the forecasts and predictive models you rely on validated after launch?',
    options: [
      { value: 'continuous', text: 'Continuous tracking against out-of-sample outcomes, with drift alerts and scheduled re-validation', note: 'Decay is caught early', score: 100, weight: 2, learns: 'Models are held to account against what actually happened.' },
      { value: 'periodic-backtests', text: 'Periodic back-tests, a few times a year', note: 'Months of blind spots', score: 65, weight: 2, learns: 'Drift between back-tests goes unnoticed for months.' },
      { value: 'launch-only', text: 'Validated once at launch, not since', note: 'Last year’s accuracy', score: 30, weight: 2, learns: 'Models are trusted on accuracy measured in a world that has moved on.' },
      { value: 'never-measured', text: 'We do not measure forecast accuracy', note: 'Confidence without calibration', score: 10, weight: 2.5, learns: 'Nobody knows whether the models are right.' },
    ],
    teachingPoint:
      'Models decay as the world changes. Without out-of-sample tracking, a model that was right last year can be confidently wrong today, and nobody will know until the quarter is lost.',
  },
];

export const TOTAL_QUESTIONS = ASSESSMENT_QUESTIONS.length;

/** Spec section 9. */
export const ASSESSMENT_CONSTANTS = {
  basePrice: 499,
  /** Every category score divides its sum by this (spec: "category sum ÷ 200 × 100"). */
  categoryDivisor: 200,
  thresholds: { truthValidation: 150, dataHealth: 120, analysisMethodology: 100 },
  dataScaleDivisor: 1000,
  industryAverage: 58,
  topPerformers: 89,
  foundInsightsRate: 94,
  minutes: 3,
  maxRecommendations: 5,
  engagement: { medium: 8, high: 15 },
} as const;

export type Answers = Record<string, string>;
export type EngagementLevel = 'low' | 'medium' | 'high';
export type Severity = 'high' | 'medium' | 'low';

export interface Recommendation {
  severity: Severity;
  title: string;
  description: string;
  feature: FeatureId;
  impact: string;
}

export interface PersonalizedOffers {
  basePrice: number;
  personalizedPrice: number;
  /** The monthly value: round(price × (3 + gap/20)). */
  monthlyROI: number;
  roiRatio: number;
}

export interface AssessmentResults {
  truthScore: number;
  dataHealthScore: number;
  analysisScore: number;
  decisionScore: number;
  validationScore: number;
  /** Σ option score of the answered questions in each category (unweighted). */
  categorySums: Record<AssessmentCategory, number>;
  gap: number;
  dataScale: number;
  /** Potential monthly value, the same figure as personalizedOffers.monthlyROI. */
  potentialValue: number;
  recommendations: Recommendation[];
  personalizedOffers: PersonalizedOffers;
  answeredCount: number;
  /** True when the truth engine's analysis was merged in. */
  enriched: boolean;
}

export function findOption(questionId: string, value: string): AssessmentOption | undefined {
  return ASSESSMENT_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.value === value);
}

/** Low by default, medium above 8 interactions, high above 15 (spec section 4). */
export function engagementLevel(interactionCount: number): EngagementLevel {
  if (interactionCount > ASSESSMENT_CONSTANTS.engagement.high) return 'high';
  if (interactionCount > ASSESSMENT_CONSTANTS.engagement.medium) return 'medium';
  return 'low';
}

/**
 * Scores a session exactly as spec section 9 states.
 *
 * "Category sum" is the plain sum of the chosen options' scores (10–100 each, no weights) of
 * the answered questions in that category; the recommendation thresholds 150/120/100 compare
 * against the same sums and dataScale divides their total by 1000. Consequences of the spec's
 * fixed divisor of 200: truth-validation (3 questions) can reach 150 and decision-patterns
 * (1 question) at most 50. Unanswered questions add nothing to any sum, so an unanswered
 * category sits below its threshold.
 */
export function scoreAssessment(answers: Answers): AssessmentResults {
  const c = ASSESSMENT_CONSTANTS;
  const sums: Record<AssessmentCategory, number> = {
    'data-health': 0,
    'analysis-methodology': 0,
    'decision-patterns': 0,
    'truth-validation': 0,
  };
  let weighted = 0;
  let maxWeighted = 0;
  let answeredCount = 0;
  for (const question of ASSESSMENT_QUESTIONS) {
    const value = answers[question.id];
    const option = value === undefined ? undefined : question.options.find((o) => o.value === value);
    if (!option) continue;
    answeredCount += 1;
    weighted += option.score * option.weight;
    maxWeighted += 100 * option.weight;
    sums[question.category] += option.score;
  }
  const truthScore = maxWeighted === 0 ? 0 : Math.round((weighted / maxWeighted) * 100);
  const categoryScore = (sum: number) => Math.round((sum / c.categoryDivisor) * 100);

  const recommendations: Recommendation[] = [];
  if (sums['truth-validation'] < c.thresholds.truthValidation) {
    recommendations.push({
      severity: 'high',
      title: 'Truth Validation Gap',
      description: `Your validation answers scored ${sums['truth-validation']} of 300: decisions and models are not routinely tested against alternative explanations.`,
      feature: 'truth-validation',
      impact: 'Catch unsupported conclusions before they become decisions',
    });
  }
  if (sums['data-health'] < c.thresholds.dataHealth) {
    recommendations.push({
      severity: 'medium',
      title: 'Data Quality Issues',
      description: `Your data-health answers scored ${sums['data-health']} of 200: broken or conflicting data can reach reports before anyone notices.`,
      feature: 'data-quality-engine',
      impact: 'Stop missing values, duplicates and type drift at load time',
    });
  }
  if (sums['analysis-methodology'] < c.thresholds.analysisMethodology) {
    recommendations.push({
      severity: 'high',
      title: 'Decision Latency',
      description: `Your methodology answers scored ${sums['analysis-methodology']} of 200: evidence arrives late or cannot separate cause from coincidence.`,
      feature: 'automation-engine',
      impact: 'Answer business questions with tested evidence the same day',
    });
  }

  const gap = 100 - truthScore;
  const totalSum = ASSESSMENT_CATEGORIES.reduce((acc, cat) => acc + sums[cat], 0);
  const dataScale = totalSum / c.dataScaleDivisor;
  const personalizedPrice = Math.round(c.basePrice * (1 + gap / 200) * dataScale);
  const monthlyValue = Math.round(personalizedPrice * (3 + gap / 20));
  const roiRatio = personalizedPrice === 0 ? 0 : Math.round(monthlyValue / personalizedPrice);

  return {
    truthScore,
    dataHealthScore: categoryScore(sums['data-health']),
    analysisScore: categoryScore(sums['analysis-methodology']),
    decisionScore: categoryScore(sums['decision-patterns']),
    validationScore: categoryScore(sums['truth-validation']),
    categorySums: sums,
    gap,
    dataScale,
    potentialValue: monthlyValue,
    recommendations,
    personalizedOffers: { basePrice: c.basePrice, personalizedPrice, monthlyROI: monthlyValue, roiRatio },
    answeredCount,
    enriched: false,
  };
}

// ---- AI enrichment (spec section 7.2) -------------------------------------------------------

export const engineRecommendationSchema = z.object({
  priority: z.enum(['high', 'medium', 'low']),
  action: z.string().min(1).max(500),
  impact: z.string().max(500),
  /** The feature that addresses it, when the engine names one; otherwise truth-validation. */
  feature: z.enum(FEATURE_IDS).optional().catch(undefined),
});

/** What the funnel reads from `POST {engine}/analyze`: truthScore and recommendations. */
export const engineAssessmentResponseSchema = z.object({
  truthScore: z.number().finite().min(0).max(100),
  recommendations: z.array(engineRecommendationSchema).default([]),
});
export type EngineAssessmentResponse = z.infer<typeof engineAssessmentResponseSchema>;

/**
 * The engine's score on the funnel's 0–100 scale. Engine analyses report a posterior
 * probability in [0, 1]; a value above 1 is taken as already on the 0–100 scale.
 */
export function engineScoreOn100(score: number): number {
  return score <= 1 ? score * 100 : score;
}

/**
 * Merges the engine's analysis into the local results: truthScore becomes the rounded
 * average of both, the engine's recommendations follow the local ones, at most 5 in all.
 * Price, value and ROI stay those of the answers (the server recomputes them the same way).
 */
export function mergeEnrichment(local: AssessmentResults, engine: EngineAssessmentResponse): AssessmentResults {
  const engineScore = engineScoreOn100(engine.truthScore);
  const fromEngine: Recommendation[] = engine.recommendations.map((r) => ({
    severity: r.priority,
    title: r.action,
    description: r.action,
    feature: r.feature ?? 'truth-validation',
    impact: r.impact,
  }));
  return {
    ...local,
    truthScore: Math.round((local.truthScore + engineScore) / 2),
    recommendations: [...local.recommendations, ...fromEngine].slice(0, ASSESSMENT_CONSTANTS.maxRecommendations),
    enriched: true,
  };
}

// ---- Wire schemas ----------------------------------------------------------------------------

const questionIds = ASSESSMENT_QUESTIONS.map((q) => q.id);

export const answersSchema = z
  .record(z.string(), z.string().max(64))
  .superRefine((answers, ctx) => {
    for (const [id, value] of Object.entries(answers)) {
      if (!questionIds.includes(id)) {
        ctx.addIssue({ code: 'custom', path: [id], message: `is not a question of the assessment` });
      } else if (!findOption(id, value)) {
        ctx.addIssue({ code: 'custom', path: [id], message: `"${value}" is not an option of this question` });
      }
    }
    if (Object.keys(answers).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'must answer at least one question' });
    }
  });

export const assessmentSubmissionSchema = z.object({
  answers: answersSchema,
  interactionCount: z.number().int().min(0).max(100_000).default(0),
  featureDiscoveries: z.array(z.enum(FEATURE_IDS)).max(20).default([]),
  startTime: z.iso.datetime().optional(),
  completionTime: z.iso.datetime().optional(),
});
export type AssessmentSubmission = z.input<typeof assessmentSubmissionSchema>;

export const assessmentStatsSchema = z.object({
  completions: z.number().int().nonnegative(),
  remainingSpots: z.number().int().min(1),
  /** ISO date (YYYY-MM-DD) of the next cohort's onboarding. */
  nextOnboardingDate: z.string(),
});
export type AssessmentStats = z.infer<typeof assessmentStatsSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Weekly pilot cohorts run Monday 00:00 UTC to the next Monday; the cohort that fills this week
 * is onboarded when the next one starts, one week after this cohort's start.
 */
export function cohortWindow(now: Date): { start: Date; nextOnboarding: Date } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(midnight - daysSinceMonday * DAY_MS);
  return { start, nextOnboarding: new Date(start.getTime() + 7 * DAY_MS) };
}
