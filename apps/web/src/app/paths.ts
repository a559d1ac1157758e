/**
 * Every route path, in one place. Link with `paths.x`, never with a string literal.
 * Later features add their entries here and their route in `router.tsx`.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  onboarding: '/onboarding',
  /** Built by the auth feature; linked from the public navigation. */
  login: '/login',
  dashboard: '/dashboard',
  /** Built by the profile feature; linked from the dashboard header. */
  profile: '/profile',
  /** Public proof page: `proofPath(id)`. */
  proof: '/proof/:id',
} as const;

export function proofPath(id: string): string {
  return `/proof/${encodeURIComponent(id)}`;
}

/** In-page anchors on the landing page. */
export const landingAnchors = {
  features: 'features',
  industries: 'industries',
  liveDemo: 'live-demo',
} as const;
