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
