import type { AuthClient } from '@/lib/auth';

/** The part of supabase-js the two-factor section uses (`auth.mfa`). */
export type MfaApi = AuthClient['auth']['mfa'];

export const FACTOR_NAME = 'Authenticator app';
/** The auth service drops an enrolment that is not confirmed within this time. */
export const ENROL_WINDOW_MINUTES = 5;

export interface EnrolledFactor {
  id: string;
  friendlyName: string;
  createdAt: string | null;
}

export interface PendingEnrolment {
  factorId: string;
  /** `data:image/svg+xml` URL of the QR code the auth service drew from the otpauth URI. */
  qrCode: string;
  secret: string;
  uri: string;
}

export interface MfaFailure {
  message: string;
  /** The enrolment no longer exists (abandoned too long): the person must start again. */
  restart: boolean;
}

type AuthErrorLike = { code?: string | undefined; message?: string; status?: number | undefined };

/** A sentence a person can act on for each error the auth service answers here. */
export function mfaFailure(error: AuthErrorLike): MfaFailure {
  switch (error.code) {
    case 'mfa_verification_failed':
      return {
        message: 'That code is not right. Enter the 6-digit code your app shows now; if it keeps failing, check the time on your phone.',
        restart: false,
      };
    case 'mfa_challenge_expired':
      return { message: 'That code expired. Enter the code your app shows now.', restart: false };
    case 'mfa_factor_not_found':
      return {
        message: `This setup expired: a new authenticator must be confirmed within ${ENROL_WINDOW_MINUTES} minutes. Start again and scan the new QR code.`,
        restart: true,
      };
    case 'insufficient_aal':
      return { message: 'Sign out and sign in again with your authenticator code, then try again.', restart: false };
    case 'over_request_rate_limit':
      return { message: 'Too many attempts. Wait a minute, then try again.', restart: false };
    case 'mfa_totp_enroll_not_enabled':
      return { message: 'Two-factor authentication is not available on this server.', restart: false };
    default:
      return {
        message: error.message ? `${error.message.replace(/\.?$/, '.')} Try again.` : 'Something went wrong. Try again.',
        restart: false,
      };
  }
}

/** The verified authenticator, if any (the section enrols one at most). */
export async function loadEnrolledFactor(mfa: MfaApi): Promise<EnrolledFactor | null> {
  const { data, error } = await mfa.listFactors();
  if (error) throw error;
  const factor = data.totp[0];
  if (!factor) return null;
  return { id: factor.id, friendlyName: factor.friendly_name || FACTOR_NAME, createdAt: factor.created_at ?? null };
}

/**
 * Starts an enrolment. An earlier setup abandoned in this account (page closed mid-way) is
 * removed first, so its name does not clash with the new one.
 */
export async function startEnrolment(mfa: MfaApi): Promise<PendingEnrolment> {
  const listed = await mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const stale of listed.data.all.filter((f) => f.factor_type === 'totp' && f.status === 'unverified')) {
    await mfa.unenroll({ factorId: stale.id });
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName: FACTOR_NAME });
  if (error) throw error;
  return { factorId: data.id, qrCode: svgDataUrl(data.totp.qr_code), secret: data.totp.secret, uri: data.totp.uri };
}

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the markup
 * unencoded; a `#` in it (a colour, from another auth server) would end the URL early.
 */
export function svgDataUrl(qrCode: string): string {
  const markup = qrCode.replace(/^data:image\/svg\+xml;(?:charset=)?utf-8,/, '');
  if (!markup.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** The secret in groups of four, as authenticator apps show it for typing. */
export function groupSecret(secret: string): string {
  return secret.replace(/=+$/, '').replace(/(.{4})(?=.)/g, '$1 ');
}
