import { queryOptions } from '@tanstack/react-query';
import {
  engineAssessmentResponseSchema,
  mergeEnrichment,
  type Answers,
  type AssessmentResults,
  type AssessmentStats,
  type AssessmentSubmission,
  type EngagementLevel,
} from '@verity/contracts/assessment';
import { apiFetch } from '@/lib/api';
import { type SubmitOutcome, submitWithOutbox } from '@/lib/outbox';
import { type ServiceRegistry, services } from '@/lib/services';

/** Completions and remaining spots (decisions.md #15), refreshed every 30 s. */
export const STATS_REFRESH_MS = 30_000;

export const assessmentStatsQuery = () =>
  queryOptions({
    queryKey: ['assessments', 'stats'],
    queryFn: ({ signal }) => apiFetch<AssessmentStats>('/assessments/stats', { signal }),
    refetchInterval: STATS_REFRESH_MS,
    staleTime: STATS_REFRESH_MS,
  });

/** POST /api/assessments through the outbox: the server recomputes and stores the results. */
export function submitAssessment(submission: AssessmentSubmission): Promise<SubmitOutcome> {
  return submitWithOutbox('/assessments', submission);
}

export const ENRICHMENT_HYPOTHESIS =
  "This organisation's data practices support trustworthy, evidence-based decisions.";

/** Unwraps our `{ data }` envelope when the engine answers with one. */
export function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
}

/**
 * The optional AI enrichment (spec §4, §7.2): health-checks the truth engine, asks it to analyse
 * the answers, and merges its score and recommendations. Any failure — unhealthy, timeout,
 * non-OK, an answer without a usable truthScore — returns the local results unchanged.
 */
export async function enrichResults(
  local: AssessmentResults,
  answers: Answers,
  engagementLevel: EngagementLevel,
  registry: ServiceRegistry = services,
): Promise<AssessmentResults> {
  try {
    const body = await registry.call('truth-engine', '/analyze', {
      hypothesis: ENRICHMENT_HYPOTHESIS,
      data: {
        truthScore: local.truthScore,
        categoryScores: {
          dataHealth: local.dataHealthScore,
          analysis: local.analysisScore,
          decision: local.decisionScore,
          validation: local.validationScore,
        },
        userAnswers: answers,
        engagementLevel,
      },
      analysisType: 'predictive',
      context: { kind: 'truth-assessment' },
    });
    const parsed = engineAssessmentResponseSchema.safeParse(unwrapData(body));
    return parsed.success ? mergeEnrichment(local, parsed.data) : local;
  } catch {
    return local;
  }
}
