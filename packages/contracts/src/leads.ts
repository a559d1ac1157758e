import { z } from 'zod';

// Shared by the landing/contact forms and the server routes: one schema, two sides.
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');
const optional = (max: number) => text(max).optional().default('');
const email = z.string().trim().max(254).pipe(z.email('must be a valid email address'));

export const demoRequestSchema = z.object({
  name: required(120),
  email,
  company: required(160),
  role: optional(120),
  message: optional(4000),
});
export type DemoRequest = z.input<typeof demoRequestSchema>;

export const pilotRequestSchema = z.object({
  company: required(160),
  contactName: required(120),
  email,
  phoneNumber: optional(40),
  useCase: required(4000),
  dataVolume: optional(120),
});
export type PilotRequest = z.input<typeof pilotRequestSchema>;

/** The contact form's fields; `name` is first plus last name, as the spec's submission entity has it. */
export const contactSubmissionSchema = z.object({
  name: required(240),
  email,
  subject: optional(200),
  message: required(4000),
  company: required(160),
  jobTitle: optional(120),
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
