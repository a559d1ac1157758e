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
  /** The full-screen Truth Assessment (decisions.md #18). */
  assessment: '/assessment',
  /** Built by the auth feature; the assessment's conversion sends signed-out visitors here. */
  signup: '/signup',
  /** Built by the dashboard feature; the conversion's destination when signed in. */
  dashboard: '/dashboard',
  /** Built by the auth feature; linked from the public navigation. */
  login: '/login',
} as const;

/** In-page anchors on the landing page. */
export const landingAnchors = {
  features: 'features',
  industries: 'industries',
  liveDemo: 'live-demo',
} as const;
