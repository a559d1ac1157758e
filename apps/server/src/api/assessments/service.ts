import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  cohortWindow,
  engagementLevel,
  scoreAssessment,
  TOTAL_QUESTIONS,
  type AssessmentResults,
  type AssessmentStats,
  type FeatureId,
} from '@verity/contracts/assessment';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyReused } from '../../lib/idempotency.ts';
import { leads } from '../../db/schema.ts';
import { assessments } from '../../db/schema-assessments.ts';

export interface AssessmentInput {
  answers: Record<string, string>;
  interactionCount: number;
  featureDiscoveries: FeatureId[];
  startTime?: string | undefined;
  completionTime?: string | undefined;
  userId: string | null;
  ip: string | null;
}

/**
 * Recomputes the results from the answers (never from client numbers) and stores the session.
 * With an Idempotency-Key, a retry of the same submission stores nothing and answers the first
 * row's id and results; the same key with other answers is a client bug and answers 400.
 */
export async function recordAssessment(
  db: Database,
  input: AssessmentInput,
  idempotencyKey?: string,
): Promise<{ id: string; results: AssessmentResults }> {
  const results = scoreAssessment(input.answers);
  const featureDiscoveries = [...new Set(input.featureDiscoveries)];
  const values = {
    userId: input.userId,
    answers: input.answers,
    results,
    truthScore: results.truthScore,
    answeredCount: results.answeredCount,
    interactionCount: input.interactionCount,
    engagementLevel: engagementLevel(input.interactionCount),
    featureDiscoveries,
    startedAt: input.startTime ? new Date(input.startTime) : null,
    completedAt: input.completionTime ? new Date(input.completionTime) : new Date(),
    ip: input.ip,
    idempotencyKey: idempotencyKey ?? null,
  };
  if (!idempotencyKey) {
    const [row] = await db.insert(assessments).values(values).returning({ id: assessments.id });
    return { id: row!.id, results };
  }
  // A concurrent insert with the same key waits for the first to commit, then does nothing.
  const [inserted] = await db
    .insert(assessments)
    .values(values)
    .onConflictDoNothing({ target: assessments.idempotencyKey, where: sql`idempotency_key is not null` })
    .returning({ id: assessments.id });
  if (inserted) return { id: inserted.id, results };
  const [existing] = await db
    .select({
      id: assessments.id,
      results: assessments.results,
      same: sql<boolean>`${assessments.answers} = ${JSON.stringify(input.answers)}::jsonb
        and ${assessments.featureDiscoveries} = ${JSON.stringify(featureDiscoveries)}::jsonb
        and ${assessments.interactionCount} = ${input.interactionCount}`,
    })
    .from(assessments)
    .where(eq(assessments.idempotencyKey, idempotencyKey));
  if (!existing) throw new Error('assessment idempotency: conflicting row vanished');
  if (!existing.same) throw idempotencyKeyReused();
  return { id: existing.id, results: existing.results };
}

export interface StatsSettings {
  baselineCompletions: number;
  cohortCapacity: number;
}

/**
 * Real figures (decisions.md #15): completions = baseline + fully answered assessments stored
 * here; remaining spots = cohort capacity − pilots started this weekly cohort, never below 1.
 */
export async function assessmentStats(db: Database, settings: StatsSettings, now = new Date()): Promise<AssessmentStats> {
  const { start, nextOnboarding } = cohortWindow(now);
  const [[done], [pilots]] = await Promise.all([
    db.select({ n: count() }).from(assessments).where(eq(assessments.answeredCount, TOTAL_QUESTIONS)),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.kind, 'pilot'), gte(leads.createdAt, start))),
  ]);
  return {
    completions: settings.baselineCompletions + Number(done?.n ?? 0),
    remainingSpots: Math.max(1, settings.cohortCapacity - Number(pilots?.n ?? 0)),
    nextOnboardingDate: nextOnboarding.toISOString().slice(0, 10),
  };
}
