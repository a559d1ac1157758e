/**
 * Auth configuration and the cheap, supabase-free reads of the stored session.
 *
 * This module is part of the first-paint bundle (the header and the auth provider use it), so it
 * must never import `@supabase/supabase-js`; `src/lib/supabase.ts` does, and is loaded lazily.
 */

import { DEFAULT_ANON_KEY } from '@verity/contracts/auth';

export { DEFAULT_ANON_KEY };

/** localStorage key of the persisted session (spec: "a local key named for the product"). */
export const AUTH_STORAGE_KEY = 'verity.auth';

export const MISSING_CONFIG_MESSAGE = 'Missing Supabase environment variables';

export interface AuthConfig {
  url: string;
  anonKey: string;
}

export type AuthConfigResult = { ok: true; config: AuthConfig } | { ok: false; message: string };

/**
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`, defaulting to this origin and the published
 * key, so the embedded server needs no configuration. A URL that is not http(s) or an empty key
 * is a broken build: the app shows MISSING_CONFIG_MESSAGE instead of failing later.
 */
interface AuthEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export function readAuthConfig(
  env: AuthEnv = import.meta.env as AuthEnv,
  origin: string = window.location.origin,
): AuthConfigResult {
  const rawUrl = env.VITE_SUPABASE_URL?.trim() || origin;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || DEFAULT_ANON_KEY;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, message: MISSING_CONFIG_MESSAGE };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: MISSING_CONFIG_MESSAGE };
  return { ok: true, config: { url: url.origin + url.pathname.replace(/\/+$/, ''), anonKey } };
}

/**
 * True when localStorage holds a session that looks usable (access_token, refresh_token and
 * expires_at present, as the client itself requires). Says nothing about validity: the header
 * uses it to show "Dashboard" before the auth client has loaded.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return false;
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.access_token === 'string' &&
      typeof parsed.refresh_token === 'string' &&
      typeof parsed.expires_at === 'number'
    );
  } catch {
    return false;
  }
}

/** True when the URL carries an auth redirect (PKCE code, implicit tokens or an auth error). */
export function hasAuthParamsInUrl(href: string = window.location.href): boolean {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const keys = ['code', 'access_token', 'error_description', 'error_code'];
  return keys.some((key) => url.searchParams.has(key) || hash.has(key));
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
