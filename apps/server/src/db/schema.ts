import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle's view of the tables that the SQL migrations create. The SQL files are the source
// of truth for DDL; keep these in step with them.

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['demo', 'pilot', 'contact', 'lead'] }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    company: text('company').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['new', 'contacted', 'closed'] }).notNull().default('new'),
    ip: text('ip'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_created_idx').on(t.createdAt)],
);

export const onboardingCompletions = pgTable('onboarding_completions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEvents = pgTable('analytics_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  event: text('event').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export * from './schema-auth.ts';
