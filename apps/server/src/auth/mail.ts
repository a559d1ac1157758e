import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';

export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication';
/** Mail that is not about an account: the pilot's onboarding instructions (api/leads). */
export type ProductMailKind = 'pilot_onboarding';

export interface MailMessage {
  to: string;
  kind: MailKind | ProductMailKind;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the `mail_outbox` table (listed at /dev/mailbox outside
 * production). Logs name the recipient and kind, never the link or code.
 */
export function createMailer(config: Config, db: DatabaseHandle, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(m) {
        await transport.sendMail({ from: config.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, html: m.html });
        log.info({ to: m.to, kind: m.kind }, 'mail sent over SMTP');
      },
    };
  }
  if (config.NODE_ENV === 'production') {
    log.warn('SMTP_URL is not set: mail (confirmations, password resets, pilot onboarding) only goes to the mail_outbox table');
  }
  return {
    async send(m) {
      await db.query(
        'insert into mail_outbox (to_email, subject, kind, text_body, html_body) values ($1, $2, $3, $4, $5)',
        [m.to, m.subject, m.kind, m.text, m.html],
      );
      log.info({ to: m.to, kind: m.kind }, 'mail stored in the outbox (no SMTP_URL); see /dev/mailbox');
    },
  };
}

const SUBJECTS: Record<MailKind, string> = {
  confirmation: 'Confirm your Verity account',
  recovery: 'Reset your Verity password',
  magiclink: 'Your Verity sign-in link',
  email_change: 'Confirm your new email address',
  reauthentication: 'Your Verity confirmation code',
};

const INTROS: Record<MailKind, string> = {
  confirmation: 'Confirm your email address to finish creating your account.',
  recovery: 'Someone asked to reset the password of your account. If it was you, follow the link.',
  magiclink: 'Follow the link to sign in.',
  email_change: 'Confirm this address as the new email of your account.',
  reauthentication: 'Enter this code to confirm the change you asked for.',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One plain message: what it is for, the link (if any) and the code. */
export function composeMail(to: string, kind: MailKind, otp: string, link: string | null): MailMessage {
  const lines = [INTROS[kind], ''];
  if (link) lines.push(`Link: ${link}`, '');
  lines.push(`Code: ${otp}`, '', 'If you did not ask for this, ignore this message.');
  const html = [
    `<p>${escapeHtml(INTROS[kind])}</p>`,
    link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(SUBJECTS[kind])}</a></p>` : '',
    `<p>Code: <strong>${otp}</strong></p>`,
    '<p>If you did not ask for this, ignore this message.</p>',
  ].join('\n');
  return { to, kind, subject: SUBJECTS[kind], text: lines.join('\n'), html };
}
