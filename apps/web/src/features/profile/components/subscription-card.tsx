import { Link } from 'react-router';
import { UNLIMITED } from '@verity/contracts/plans';
import { paths } from '@/app/paths';
import { LoadFailed } from '@/components/load-failed';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Subscription } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useBillingPortal, useCancelSubscription, useSubscription } from '../api';
import { formatDate as formatEnglishDate } from '@verity/contracts/format';

const formatDate = (iso: string | null) =>
  iso ? formatEnglishDate(new Date(iso), 'long') : '—';

/** Plan, status, this period's usage and the ways to change the plan. */
export function SubscriptionCard({ fromProfile }: { fromProfile: Subscription | null }) {
  const current = useSubscription();
  const cancel = useCancelSubscription();
  const portal = useBillingPortal();
  const view = current.data;
  // The profile's copy paints at once; the billing view adds cancellation and provider details.
  const plan = view?.plan ?? fromProfile?.plan;
  const status = view?.status ?? fromProfile?.status;
  const used = view?.analysisUsed ?? fromProfile?.analysisUsed ?? 0;
  const limit = view?.analysisLimit ?? fromProfile?.analysisLimit ?? 0;
  const periodEnd = view?.currentPeriodEnd ?? fromProfile?.currentPeriodEnd ?? null;

  if (!plan) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Subscription</CardTitle>
        </CardHeader>
        <CardContent>
          {current.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading your subscription…
            </p>
          ) : (
            <LoadFailed role="status" onRetry={() => void current.refetch()} retrying={current.isFetching}>
              Your subscription details could not be loaded right now.
            </LoadFailed>
          )}
        </CardContent>
      </Card>
    );
  }

  const unlimited = limit === UNLIMITED;
  const percent = unlimited || limit <= 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));

  async function handleCancel(next: boolean) {
    try {
      await cancel.mutateAsync(next);
      toast({
        title: next ? 'Cancellation Scheduled' : 'Plan Kept',
        description: next ? `Your plan stays until ${formatDate(periodEnd)}, then becomes free.` : 'Your plan renews as usual.',
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Update Failed', description: error instanceof Error ? error.message : 'Try again.' });
    }
  }

  async function handlePortal() {
    try {
      const { url } = await portal.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Update Failed', description: error instanceof Error ? error.message : 'Try again.' });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your plan and this period&apos;s analyses.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div>
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="mt-1 flex items-center gap-2 font-medium">
              <span data-testid="profile-plan">{view?.planName ?? plan}</span>
              <Badge variant={status === 'active' ? 'default' : 'destructive'}>{status}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Analyses used</dt>
            {/* A <dl> group holds only dt/dd, so the meter sits inside the dd. */}
            <dd className="mt-1 font-medium">
              <span data-testid="profile-usage">
                {used} of {unlimited ? 'unlimited' : limit}
              </span>
              {unlimited ? null : (
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
                  role="meter"
                  aria-label="Analyses used this period"
                  aria-valuemin={0}
                  aria-valuemax={limit}
                  aria-valuenow={Math.min(used, limit)}
                >
                  <div
                    className={cn('h-full rounded-full', used >= limit ? 'bg-destructive' : 'bg-primary')}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{view?.cancelAtPeriodEnd ? 'Plan ends' : 'Period ends'}</dt>
            <dd className="mt-1 font-medium">{formatDate(periodEnd)}</dd>
          </div>
        </dl>
        {view?.cancelAtPeriodEnd ? (
          <p className="mt-4 text-sm text-muted-foreground" role="status">
            Cancelled: you keep this plan until the end of the period, then move to the free plan.
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.pricing}>{plan === 'enterprise' ? 'Change plan' : 'Upgrade plan'}</Link>
        </Button>
        {view?.portalAvailable ? (
          <Button variant="outline" onClick={() => void handlePortal()} disabled={portal.isPending}>
            Manage billing
          </Button>
        ) : null}
        {view && plan !== 'free' ? (
          <Button variant="outline" onClick={() => void handleCancel(!view.cancelAtPeriodEnd)} disabled={cancel.isPending}>
            {view.cancelAtPeriodEnd ? 'Keep my plan' : 'Cancel plan'}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
