import type { z } from 'zod';
import type {
  contactSubmissionSchema,
  demoRequestSchema,
  leadCaptureSchema,
  LeadKind,
  pilotRequestSchema,
} from '@verity/contracts/leads';
import type { Database } from '../../db/client.ts';
import { analyticsEvents, leads, onboardingCompletions } from '../../db/schema.ts';


export interface LeadInput {
  kind: LeadKind;
  email: string;
  name: string;
  company: string;
  payload: Record<string, unknown>;
  ip: string | null;
}

export async function storeLead(db: Database, input: LeadInput): Promise<string> {
  const [row] = await db
    .insert(leads)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning({ id: leads.id });
  return row!.id;
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
