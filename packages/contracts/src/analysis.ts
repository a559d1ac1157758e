import { z } from 'zod';

export const ANALYSIS_TYPES = ['predictive', 'causal', 'descriptive', 'prescriptive'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export const ANALYSIS_STATUSES = ['passed', 'pending', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/** Spec thresholds: >= 0.85 passed, >= 0.5 pending, below failed. */
export const STATUS_THRESHOLDS = { passed: 0.85, pending: 0.5 } as const;

export function statusFromScore(score: number): AnalysisStatus {
  if (score >= STATUS_THRESHOLDS.passed) return 'passed';
  if (score >= STATUS_THRESHOLDS.pending) return 'pending';
  return 'failed';
}

/** History: the dashboard shows 5, the API pages by 10, at most 100. */
export const HISTORY = { dashboard: 5, defaultLimit: 10, maxLimit: 100 } as const;

/** Largest hypothesis we accept, in characters. */
export const HYPOTHESIS_MAX_LENGTH = 2000;

export const analysisRequestSchema = z.object({
  hypothesis: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(HYPOTHESIS_MAX_LENGTH, `must be at most ${HYPOTHESIS_MAX_LENGTH} characters`),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], {
    error: 'must be a JSON object of columns or an array of rows',
  }),
  analysisType: z.enum(ANALYSIS_TYPES, { error: `must be one of ${ANALYSIS_TYPES.join(', ')}` }),
  context: z.unknown().optional(),
});
export type AnalysisRequest = z.input<typeof analysisRequestSchema>;

export const counterHypothesisSchema = z.object({
  description: z.string(),
  strength: z.number().min(0).max(1),
  generated_by: z.string(),
});
export type CounterHypothesis = z.infer<typeof counterHypothesisSchema>;

/** The spec's Analysis, plus the additive fields our engine provides. */
export interface Analysis {
  insightId: string;
  originalHypothesis: string;
  truthScore: number;
  status: AnalysisStatus;
  counterHypotheses: CounterHypothesis[];
  proofChain: string[];
  cost: number;
  recommendation: string;
  timestamp: string;
  analysisType?: AnalysisType;
  /** What kind of probability the truth score is, in words. */
  scoreKind?: string;
  /** What the engine left out of the data or could not read, one sentence per column. */
  dataNotes?: string[];
  proof?: unknown;
  proofId?: string;
  shared?: boolean;
}

export interface AnalysisStats {
  totalAnalyses: number;
  passRate: number;
  avgTruthScore: number;
  avgCost: number;
}

export const historyQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(HISTORY.maxLimit, `must be at most ${HISTORY.maxLimit}`)
    .default(HISTORY.defaultLimit),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(1_000_000, 'must be at most 1000000')
    .default(0),
});

export const shareAnalysisSchema = z.object({ shared: z.boolean() });
