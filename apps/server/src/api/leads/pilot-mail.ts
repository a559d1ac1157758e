import type { FastifyBaseLogger } from 'fastify';
import { PILOT } from '@verity/contracts/leads';
import { formatNumber } from '@verity/contracts/format';
import type { MailMessage, Mailer } from '../../auth/mail.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The onboarding instructions a pilot lead receives once the request is stored: what the pilot
 * includes, the three onboarding steps, and where to start them. Anyone can type any address
 * into the form, so the mail carries none of the visitor's words (name, company): our server
 * must not carry a stranger's text to someone else's inbox.
 */
export function composePilotOnboardingMail(lead: { email: string }, siteUrl: string): MailMessage {
  const link = `${siteUrl.replace(/\/+$/, '')}/onboarding`;
  const offer = `${PILOT.days} days and ${formatNumber(PILOT.verifiedDatapoints)} verified datapoints`;
  const steps = [
    'Pick the use case you want to verify first.',
    'Run a first analysis on sample data (or your own JSON or CSV) to see the score, counter-hypotheses and signed proof.',
    'Check a first claim against our catalog of public datasets.',
  ];
  const intro = `Hello, thank you for starting a Verity pilot: ${offer} on your own use case.`;
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
 * Sends the mail for a newly stored pilot lead, without holding up or failing the request that
 * stored it: the lead is what matters, and a mail that cannot go out is logged (recipient only)
 * for someone to follow up. An address gets one such mail a day, from its first pilot request of
 * that day, so the form cannot be used to flood an inbox.
 */
export async function mailPilotLead(
  deps: { db: DatabaseHandle; mailer: Mailer; log: FastifyBaseLogger },
  lead: { id: string; email: string },
  siteUrl: string,
): Promise<void> {
  try {
    const earlier = await deps.db.query(
      `select 1 from leads l, (select created_at from leads where id = $2) this
        where l.kind = 'pilot' and lower(l.email) = lower($1) and l.id <> $2
          and l.created_at > this.created_at - interval '24 hours'
          and (l.created_at, l.id) < (this.created_at, $2::uuid)
        limit 1`,
      [lead.email, lead.id],
    );
    if (earlier.length > 0) return;
    await deps.mailer.send(composePilotOnboardingMail(lead, siteUrl));
  } catch (err) {
    deps.log.error({ err, to: lead.email, kind: 'pilot_onboarding' }, 'pilot onboarding mail could not be sent');
  }
}
