import { useQuery } from '@tanstack/react-query';
import { LineChart as LineChartIcon } from 'lucide-react';
import { Suspense, lazy, memo } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { historyQuery } from '../api';

const ChartsPanel = lazy(() => import('./charts-panel'));

function ChartSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status">
      <div className="h-56 animate-pulse rounded-lg bg-muted" />
      <div className="h-56 animate-pulse rounded-lg bg-muted" />
      <span className="sr-only">Loading charts…</span>
    </div>
  );
}

/** Performance trend and analysis-type charts, from the user's own analyses (newest 100). */
export const PerformanceCharts = memo(function PerformanceCharts() {
  const { data, isPending, isError } = useQuery(historyQuery());
  const analyses = data?.analyses ?? [];

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <LineChartIcon className="size-5 text-muted-foreground" aria-hidden="true" />
          Performance
        </h2>
        <CardDescription>
          {data && data.total > analyses.length
            ? `Your newest ${analyses.length} of ${data.total} analyses.`
            : 'From your own analyses.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ChartSkeleton />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">The charts could not be loaded right now.</p>
        ) : analyses.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            Charts appear after your first analysis: the truth-score trend and the mix of analysis types.
          </p>
        ) : (
          <Suspense fallback={<ChartSkeleton />}>
            <ChartsPanel analyses={analyses} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
});
