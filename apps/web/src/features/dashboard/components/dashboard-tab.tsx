import type { Analysis, AnalysisRequest } from '@verity/contracts/analysis';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { HydrateSeparately } from '@/components/hydrate-separately';
import { useRunAnalysisMutation } from '../api';
import { TIMEOUT_ERROR } from '@/lib/api';
import { AnalysisForm } from './analysis-form';
import { InfoPanel } from './info-panel';
import { MyDatasetsPanel } from '../my-datasets/my-datasets-panel';
import { PerformanceCharts } from './performance-charts';
import { RecentAnalyses } from './recent-analyses';
import { ResultsPanel } from './results-panel';
import { StatCards } from './stat-cards';
import { type UsageSubscription, UsageMeter, UsageMeterPlaceholder } from './usage-meter';
import { formatScore, statusLabel, usageState } from '../dashboard.utils';
import { toast } from '@/lib/toast';

interface DashboardTabProps {
  /** The signed-in user's id, once known: their submitted analysis is kept until it is stored. */
  userId?: string | null;
  subscription: UsageSubscription | null;
  /** The usage is not known yet (the session is being checked): hold its place. */
  usagePending?: boolean;
}

/** Spec §2 Dashboard tab; the run follows spec §4: clear, load, show, toast, refresh. */
export function DashboardTab({ userId = null, subscription, usagePending = false }: DashboardTabProps) {
  const [current, setCurrent] = useState<Analysis | null>(null);
  const run = useRunAnalysisMutation();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const quotaReached = subscription ? usageState(subscription.analysisUsed, subscription.analysisLimit).reached : false;
  // Stable callbacks and elements so the memoised panels below skip the re-renders a session
  // check or a usage change causes: the dashboard is a large tree to render on a phone.
  const { mutate, reset } = run;

  const focusResults = useCallback(() => {
    resultsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  }, []);

  const handleSubmit = useCallback((request: AnalysisRequest) => {
    setCurrent(null);
    mutate(request, {
      onSuccess: (analysis) => {
        setCurrent(analysis);
        toast({
          title: 'Analysis Complete',
          description: `Truth score ${formatScore(analysis.truthScore)} — ${statusLabel(analysis.status)}`,
        });
      },
      onError: (error) => {
        toast(
          error.code === TIMEOUT_ERROR
            ? { variant: 'destructive', title: 'No answer from the server', description: 'The analysis may still finish: watch Recent analyses.' }
            : { variant: 'destructive', title: 'Analysis Failed', description: 'An error occurred while running the analysis' },
        );
      },
    });
    focusResults();
  }, [mutate, focusResults]);

  const handleSelect = useCallback((analysis: Analysis) => {
    reset();
    setCurrent(analysis);
    focusResults();
  }, [reset, focusResults]);

  const blockedReason = useMemo(
    () =>
      quotaReached ? (
        <p className="text-destructive">
          Your plan&apos;s analyses for this period are used up.{' '}
          <Link to={paths.pricing} className="font-medium underline underline-offset-4">
            Upgrade to run more
          </Link>
          .
        </p>
      ) : undefined,
    [quotaReached],
  );

  // Everything below the usage meter is below the fold on a phone: each part hydrates on its own.
  return (
    <div className="grid gap-6">
      <StatCards />
      {subscription ? <UsageMeter subscription={subscription} /> : usagePending ? <UsageMeterPlaceholder /> : null}
      <HydrateSeparately>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <AnalysisForm isRunning={run.isPending} onSubmit={handleSubmit} blockedReason={blockedReason} draftOwner={userId} />
          <ResultsPanel
            headingRef={resultsHeading}
            analysis={current}
            isRunning={run.isPending}
            error={run.error}
            onUpdated={setCurrent}
          />
        </div>
      </HydrateSeparately>
      <HydrateSeparately>
        <PerformanceCharts />
      </HydrateSeparately>
      <HydrateSeparately>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <RecentAnalyses selectedId={current?.insightId ?? null} onSelect={handleSelect} disabled={run.isPending} />
          <InfoPanel planId={subscription?.plan} planPending={usagePending} />
        </div>
      </HydrateSeparately>
      <HydrateSeparately>
        <MyDatasetsPanel />
      </HydrateSeparately>
    </div>
  );
}
