/**
 * Whether a user is signed in, for the conversion's destination (spec §2: `/dashboard` when
 * signed in, else `/signup`). The auth feature does not exist on this branch yet, so this
 * returns false; replace the body with the auth context's user check when it lands.
 */
export function useIsSignedIn(): boolean {
  return false;
}
