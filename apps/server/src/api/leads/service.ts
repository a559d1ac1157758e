import type { z } from 'zod';
import type {
  contactSubmissionSchema,
  demoRequestSchema,
  leadCaptureSchema,
  LeadKind,
  pilotRequestSchema,
} from '@verity/contracts/leads';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeyReused } from '../../lib/idempotency.ts';
import { analyticsEvents, leads, onboardingCompletions } from '../../db/schema.ts';


export interface LeadInput {
  kind: LeadKind;
  email: string;
  name: string;
  company: string;
  payload: Record<string, unknown>;
  ip: string | null;
}

/**
 * Stores a lead once per Idempotency-Key (per form kind): a retry with the same key and the
 * same submission gets the first row's id back; the same key with another submission is a
 * client bug and answers 400 rather than silently dropping either one.
 */
export async function storeLead(db: Database, input: LeadInput, idempotencyKey?: string): Promise<string> {
  return (await storeLeadOnce(db, input, idempotencyKey)).id;
}

/** `storeLead`, also telling whether this call stored the row (false for a retry of a stored one). */
export async function storeLeadOnce(
  db: Database,
  input: LeadInput,
  idempotencyKey?: string,
): Promise<{ id: string; created: boolean }> {
  const values = { ...input, email: input.email.toLowerCase(), idempotencyKey: idempotencyKey ?? null };
  if (!idempotencyKey) {
    const [row] = await db.insert(leads).values(values).returning({ id: leads.id });
    return { id: row!.id, created: true };
  }
  // A concurrent insert with the same key waits for the first to commit, then does nothing.
  const [inserted] = await db
    .insert(leads)
    .values(values)
    .onConflictDoNothing({ target: [leads.kind, leads.idempotencyKey], where: sql`idempotency_key is not null` })
    .returning({ id: leads.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: leads.id, same: sql<boolean>`${leads.payload} = ${JSON.stringify(input.payload)}::jsonb` })
    .from(leads)
    .where(and(eq(leads.kind, input.kind), eq(leads.idempotencyKey, idempotencyKey)));
  if (!existing) throw new Error('lead idempotency: conflicting row vanished');
  if (!existing.same) {
    throw idempotencyKeyReused();
  }
  return { id: existing.id, created: false };
}

/** Maps each form to the inbox's common columns; the full submission stays in `payload`. */
export const leadFrom = {
  demo: (b: z.output<typeof demoRequestSchema>) => ({ kind: 'demo' as const, email: b.email, name: b.name, company: b.company }),
  pilot: (b: z.output<typeof pilotRequestSchema>) => ({ kind: 'pilot' as const, email: b.email, name: b.contactName, company: b.company }),
  contact: (b: z.output<typeof contactSubmissionSchema>) => ({ kind: 'contact' as const, email: b.email, name: b.name, company: b.company }),
  lead: (b: z.output<typeof leadCaptureSchema>) => ({ kind: 'lead' as const, email: b.email, name: b.name, company: b.company }),
};

export async function storeOnboardingCompletion(
  db: Database,
  userId: string | null,
  payload: Record<string, unknown>,
): Promise<string> {
  const [row] = await db.insert(onboardingCompletions).values({ userId, payload }).returning({ id: onboardingCompletions.id });
  return row!.id;
}

export async function storeAnalyticsEvent(
  db: Database,
  input: { userId: string | null; event: string; data: Record<string, unknown>; timestamp?: string | undefined },
): Promise<string> {
  const [row] = await db
    .insert(analyticsEvents)
    .values({
      userId: input.userId,
      event: input.event,
      data: input.data,
      clientTimestamp: input.timestamp ? new Date(input.timestamp) : null,
    })
    .returning({ id: analyticsEvents.id });
  return row!.id;
}
