import { bigint, bigserial, boolean, integer, jsonb, pgSchema, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle's view of the auth tables of migration 0010 (the SQL file is the source of truth).
// The auth service itself uses hand-written SQL; other modules read these (profiles, subscriptions).

const ts = (name: string) => timestamp(name, { withTimezone: true });
export const authSchema = pgSchema('auth');

export const authUsers = authSchema.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  aud: text('aud').notNull(),
  role: text('role').notNull(),
  email: text('email'),
  phone: text('phone'),
  encryptedPassword: text('encrypted_password'),
  emailConfirmedAt: ts('email_confirmed_at'),
  phoneConfirmedAt: ts('phone_confirmed_at'),
  confirmationSentAt: ts('confirmation_sent_at'),
  recoverySentAt: ts('recovery_sent_at'),
  emailChange: text('email_change'),
  emailChangeSentAt: ts('email_change_sent_at'),
  reauthenticationSentAt: ts('reauthentication_sent_at'),
  lastSignInAt: ts('last_sign_in_at'),
  appMetadata: jsonb('raw_app_meta_data').$type<Record<string, unknown>>().notNull(),
  userMetadata: jsonb('raw_user_meta_data').$type<Record<string, unknown>>().notNull(),
  isAnonymous: boolean('is_anonymous').notNull(),
  bannedUntil: ts('banned_until'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authIdentities = authSchema.table('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  providerId: text('provider_id').notNull(),
  userId: uuid('user_id').notNull(),
  identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull(),
  provider: text('provider').notNull(),
  email: text('email'),
  lastSignInAt: ts('last_sign_in_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authSessions = authSchema.table('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  aal: text('aal').notNull(),
  amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull(),
  factorId: uuid('factor_id'),
  notAfter: ts('not_after'),
  userAgent: text('user_agent'),
  ip: text('ip'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  refreshedAt: ts('refreshed_at'),
});

export const authRefreshTokens = authSchema.table('refresh_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  parentHash: text('parent_hash'),
  sessionId: uuid('session_id').notNull(),
  userId: uuid('user_id').notNull(),
  revoked: boolean('revoked').notNull(),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const authMfaFactors = authSchema.table('mfa_factors', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  friendlyName: text('friendly_name'),
  factorType: text('factor_type').notNull(),
  status: text('status').notNull(),
  secret: text('secret').notNull(),
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  lastChallengedAt: ts('last_challenged_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const authAuditLog = authSchema.table('audit_log_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id'),
  action: text('action').notNull(),
  ip: text('ip'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  kind: text('kind').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One row per user: what the profile screen edits. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id').primaryKey(),
  displayName: text('display_name').notNull(),
  photoUrl: text('photo_url'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One row per user: the plan and its usage in the current period. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().unique(),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: ts('current_period_start').notNull(),
  currentPeriodEnd: ts('current_period_end').notNull(),
  analysisLimit: integer('analysis_limit').notNull(),
  analysisUsed: integer('analysis_used').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  /** The plan was granted by an admin, not paid for: recurring revenue leaves it out. */
  complimentary: boolean('complimentary').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
