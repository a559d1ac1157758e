import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { type Figure, useOverview } from '../api';
import { formatCents, formatGrowth, formatScore, growthTrend } from '../lib/format';
import { EmptyState, ErrorState, Skeleton, Sparkline } from './shared';
import { formatNumber } from '@verity/contracts/format';

const trendClass = {
  up: 'text-success',
  down: 'text-destructive',
  flat: 'text-muted-foreground',
  none: 'text-muted-foreground',
} as const;

function FigureCard({ label, figure, format }: { label: string; figure: Figure; format: (n: number) => string }) {
  const trend = growthTrend(figure.growth);
  return (
    <Card className="grid gap-2 p-5">
      <h3 className="text-sm font-medium text-muted-foreground">{label}</h3>
      <p className="text-2xl font-semibold tabular-nums">{format(figure.value)}</p>
      <p className="text-xs text-muted-foreground">
        <span className={cn('font-medium tabular-nums', trendClass[trend])}>{formatGrowth(figure.growth)}</span>{' '}
        <span>vs. previous 30 days</span>
      </p>
      <Sparkline values={figure.sparkline} />
    </Card>
  );
}

export function OverviewTab() {
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <span className="sr-only">Loading the overview…</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return <ErrorState message={`Could not load the overview: ${overview.error.message}`} onRetry={() => void overview.refetch()} />;
  }
  const data = overview.data;
  return (
    <section aria-labelledby="admin-overview-heading" className="grid gap-4">
      <h2 id="admin-overview-heading" className="sr-only">
        Overview
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard label="Users" figure={data.users} format={formatNumber} />
        <FigureCard label="Analyses" figure={data.analyses} format={formatNumber} />
        <FigureCard label="Revenue" figure={data.revenueCents} format={formatCents} />
        <FigureCard label="Average truth score" figure={data.avgTruthScore} format={formatScore} />
      </div>
      {data.empty ? (
        <EmptyState title="No activity yet">Users, analyses and payments will appear here as they happen.</EmptyState>
      ) : null}
    </section>
  );
}
