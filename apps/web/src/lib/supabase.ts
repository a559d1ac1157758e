import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, readAuthConfig } from '@/lib/auth-config';

/**
 * The web app's one Supabase client (auth only). Loaded lazily — `import('@/lib/supabase')` —
 * so supabase-js stays out of the landing page's first-paint bundle. It talks to our own
 * GoTrue-compatible service at `<VITE_SUPABASE_URL>/auth/v1` (this origin by default) and works
 * unchanged against a real Supabase project.
 *
 * PKCE flow (email links come back as `?code=`), automatic token refresh, the session persisted in
 * localStorage under AUTH_STORAGE_KEY, and the session detected in the URL on load.
 *
 * Each PKCE flow keeps its own code verifier, and its id travels on the email link
 * (`sb_flow_id`): a second reset request, even one the server refuses as too soon, can then no
 * longer discard the verifier the first mail's link needs.
 */
export class AuthConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthConfigError';
  }
}

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  if (client) return client;
  const result = readAuthConfig();
  if (!result.ok) throw new AuthConfigError(result.message);
  client = createClient(result.config.url, result.config.anonKey, {
    auth: {
      flowType: 'pkce',
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      storageKey: AUTH_STORAGE_KEY,
      experimental: { appendPkceFlowIdToRedirects: true },
    },
    global: { headers: { 'X-Application-Name': 'verity-web' } },
  });
  return client;
}

export type { SupabaseClient };
