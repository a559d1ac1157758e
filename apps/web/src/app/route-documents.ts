import { paths } from '@/app/paths';

/**
 * The HTML document the server sends for a path (ADR 0014). `vite build` writes one per entry:
 * pre-rendered markup for the public pages, and for every listed page `modulepreload` links to
 * its route chunk (plus anything it is sure to load at start), so the browser fetches them with
 * the entry instead of after it. Modules are Vite manifest keys: the same files `router.tsx`
 * imports lazily; the build fails when one is missing.
 */
export interface RouteDocument {
  path: string;
  /** Pre-render the page's markup at build time (the same for every visitor until hydrated). */
  prerender: boolean;
  modules: string[];
}

/** Signed-in pages restore the stored session first: supabase-js is on their critical path. */
const SESSION = 'src/lib/supabase.ts';

export const ROUTE_DOCUMENTS: RouteDocument[] = [
  { path: paths.home, prerender: true, modules: [] },
  { path: paths.pricing, prerender: true, modules: ['src/features/pricing/pricing-page.tsx'] },
  { path: paths.assessment, prerender: true, modules: ['src/features/assessment/assessment-page.tsx'] },
  { path: paths.about, prerender: true, modules: ['src/features/about/about-page.tsx'] },
  { path: paths.contact, prerender: true, modules: ['src/features/contact/contact-page.tsx'] },
  { path: paths.datasets, prerender: false, modules: ['src/features/datasets/datasets-page.tsx'] },
  { path: paths.login, prerender: false, modules: ['src/features/auth/auth-page.tsx'] },
  { path: paths.signup, prerender: false, modules: ['src/features/auth/auth-page.tsx'] },
  // Its shell, shown at once to a visitor with a stored session (RequireAuth `optimistic`).
  { path: paths.dashboard, prerender: true, modules: ['src/features/dashboard/dashboard-page.tsx', SESSION] },
  { path: paths.profile, prerender: false, modules: ['src/features/profile/profile-page.tsx', SESSION] },
  { path: paths.admin, prerender: false, modules: ['src/features/admin/admin-page.tsx', SESSION] },
];

/** File name under `dist/routes/` for a path: `/` → `index.html`, `/pricing` → `pricing.html`. */
export function routeDocumentFile(path: string): string {
  const name = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '__');
  return `${name || 'index'}.html`;
}
