import type { Session } from '@supabase/supabase-js';
import type { UsageStats } from '@verity/contracts/profile';
import { ApiError, apiFetch } from '@/lib/api';

/** Spec 1 §3 Subscription, as `GET /api/profile` returns it. */
export interface Subscription {
  plan: string;
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  /** -1 = unlimited. */
  analysisLimit: number;
  analysisUsed: number;
  features: string[];
}

export type { UsageStats };

/**
 * Spec 1 §3 User. Comes from `GET /api/profile`. When the profile cannot be read (server
 * unreachable) the user is still signed in: the fields are then taken from the auth session and
 * `subscription`/`usageStats` are null — never invented.
 */
export interface User {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  emailVerified: boolean;
  createdAt: string | null;
  lastLoginAt: string | null;
  subscription: Subscription | null;
  usageStats: UsageStats | null;
}

export type ProfileFetcher = (accessToken: string) => Promise<User>;

/** `GET /api/profile` with the given token (the provider passes the fresh one explicitly). */
export const fetchProfile: ProfileFetcher = (accessToken) =>
  apiFetch<User>('/profile', { headers: { Authorization: `Bearer ${accessToken}` } });

/** The User as far as the auth session alone tells it (used until/unless the profile loads). */
export function userFromSession(session: Session): User {
  const authUser = session.user;
  const email = authUser.email ?? '';
  const meta = (authUser.user_metadata ?? {}) as Record<string, unknown>;
  const named = typeof meta.display_name === 'string' && meta.display_name.trim() !== '' ? meta.display_name : null;
  return {
    uid: authUser.id,
    email,
    displayName: named ?? email.split('@')[0] ?? '',
    photoURL: typeof meta.avatar_url === 'string' ? meta.avatar_url : null,
    emailVerified: Boolean(authUser.email_confirmed_at),
    createdAt: authUser.created_at ?? null,
    lastLoginAt: authUser.last_sign_in_at ?? null,
    subscription: null,
    usageStats: null,
  };
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
