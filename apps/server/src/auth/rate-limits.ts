import { errors } from './errors.ts';

/** Per-key limits of auth-api.md §6 (Go's defaults), before RATE_LIMIT_SCALE. */
export const LIMITS = {
  token: { max: 150, windowMs: 5 * 60_000 },
  /** Password attempts on one email, from any IP: stops brute force on one account. */
  passwordPerEmail: { max: 20, windowMs: 5 * 60_000 },
  verify: { max: 30, windowMs: 5 * 60_000 },
  otp: { max: 30, windowMs: 5 * 60_000 },
  recover: { max: 30, windowMs: 5 * 60_000 },
  resend: { max: 30, windowMs: 5 * 60_000 },
  signup: { max: 30, windowMs: 5 * 60_000 },
  anonymousSignup: { max: 30, windowMs: 60 * 60_000 },
  userUpdate: { max: 30, windowMs: 5 * 60_000 },
  mfa: { max: 15, windowMs: 60_000 },
  sso: { max: 30, windowMs: 5 * 60_000 },
  /** Project-wide outgoing mail. */
  emailsSent: { max: 30, windowMs: 60 * 60_000 },
} as const;
export type LimitName = keyof typeof LIMITS;

/** Seconds between two mails of one kind to one user. */
export const MAIL_INTERVAL_SECONDS = 60;

/**
 * Fixed-window counters in memory (one process; replicas each count their own share).
 * Cheap, and enough to make brute force and mail bombing impractical.
 */
export class AuthRateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly scale: number) {}

  /** Counts one hit; false when the limit is already reached. */
  take(name: LimitName, key: string): boolean {
    const { max, windowMs } = LIMITS[name];
    const limit = Math.max(1, Math.round(max * this.scale));
    const now = Date.now();
    const id = `${name}:${key}`;
    let w = this.windows.get(id);
    if (!w || w.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(id, w);
    }
    if (w.count >= limit) return false;
    w.count += 1;
    return true;
  }

  /** Throws the Supabase-shaped 429 when over the limit. */
  enforce(name: LimitName, key: string): void {
    if (!this.take(name, key)) throw name === 'emailsSent' ? errors.emailRateLimited() : errors.rateLimited();
  }

  private sweep(now: number): void {
    for (const [id, w] of this.windows) if (w.resetAt <= now) this.windows.delete(id);
  }
}
