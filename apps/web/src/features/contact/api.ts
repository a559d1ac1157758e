import type { AnalyticsEvent, ContactSubmission } from '@verity/contracts/leads';
import { api } from '@/lib/api';
import { type SubmitOutcome, submitWithOutbox } from '@/lib/outbox';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string;
  message: string;
}

export const CONTACT_REQUIRED = ['firstName', 'lastName', 'email', 'company', 'message'] as const;

export function toContactSubmission(values: ContactFormValues): ContactSubmission {
  const company = values.company.trim();
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    subject: `Enterprise inquiry from ${company}`,
    message: values.message.trim(),
    company,
    jobTitle: values.jobTitle.trim(),
  };
}

/** POST /api/contact/submit through the outbox. */
export function submitContactForm(values: ContactFormValues): Promise<SubmitOutcome> {
  return submitWithOutbox('/contact/submit', toContactSubmission(values));
}

/** POST /api/analytics/track — best effort and silent: analytics never bothers the visitor. */
export async function trackEvent(event: string, data: Record<string, unknown>): Promise<void> {
  const body: AnalyticsEvent = { event, data, timestamp: new Date().toISOString() };
  await api.post('/analytics/track', body, { notify: false });
}
