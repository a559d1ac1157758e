import { memo } from 'react';
import type { Analysis } from '@verity/contracts/analysis';
import { HISTORY } from '../analysis-constants';
import { History } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useNearViewport } from '@/lib/use-near-viewport';
import { historyQuery } from '../api';
import { LoadFailed } from '@/components/load-failed';
import { StatusBadge } from './status-badge';
import { formatScore, formatTimestamp } from '../dashboard.utils';
import { cn } from '@/lib/utils';
import { useHydratedQuery } from '@/lib/use-hydrated-query';

interface RecentAnalysesProps {
  selectedId: string | null;
  onSelect: (analysis: Analysis) => void;
  /** An analysis is running: its result is what the results panel will show, so none can be picked. */
  disabled?: boolean;
}

/**
 * The 5 newest analyses (spec §9). A click or Enter loads one into the results panel. Below the
 * fold on a phone: asked for once it comes near the screen (the charts may have asked already).
 */
export const RecentAnalyses = memo(function RecentAnalyses({ selectedId, onSelect, disabled = false }: RecentAnalysesProps) {
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const { data, isPending, isFetching, isError, refetch } = useHydratedQuery({ ...historyQuery(), enabled: near });

  return (
    <Card ref={nearRef}>
      <CardHeader className="flex-row items-center justify-between">
        <h2 className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <History className="size-5 text-muted-foreground" aria-hidden="true" />
          Recent analyses
        </h2>
        {data && data.total > 0 ? (
          <span className="text-xs text-muted-foreground">
            {Math.min(data.total, HISTORY.dashboard)} of {data.total}
          </span>
        ) : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ul className="grid gap-2" aria-label="Loading recent analyses">
            {[0, 1, 2].map((i) => (
              <li key={i} className={cn('h-14 rounded-lg bg-muted', isFetching && 'animate-pulse')} />
            ))}
          </ul>
        ) : isError ? (
          <LoadFailed onRetry={() => void refetch()} retrying={isFetching}>
            Your recent analyses could not be loaded.
          </LoadFailed>
        ) : data.analyses.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No analyses yet. Your five newest will appear here; pick one to see it again.
          </p>
        ) : (
          <ul className="grid gap-2" data-testid="recent-analyses">
            {data.analyses.slice(0, HISTORY.dashboard).map((analysis) => {
              const selected = analysis.insightId === selectedId;
              return (
                <li key={analysis.insightId}>
                  <button
                    type="button"
                    onClick={() => onSelect(analysis)}
                    disabled={disabled}
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'grid w-full gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-transparent',
                      selected && 'border-primary/60 bg-accent/60',
                    )}
                  >
                    <span className="line-clamp-2 text-sm font-medium wrap-anywhere">{analysis.originalHypothesis}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                      <StatusBadge status={analysis.status} />
                      <span className="font-semibold text-foreground tabular-nums">
                        {formatScore(analysis.truthScore)}
                      </span>
                      <span>{formatTimestamp(analysis.timestamp)}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
});
