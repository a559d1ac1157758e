import type { AnalysisType } from '@verity/contracts/analysis';

/**
 * The contract's constants, restated without importing `@verity/contracts/analysis` at run time:
 * that module builds zod schemas at load, which would add ~25 KB gz to the dashboard chunk for
 * three constants. The types tie them to the contract, and `analysis-constants.test.ts` fails if
 * they ever differ from the contract's values.
 */
export const ANALYSIS_TYPES = ['predictive', 'causal', 'descriptive', 'prescriptive'] as const satisfies readonly AnalysisType[];

/** History: the dashboard shows 5, the API pages by 10, at most 100. */
export const HISTORY = { dashboard: 5, defaultLimit: 10, maxLimit: 100 } as const;

export const HYPOTHESIS_MAX_LENGTH = 2000;
