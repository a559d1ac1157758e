import type { FastifyBaseLogger } from 'fastify';
import { PILOT } from '@verity/contracts/leads';
import { formatNumber } from '@verity/contracts/format';
import type { MailMessage, Mailer } from '../../auth/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The onboarding instructions a pilot lead receives once the request is stored: what the pilot
 * includes, the three onboarding steps, and where to start them.
 */
export function composePilotOnboardingMail(lead: { email: string; contactName: string; company: string }, siteUrl: string): MailMessage {
  const link = `${siteUrl.replace(/\/+$/, '')}/onboarding`;
  const offer = `${PILOT.days} days and ${formatNumber(PILOT.verifiedDatapoints)} verified datapoints`;
  const steps = [
    'Pick the use case you want to verify first.',
    'Run a first analysis on sample data (or your own JSON or CSV) to see the score, counter-hypotheses and signed proof.',
    'Check a first claim against our catalog of public datasets.',
  ];
  const intro = `Hello ${lead.contactName}, thank you for starting the Verity pilot for ${lead.company}: ${offer} on your own use case.`;
  const text = [
    intro,
    '',
    'To get started, open the onboarding checklist:',
    `Link: ${link}`,
    '',
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    '',
    'If you did not ask for this, ignore this message.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>To get started, open the <a href="${escapeHtml(link)}">onboarding checklist</a>:</p>`,
    `<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    '<p>If you did not ask for this, ignore this message.</p>',
  ].join('\n');
  return { to: lead.email, kind: 'pilot_onboarding', subject: 'Your Verity pilot: onboarding instructions', text, html };
}

/**
 * Sends the mail without holding up or failing the request that stored the lead: the lead is
 * what matters, and a mail that cannot go out is logged (recipient only) for someone to follow up.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): Promise<void> {
  return mailer.send(message).catch((err: unknown) => {
    log.error({ err, to: message.to, kind: message.kind }, 'pilot onboarding mail could not be sent');
  });
}
