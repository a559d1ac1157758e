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
  /** The auth screen (spec: /login, /signup and /auth all show it; /signup opens Sign Up). */
  login: '/login',
  signup: '/signup',
  auth: '/auth',
  authTest: '/auth-test',
  /** Signed-in areas, behind RequireAuth. */
  dashboard: '/dashboard',
  profile: '/profile',
  blueprints: '/blueprints',
  /** The built-in sandbox checkout; `checkoutPath(id)` builds a link. */
  checkout: '/billing/checkout/:id',
  admin: '/admin',
  /** The public catalog of datasets claims are checked against. */
  datasets: '/datasets',
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

export const checkoutPath = (id: string) => `/billing/checkout/${encodeURIComponent(id)}`;
