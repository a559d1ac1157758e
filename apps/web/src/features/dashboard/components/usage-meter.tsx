import { Link } from 'react-router';
import { PLANS, limitPhrase, upgradeFor } from '@verity/contracts/plans';
import { paths } from '@/app/paths';
import { usageState } from '../dashboard.utils';
import { cn } from '@/lib/utils';
import { formatNumber } from '@verity/contracts/format';

export interface UsageSubscription {
  plan: string;
  analysisLimit: number;
  analysisUsed: number;
}

/** analysisUsed of analysisLimit this period, with the upgrade path once the quota is reached. */
export function UsageMeter({ subscription }: { subscription: UsageSubscription }) {
  const { analysisUsed, analysisLimit, plan } = subscription;
  const state = usageState(analysisUsed, analysisLimit);
  const percent = Math.round(state.fraction * 100);
  const planName = PLANS.find((p) => p.id === plan)?.name ?? plan;
  const next = upgradeFor(analysisLimit);

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm" data-testid="usage-meter">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {state.unlimited
            ? `${analysisUsed} analyses this period (unlimited)`
            : `${analysisUsed} of ${analysisLimit} analyses used this period`}
        </span>
        <span className="text-xs text-muted-foreground">{planName} plan</span>
      </div>
      {state.unlimited ? null : (
        <div
          role="meter"
          aria-label="Analyses used this period"
          aria-valuemin={0}
          aria-valuemax={analysisLimit}
          aria-valuenow={Math.min(analysisUsed, analysisLimit)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', state.reached ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      {state.reached ? (
        <p className="text-destructive" data-testid="usage-upgrade">
          You have used all {formatNumber(analysisLimit)} analyses of your {planName} plan this period.{' '}
          {next ? (
            <>
              <Link to={paths.pricing} className="font-medium underline underline-offset-4">
                Upgrade to {next.name}
              </Link>{' '}
              for {limitPhrase(next)}.
            </>
          ) : (
            'A new period starts on your renewal date.'
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The meter's place while the plan is not known yet, the same height, so nothing below moves. */
export function UsageMeterPlaceholder() {
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm" aria-hidden="true">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="inline-block h-5 w-48 animate-pulse rounded bg-muted" />
        <span className="inline-block h-4 w-16 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-2 rounded-full bg-muted" />
    </div>
  );
}
