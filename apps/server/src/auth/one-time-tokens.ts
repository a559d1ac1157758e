import { createHash, randomInt } from 'node:crypto';
import type { AuthContext } from './context.ts';
import type { Queryable } from './db.ts';
import { errors } from './errors.ts';
import { composeMail, type MailMessage } from './mail.ts';
import { MAIL_INTERVAL_SECONDS } from './rate-limits.ts';
import type { UserRow } from './users.ts';

export type OttType = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'reauthentication';

export interface OttRow {
  id: string;
  user_id: string;
  token_type: OttType;
  token_hash: string;
  relates_to: string;
  flow_state_id: string | null;
  created_at: Date;
}

/** Go's scheme: the link carries hex SHA-224(email + otp), so code and link are one token. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(email + otp).digest('hex');
}

export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The `type` a mailed link carries for each kind of token. */
const LINK_TYPE: Record<OttType, string | null> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  reauthentication: null,
};

const SENT_COLUMN: Record<OttType, string> = {
  confirmation: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};

/** One mail of each kind per user per minute: `429 over_email_send_rate_limit`. */
export function assertMailInterval(user: UserRow, type: OttType): void {
  const sentAt = user[SENT_COLUMN[type] as keyof UserRow] as Date | null;
  if (!sentAt) return;
  const elapsed = (Date.now() - new Date(sentAt).getTime()) / 1000;
  if (elapsed < MAIL_INTERVAL_SECONDS) throw errors.mailTooSoon(Math.ceil(MAIL_INTERVAL_SECONDS - elapsed));
}

/**
 * Stores a fresh one-time token (replacing earlier ones of the same kind) and composes its
 * mail. The caller sends the mail after its transaction commits.
 */
export async function issueMailToken(
  ctx: AuthContext,
  q: Queryable,
  opts: { user: UserRow; type: OttType; email: string; flowStateId?: string | null; redirectTo: string; apiUrl: string },
): Promise<MailMessage> {
  ctx.limiter.enforce('emailsSent', 'project');
  const otp = newOtp();
  const hash = tokenHash(opts.email, otp);
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [opts.user.id, opts.type]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, flow_state_id) values ($1, $2, $3, $4, $5)`,
    [opts.user.id, opts.type, hash, opts.email, opts.flowStateId ?? null],
  );
  await q.query(`update auth.users set ${SENT_COLUMN[opts.type]} = now() where id = $1`, [opts.user.id]);
  const linkType = LINK_TYPE[opts.type];
  const link = linkType
    ? `${opts.apiUrl}/auth/v1/verify?${new URLSearchParams({
        token: `${opts.flowStateId ? 'pkce_' : ''}${hash}`,
        type: linkType,
        redirect_to: opts.redirectTo,
      })}`
    : null;
  return composeMail(opts.email, opts.type, otp, link);
}

/**
 * Finds and deletes (single use) a live token of one of `types`, by its hash. Expired
 * tokens are deleted too and answer null.
 */
export async function consumeToken(
  ctx: AuthContext,
  q: Queryable,
  hash: string,
  types: OttType[],
  relatesTo?: string,
): Promise<OttRow | null> {
  const rows = await q.query<OttRow>(
    `delete from auth.one_time_tokens where id = (
       select id from auth.one_time_tokens
        where token_hash = $1 and token_type = any($2::text[]) ${relatesTo ? 'and relates_to = $3' : ''}
        order by created_at desc limit 1)
     returning id, user_id, token_type, token_hash, relates_to, flow_state_id, created_at`,
    relatesTo ? [hash, types, relatesTo] : [hash, types],
  );
  const row = rows[0];
  if (!row) return null;
  const age = (Date.now() - new Date(row.created_at).getTime()) / 1000;
  return age <= ctx.config.AUTH_OTP_EXPIRY ? row : null;
}
