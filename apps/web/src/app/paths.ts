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
} as const;

/** In-page anchors on the landing page. */
export const landingAnchors = {
  features: 'features',
  industries: 'industries',
  liveDemo: 'live-demo',
} as const;
