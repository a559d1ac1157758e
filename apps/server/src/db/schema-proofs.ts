import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const proofSigningKeys = pgTable('proof_signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privatePem: text('private_pem'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const proofs = pgTable('proofs', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['analysis', 'verification'] }).notNull(),
  ownerId: uuid('owner_id'),
  isPublic: boolean('is_public').notNull().default(false),
  kid: text('kid').notNull(),
  proof: jsonb('proof').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
