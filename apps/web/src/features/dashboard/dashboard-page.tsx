import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { SkipLink } from '@/components/layouts/skip-link';
import { DashboardHeader } from './components/dashboard-header';
import { DashboardTabs } from './components/dashboard-tabs';
import { useDashboardAuth } from './use-dashboard-auth';
import { clearAllDrafts, setSigningOutHere } from './analysis-draft';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/dashboard` (spec §2): header, then tabs Dashboard and Blueprints Marketplace. */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { userId, displayName, isAdmin, subscription, pending, signOut } = useDashboardAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    if (!signOut) return;
    setSigningOut(true);
    // Signing out here keeps nothing of what the form holds as it goes away.
    setSigningOutHere(true);
    try {
      await signOut();
      clearAllDrafts();
      await navigate(paths.home);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <DashboardHeader
        displayName={displayName}
        isAdmin={isAdmin}
        onSignOut={signOut ? () => void handleSignOut() : undefined}
        isSigningOut={signingOut}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <DashboardTabs userId={userId} subscription={subscription} usagePending={pending} />
      </main>
    </div>
  );
}
