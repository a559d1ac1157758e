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
  /** The whole proof, or for a stored verification answer only its own part (`issuedAt`). */
  proof: jsonb('proof').$type<Record<string, unknown>>().notNull(),
  /** A verification's shared signed answer (`verification_answers`); the proof is answer || proof. */
  answerSha256: text('answer_sha256'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verificationAnswers = pgTable('verification_answers', {
  sha256: text('sha256').primaryKey(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
