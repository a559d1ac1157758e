import { z } from 'zod';
import { EMAIL_PATTERN, LEAD_FIELD_LIMITS } from './lead-limits.ts';

// Shared by the landing/contact forms and the server routes: one schema, two sides.

export { EMAIL_PATTERN, LEAD_FIELD_LIMITS } from './lead-limits.ts';
const L = LEAD_FIELD_LIMITS;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');
const optional = (max: number) => text(max).optional().default('');
const email = z.string().trim().max(L.email, `must be at most ${L.email} characters`).pipe(z.email({ pattern: EMAIL_PATTERN, message: 'must be a valid email address' }));

export const demoRequestSchema = z.object({
  name: required(L.name),
  email,
  company: required(L.company),
  role: optional(L.role),
  message: optional(L.message),
});
export type DemoRequest = z.input<typeof demoRequestSchema>;

export const pilotRequestSchema = z.object({
  company: required(L.company),
  contactName: required(L.contactName),
  email,
  phoneNumber: optional(L.phoneNumber),
  useCase: required(L.useCase),
  dataVolume: optional(L.dataVolume),
});
export type PilotRequest = z.input<typeof pilotRequestSchema>;

/** The contact form's fields; `name` is first plus last name, as the spec's submission entity has it. */
export const contactSubmissionSchema = z.object({
  name: required(L.contactFullName),
  email,
  subject: optional(L.subject),
  message: required(L.message),
  company: required(L.company),
  jobTitle: optional(L.jobTitle),
});
export type ContactSubmission = z.input<typeof contactSubmissionSchema>;

export const leadCaptureSchema = z.object({
  email,
  name: optional(120),
  company: optional(160),
  source: optional(80),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type LeadCapture = z.input<typeof leadCaptureSchema>;

export const onboardingCompleteSchema = z.object({
  useCase: optional(200),
  steps: z.array(z.string().max(80)).max(20).optional().default([]),
  email: z.string().trim().max(254).pipe(z.email('must be a valid email address')).optional(),
});
export type OnboardingComplete = z.input<typeof onboardingCompleteSchema>;

export const analyticsEventSchema = z.object({
  event: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(80)
    .regex(/^[a-z0-9_.:-]+$/i, 'may hold only letters, digits and _ . : -'),
  data: z.record(z.string(), z.unknown()).optional().default({}),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const LEAD_KINDS = ['demo', 'pilot', 'contact', 'lead'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The pilot offer, as marketed. */
export const PILOT = { days: 14, verifiedDatapoints: 3000 } as const;
