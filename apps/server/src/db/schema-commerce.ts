import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle's view of 0040_commerce.sql (the SQL is the source of truth for DDL).

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  interval: text('interval', { enum: ['month'] }).notNull(),
  analysisLimit: integer('analysis_limit').notNull(),
  popular: boolean('popular').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const blueprints = pgTable('blueprints', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  priceCents: integer('price_cents').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  document: text('document').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const checkoutSessions = pgTable('checkout_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  kind: text('kind', { enum: ['subscription', 'blueprint'] }).notNull(),
  planId: text('plan_id'),
  blueprintId: text('blueprint_id'),
  amountCents: integer('amount_cents').notNull(),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  providerSessionId: text('provider_session_id'),
  status: text('status', { enum: ['open', 'completed', 'expired'] }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  checkoutSessionId: uuid('checkout_session_id'),
  kind: text('kind', { enum: ['subscription', 'blueprint'] }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchases = pgTable('purchases', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  blueprintId: text('blueprint_id').notNull(),
  checkoutSessionId: uuid('checkout_session_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionEvents = pgTable('subscription_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type', {
    enum: ['plan_changed', 'cancel_scheduled', 'cancel_reverted', 'canceled', 'period_renewed'],
  }).notNull(),
  fromPlan: text('from_plan'),
  toPlan: text('to_plan'),
  amountCents: integer('amount_cents').notNull(),
  checkoutSessionId: uuid('checkout_session_id'),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id').primaryKey(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull(),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const billingEventsProcessed = pgTable(
  'billing_events_processed',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
