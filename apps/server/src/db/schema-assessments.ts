import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentResults, Answers, EngagementLevel, FeatureId } from '@verity/contracts/assessment';

// Drizzle's view of `0020_assessments.sql` (+ `0091`); the SQL file is the source of truth for DDL.
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    answers: jsonb('answers').$type<Answers>().notNull(),
    results: jsonb('results').$type<AssessmentResults>().notNull(),
    truthScore: integer('truth_score').notNull(),
    answeredCount: integer('answered_count').notNull(),
    interactionCount: integer('interaction_count').notNull().default(0),
    engagementLevel: text('engagement_level').$type<EngagementLevel>().notNull(),
    featureDiscoveries: jsonb('feature_discoveries').$type<FeatureId[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ip: text('ip'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_created_idx').on(t.createdAt)],
);
