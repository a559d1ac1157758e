import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { paths } from '@/app/paths';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { RouteFallback } from '@/app/route-fallback';
import { PublicLayout } from '@/components/layouts/public-layout';
import LandingPage from '@/features/landing/landing-page';

/** Turns `() => import('./x-page')` (default export) into a react-router `lazy` route. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/**
 * The route table (spec §2). The landing page is imported statically so `/` paints without a
 * second round trip; every other page is a lazy chunk. To add a route: add its path to
 * `paths.ts`, then an entry below with `lazy: page(() => import('@/features/<area>/<area>-page'))`.
 * Signed-in areas get their own layout branch next to the public one.
 */
export const routes = [
  {
    id: 'root',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RouteFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: LandingPage },
          { path: paths.about, lazy: page(() => import('@/features/about/about-page')) },
          { path: paths.contact, lazy: page(() => import('@/features/contact/contact-page')) },
          { path: paths.pricing, lazy: page(() => import('@/features/pricing/pricing-page')) },
          { path: paths.onboarding, lazy: page(() => import('@/features/onboarding/onboarding-page')) },
          { path: paths.proof, lazy: page(() => import('@/features/proofs/proof-page')) },
        ],
      },
      // Signed-in area (spec §2: /dashboard and its sub-paths).
      { path: `${paths.dashboard}/*`, lazy: page(() => import('@/features/dashboard/dashboard-page')) },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
