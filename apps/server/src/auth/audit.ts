import type { Queryable } from './db.ts';

export type AuditAction =
  | 'user_signedup'
  | 'user_signedup_anonymous'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'token_refreshed'
  | 'token_revoked'
  | 'refresh_token_reuse'
  | 'user_modified'
  | 'user_updated_password'
  | 'user_recovery_requested'
  | 'user_confirmation_requested'
  | 'user_reauthenticate_requested'
  | 'otp_verified'
  | 'mfa_factor_enrolled'
  | 'mfa_factor_verified'
  | 'mfa_factor_unenrolled'
  | 'admin_role_granted'
  | 'admin_role_revoked';

/** One audit row; payloads never hold passwords or tokens. */
export async function audit(
  q: Queryable,
  entry: { userId?: string | null; action: AuditAction; ip?: string | null; payload?: Record<string, unknown> },
): Promise<void> {
  await q.query('insert into auth.audit_log_entries (user_id, action, ip, payload) values ($1, $2, $3, $4)', [
    entry.userId ?? null,
    entry.action,
    entry.ip ?? null,
    JSON.stringify(entry.payload ?? {}),
  ]);
}
