import { doublePrecision, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const analyses = pgTable('analyses', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  hypothesis: text('hypothesis').notNull(),
  analysisType: text('analysis_type', { enum: ['predictive', 'causal', 'descriptive', 'prescriptive'] }).notNull(),
  truthScore: doublePrecision('truth_score').notNull(),
  status: text('status', { enum: ['passed', 'pending', 'failed'] }).notNull(),
  cost: doublePrecision('cost').notNull(),
  engineVersion: text('engine_version').notNull(),
  /** Null since migration 0098: the analysis is read from its proof (ADR 0025). */
  result: jsonb('result').$type<Record<string, unknown>>(),
  proofId: uuid('proof_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
