import { useAuth } from '@/lib/auth';

/**
 * Whether a visitor is signed in, for the conversion's destination (spec §2: `/dashboard` when
 * signed in, else `/signup`). A session is enough: a session still waiting for its second factor
 * goes to /dashboard too, where the guard asks for the code.
 */
export function useIsSignedIn(): boolean {
  return useAuth().session !== null;
}
