import { ArrowLeft, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth, useSignOut } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /profile (guarded). The minimal profile of the accounts work: who you are, your plan and how
 * much of it you used, and sign-out. The profile/commerce work extends it (edit mode, usage
 * statistics, plan changes).
 */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { user, loading } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  const subscription = user.subscription;
  const limit = subscription ? (subscription.analysisLimit === -1 ? 'unlimited' : String(subscription.analysisLimit)) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to={paths.dashboard}>
          <ArrowLeft aria-hidden="true" />
          Back to dashboard
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">Profile</h1>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your account</CardTitle>
            <CardDescription>How you appear in Verity.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="text-muted-foreground">Display name</dt>
                <dd className="mt-1 font-medium" data-testid="profile-display-name">
                  {user.displayName}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="mt-1 font-medium" data-testid="profile-email">
                  {user.email}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Subscription</CardTitle>
            <CardDescription>Your plan and this period&apos;s analyses.</CardDescription>
          </CardHeader>
          <CardContent>
            {subscription ? (
              <dl className="grid gap-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">Plan</dt>
                  <dd className="mt-1 flex items-center gap-2 font-medium capitalize">
                    <span data-testid="profile-plan">{subscription.plan}</span>
                    <Badge variant={subscription.status === 'active' ? 'default' : 'destructive'}>{subscription.status}</Badge>
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Analyses used</dt>
                  <dd className="mt-1 font-medium" data-testid="profile-usage">
                    {subscription.analysisUsed} of {limit}
                  </dd>
                </div>
              </dl>
            ) : (
              <p role="status" className="text-sm text-muted-foreground">
                Your subscription details could not be loaded right now. Reload the page to try again.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <Button variant="outline" className="mt-8" onClick={() => void signOut()} disabled={loading}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  );
}
