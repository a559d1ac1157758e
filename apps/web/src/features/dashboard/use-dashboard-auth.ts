import type { UsageSubscription } from './components/usage-meter';

export interface DashboardAuth {
  displayName: string | null;
  subscription: UsageSubscription | null;
  signOut?: () => Promise<unknown>;
}

/**
 * The one place the dashboard reads the session. Until the auth feature's `useAuth()` lands, it
 * knows no user: the header says "Welcome back" without a name, there is no sign-out button and
 * no usage meter (nothing is invented).
 */
export function useDashboardAuth(): DashboardAuth {
  return { displayName: null, subscription: null };
}
