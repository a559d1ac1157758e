import { useAuth, useSignOut } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import type { UsageSubscription } from './components/usage-meter';

export interface DashboardAuth {
  /** The signed-in user's id, once known. */
  userId: string | null;
  displayName: string | null;
  isAdmin: boolean;
  subscription: UsageSubscription | null;
  /** The stored session is still being checked: the plan's usage is not known yet. */
  pending: boolean;
  signOut?: () => Promise<unknown>;
}

/** The one place the dashboard reads the session: name, plan usage and sign-out. */
export function useDashboardAuth(): DashboardAuth {
  const { user, isAdmin, initializing } = useAuth();
  const hydrated = useHydrated();
  const signOut = useSignOut();
  return {
    userId: user?.uid ?? null,
    displayName: user?.displayName ?? null,
    isAdmin,
    subscription: user?.subscription ?? null,
    // The pre-rendered shell is drawn as pending too: it cannot know the visitor.
    pending: user === null && (initializing || !hydrated),
    signOut,
  };
}
