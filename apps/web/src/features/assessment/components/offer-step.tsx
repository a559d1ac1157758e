import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, Lightbulb, Users } from 'lucide-react';
import { ASSESSMENT_CONSTANTS } from '@verity/contracts/assessment';
import { Button } from '@/components/ui/button';
import { assessmentStatsQuery } from '../api';
import { StepHeading } from './step-heading';
import { formatNumber } from '@verity/contracts/format';


export function OfferStep({ onStart }: { onStart: () => void }) {
  const stats = useQuery(assessmentStatsQuery());
  const completions = stats.data ? formatNumber(stats.data.completions) : null;

  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <p className="text-sm font-medium text-primary">Free Truth Assessment</p>
      <StepHeading>Discover your organisation’s Truth Score</StepHeading>
      <p className="max-w-xl text-muted-foreground">
        Eight questions about how your team sources data, tests conclusions and validates models. You get a score out of
        100, the gaps that matter most, and what closing them is worth.
      </p>
      <ul className="grid w-full max-w-xl gap-3 sm:grid-cols-3">
        <li className="rounded-lg border bg-muted/40 p-4">
          <Clock className="mx-auto size-5 text-primary" aria-hidden="true" />
          <p className="mt-2 font-semibold">{ASSESSMENT_CONSTANTS.minutes} minutes</p>
          <p className="text-xs text-muted-foreground">to your report</p>
        </li>
        <li className="rounded-lg border bg-muted/40 p-4">
          <Users className="mx-auto size-5 text-primary" aria-hidden="true" />
          <p className="mt-2 font-semibold" data-testid="completions">
            {completions ?? '—'}
          </p>
          <p className="text-xs text-muted-foreground">assessments completed</p>
        </li>
        <li className="rounded-lg border bg-muted/40 p-4">
          <Lightbulb className="mx-auto size-5 text-primary" aria-hidden="true" />
          <p className="mt-2 font-semibold">{ASSESSMENT_CONSTANTS.foundInsightsRate}%</p>
          <p className="text-xs text-muted-foreground">found critical insights</p>
        </li>
      </ul>
      <Button size="lg" onClick={onStart}>
        Start My Free Assessment
        <ArrowRight aria-hidden="true" />
      </Button>
      {stats.data ? (
        <p className="text-sm text-muted-foreground" data-testid="remaining-spots">
          Only <strong className="text-foreground">{stats.data.remainingSpots}</strong>{' '}
          {stats.data.remainingSpots === 1 ? 'pilot spot remains' : 'pilot spots remain'} in this week’s onboarding cohort.
        </p>
      ) : null}
    </div>
  );
}
