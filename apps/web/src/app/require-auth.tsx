import { type ReactNode, Suspense, lazy } from 'react';
import { RouteFallback } from '@/app/route-fallback';
import { useAuth } from '@/lib/auth';

const AuthScreen = lazy(() => import('@/features/auth/auth-screen').then((m) => ({ default: m.AuthScreen })));

/** Loading screen while auth resolves (and during an auth action), with a readable label. */
export function AuthLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">Checking your session…</span>
    </div>
  );
}

/**
 * The route guard (spec §2, decision #17): a loading screen while auth resolves, then `children`
 * for a signed-in user, otherwise the auth screen in place — the URL stays, so after sign-in the
 * requested page renders (deep links survive).
 *
 *   { path: paths.profile, element: <RequireAuth><ProfilePage /></RequireAuth> }
 *   or in a layout route: element: <RequireAuth><Outlet /></RequireAuth>
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, initializing } = useAuth();
  if (user) return <>{children}</>;
  // Only the initial resolution shows the loading screen: the auth screen stays mounted during
  // its own actions (a failed sign-in keeps its message, the TOTP step its state).
  if (initializing) return <AuthLoading />;
  return (
    <Suspense fallback={<RouteFallback />}>
      <AuthScreen mode="guard" />
    </Suspense>
  );
}
