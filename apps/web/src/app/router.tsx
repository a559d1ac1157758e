import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject, createBrowserRouter } from 'react-router';
import { paths } from '@/app/paths';
import { RequireAuth } from '@/app/require-auth';
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
export const routes: RouteObject[] = [
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
          { path: paths.login, lazy: page(() => import('@/features/auth/auth-page')) },
          { path: paths.signup, lazy: page(() => import('@/features/auth/auth-page')) },
          { path: paths.auth, lazy: page(() => import('@/features/auth/auth-page')) },
          { path: paths.authTest, lazy: page(() => import('@/features/auth-test/auth-test-page')) },
          {
            // Signed-in areas: the guard shows the auth screen in place (decision #17).
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [
              { path: paths.profile, lazy: page(() => import('@/features/profile/profile-page')) },
              { path: paths.blueprints, lazy: page(() => import('@/features/blueprints/blueprints-page')) },
              { path: paths.checkout, lazy: page(() => import('@/features/billing/checkout-page')) },
            ],
          },
          { path: paths.datasets, lazy: page(() => import('@/features/datasets/datasets-page')) },
          { path: paths.proof, lazy: page(() => import('@/features/proofs/proof-page')) },
        ],
      },
      {
        // The dashboard has its own header; the guard still shows the auth screen in place. Its
        // shell shows nothing private, so it paints while a stored session is checked.
        element: (
          <RequireAuth optimistic>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ path: `${paths.dashboard}/*`, lazy: page(() => import('@/features/dashboard/dashboard-page')) }],
      },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [{ path: `${paths.admin}/*`, lazy: page(() => import('@/features/admin/admin-page')) }],
      },
      { path: paths.assessment, lazy: page(() => import('@/features/assessment/assessment-page')) },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
