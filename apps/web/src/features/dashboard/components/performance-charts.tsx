import { LineChart as LineChartIcon } from 'lucide-react';
import { Suspense, lazy, memo } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useNearViewport } from '@/lib/use-near-viewport';
import { cn } from '@/lib/utils';
import { historyQuery } from '../api';
import { ChunkBoundary } from '@/components/chunk-boundary';
import { LoadFailed } from '@/components/load-failed';
import { PART_NOT_LOADED } from '@/components/part-not-loaded';
import { useHydratedQuery } from '@/lib/use-hydrated-query';

const ChartsPanel = lazy(() => import('./charts-panel'));

/** `loading`: something is on its way (it pulses); otherwise the charts wait for the reader to scroll near. */
function ChartSkeleton({ loading }: { loading: boolean }) {
  const block = cn('h-56 rounded-lg bg-muted', loading && 'animate-pulse');
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status">
      <div className={block} />
      <div className={block} />
      <span className="sr-only">Loading charts…</span>
    </div>
  );
}

/**
 * Performance trend and analysis-type charts, from the user's own analyses (newest 100). Below
 * the fold on a phone: the history and the charts' code load once it comes near the screen.
 */
export const PerformanceCharts = memo(function PerformanceCharts() {
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const { data, isPending, isFetching, isError, refetch } = useHydratedQuery({ ...historyQuery(), enabled: near });
  const analyses = data?.analyses ?? [];

  return (
    <Card ref={nearRef}>
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
          <ChartSkeleton loading={isFetching} />
        ) : isError ? (
          <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
            The charts could not be loaded right now.
          </LoadFailed>
        ) : analyses.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            Charts appear after your first analysis: the truth-score trend and the mix of analysis types.
          </p>
        ) : (
          <ChunkBoundary fallback={<p role="alert" className="py-8 text-center text-sm text-muted-foreground">The charts could not be shown. {PART_NOT_LOADED}</p>}>
            <Suspense fallback={<ChartSkeleton loading />}>
              <ChartsPanel analyses={analyses} />
            </Suspense>
          </ChunkBoundary>
        )}
      </CardContent>
    </Card>
  );
});
