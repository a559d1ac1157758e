import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useAuth, useSignOut } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileCard } from './components/profile-card';
import { SubscriptionCard } from './components/subscription-card';
import { TwoFactorCard } from './components/two-factor-card';
import { UsageStatsCard } from './components/usage-stats-card';

/** /profile (guarded): account, subscription, usage statistics, two-factor authentication and sign-out (spec §2). */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Profile</h1>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ProfileCard user={user} />
        <SubscriptionCard fromProfile={user.subscription} />
        <UsageStatsCard stats={user.usageStats} />
        <TwoFactorCard />
      </div>

      <Button variant="outline" className="mt-8" onClick={() => void signOut()} disabled={loading}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
