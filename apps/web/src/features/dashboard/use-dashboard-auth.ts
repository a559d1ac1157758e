import { useAuth, useSignOut } from '@/lib/auth';
import type { UsageSubscription } from './components/usage-meter';

export interface DashboardAuth {
  displayName: string | null;
  isAdmin: boolean;
  subscription: UsageSubscription | null;
  signOut?: () => Promise<unknown>;
}

/** The one place the dashboard reads the session: name, plan usage and sign-out. */
export function useDashboardAuth(): DashboardAuth {
  const { user, isAdmin } = useAuth();
  const signOut = useSignOut();
  return {
    displayName: user?.displayName ?? null,
    isAdmin,
    subscription: user?.subscription ?? null,
    signOut,
  };
}
