import { type ReactNode, Suspense, lazy, useState } from 'react';
import { RouteFallback } from '@/app/route-fallback';
import { useAuth } from '@/lib/auth';
import { hasStoredSession } from '@/lib/auth-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

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

interface RequireAuthProps {
  children: ReactNode;
  /**
   * Render the page at once for a visitor with a stored session, while that session is checked,
   * and in the pre-rendered HTML (ADR 0014), where CSS shows it only when the pre-paint script
   * found a stored session. For pages whose first screen shows nothing private before their own
   * requests, made with that session, return: the dashboard.
   */
  optimistic?: boolean;
}

/**
 * The route guard (spec §2, decision #17): a loading screen while auth resolves, then `children`
 * for a signed-in user, otherwise the auth screen in place — the URL stays, so after sign-in the
 * requested page renders (deep links survive).
 *
 *   { path: paths.profile, element: <RequireAuth><ProfilePage /></RequireAuth> }
 *   or in a layout route: element: <RequireAuth><Outlet /></RequireAuth>
 */
export function RequireAuth({ children, optimistic = false }: RequireAuthProps) {
  const { user, initializing } = useAuth();
  const hydrated = useHydrated();
  const [storedHint] = useState(hasStoredSession);
  if (optimistic) {
    // One wrapper in every state, so the pre-rendered page is hydrated, not replaced.
    const showPage = !hydrated || user !== null || (initializing && storedHint);
    return (
      <div className={cn('contents', !hydrated && 'when-session')}>
        {showPage ? children : <Guard initializing={initializing} />}
      </div>
    );
  }
  if (user) return <>{children}</>;
  return <Guard initializing={initializing} />;
}

function Guard({ initializing }: { initializing: boolean }) {
  // Only the initial resolution shows the loading screen: the auth screen stays mounted during
  // its own actions (a failed sign-in keeps its message, the TOTP step its state).
  if (initializing) return <AuthLoading />;
  return <GuardScreen />;
}

/** The auth screen in place of a guarded page: the tab says so, not the page it stands in for. */
function GuardScreen() {
  useDocumentTitle('Sign in');
  return (
    <Suspense fallback={<RouteFallback />}>
      <AuthScreen mode="guard" />
    </Suspense>
  );
}
