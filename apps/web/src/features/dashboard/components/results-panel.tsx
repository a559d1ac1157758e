import type { Analysis } from '@verity/contracts/analysis';
import { AlertTriangle, Loader2, Sparkles } from 'lucide-react';
import { type Ref, memo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CounterHypotheses } from './counter-hypotheses';
import { ProofChain } from './proof-chain';
import { StatusBadge } from './status-badge';
import {
  analysisTypeLabel,
  formatCost,
  formatScore,
  formatTimestamp,
} from '../dashboard.utils';
import { type ApiError, TIMEOUT_ERROR } from '@/lib/api';

interface ResultsPanelProps {
  analysis: Analysis | null;
  isRunning: boolean;
  error: ApiError | null;
  onUpdated: (analysis: Analysis) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Shown when a run was given up on (ANALYSIS_ANSWER_TIMEOUT_MS): it may still be stored. */
export const RUN_TIMEOUT_MESSAGE =
  'The server has not answered in 2 minutes, so the page stopped waiting. The analysis may still finish: if it does, it appears under Recent analyses and counts toward your plan. Your hypothesis and data are still in the form.';

function RunError({ error }: { error: ApiError }) {
  const quota = error.status === 402 || error.code === 'quota_exceeded';
  const untestable = error.code === 'hypothesis_not_testable';
  const timedOut = error.code === TIMEOUT_ERROR;
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <AlertTriangle className="size-4" aria-hidden="true" />
        {timedOut
          ? 'No answer from the server'
          : quota
            ? 'Analysis limit reached'
            : untestable
              ? 'This hypothesis cannot be tested on this data'
              : 'Analysis Failed'}
      </p>
      <p className="whitespace-pre-wrap" data-testid="run-error-message">
        {timedOut ? RUN_TIMEOUT_MESSAGE : error.message}
      </p>
      {quota ? (
        <p>
          <Link to={paths.pricing} className="font-medium text-primary underline underline-offset-4">
            See plans and upgrade
          </Link>
        </p>
      ) : null}
      {untestable ? (
        <p className="text-muted-foreground">
          Rephrase the hypothesis with the column names above, or add the column it needs.
        </p>
      ) : null}
    </div>
  );
}

function Result({ analysis, onUpdated }: { analysis: Analysis; onUpdated: (a: Analysis) => void }) {
  return (
    <div className="grid gap-6" data-testid="analysis-result">
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Hypothesis</p>
        <p className="font-medium wrap-anywhere">{analysis.originalHypothesis}</p>
        <p className="text-xs text-muted-foreground">
          {analysis.analysisType ? `${analysisTypeLabel(analysis.analysisType)} · ` : ''}
          {formatTimestamp(analysis.timestamp)}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex items-center gap-3">
          <p className="text-4xl font-semibold tabular-nums" data-testid="truth-score">
            {formatScore(analysis.truthScore)}
          </p>
          <StatusBadge status={analysis.status} />
        </div>
        <p className="text-xs text-muted-foreground sm:border-l sm:pl-4" data-testid="score-kind">
          <span className="font-medium text-foreground">Truth score: </span>
          {analysis.scoreKind ?? 'Posterior probability of the hypothesis as stated.'}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">Cost (measured compute)</dt>
          <dd className="mt-1 font-semibold tabular-nums" data-testid="analysis-cost">
            {/* Kept whole on a narrow card: "<" and "$0.0001" on separate lines read as two figures. */}
            <span className="whitespace-nowrap">{formatCost(analysis.cost)}</span>
            {analysis.cost > 0 && analysis.cost < 0.00005 ? (
              <span className="ml-1 inline-block whitespace-nowrap text-xs font-normal text-muted-foreground">
                (${analysis.cost.toPrecision(2)})
              </span>
            ) : null}
          </dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">Insight id</dt>
          <dd className="mt-1 truncate font-mono text-xs" title={analysis.insightId}>
            {analysis.insightId}
          </dd>
        </div>
      </dl>

      {analysis.dataNotes?.length ? (
        <section aria-labelledby="data-notes-title" className="grid gap-1.5" data-testid="data-notes">
          <h3 id="data-notes-title" className="text-sm font-semibold">
            About your data
          </h3>
          <ul className="list-disc pl-5 text-sm wrap-anywhere">
            {analysis.dataNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="recommendation-title" className="grid gap-1.5">
        <h3 id="recommendation-title" className="text-sm font-semibold">
          Recommendation
        </h3>
        <p className="text-sm whitespace-pre-wrap wrap-anywhere" data-testid="recommendation">
          {analysis.recommendation}
        </p>
      </section>

      <CounterHypotheses items={analysis.counterHypotheses} />
      <ProofChain analysis={analysis} onUpdated={onUpdated} />
    </div>
  );
}

/** Spec §2 results panel; the target of a run and of a click on a recent analysis. */
export const ResultsPanel = memo(function ResultsPanel({ analysis, isRunning, error, onUpdated, headingRef }: ResultsPanelProps) {
  return (
    <Card aria-busy={isRunning}>
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
          Results
        </h2>
      </CardHeader>
      <CardContent aria-live="polite">
        {isRunning ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center" role="status">
            <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
            <p className="font-medium">Running the analysis…</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Testing the hypothesis, measuring counter-hypotheses and signing the proof chain.
            </p>
          </div>
        ) : error ? (
          <RunError error={error} />
        ) : analysis ? (
          <Result analysis={analysis} onUpdated={onUpdated} />
        ) : (
          <div className="flex flex-col items-center gap-2 py-12 text-center">
            <Sparkles className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No result yet</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Run an analysis, load a sample dataset, or pick one of your recent analyses to see its truth score,
              counter-hypotheses and proof chain here.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
});
