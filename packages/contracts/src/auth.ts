/**
 * The published client key of our own auth service. Like Supabase's anon/publishable key it
 * only identifies the client (the `apikey` header); it grants nothing, so the web build may embed it.
 */
export const DEFAULT_ANON_KEY = 'sb_publishable_verity_default_anon_key';

/** Path of the Supabase-compatible auth service on our server. */
export const AUTH_PATH = '/auth/v1';
