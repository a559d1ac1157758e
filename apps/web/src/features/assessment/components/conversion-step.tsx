import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, FileCheck2, Gauge, ShieldCheck, Timer, Zap } from 'lucide-react';
import { cohortWindow, type AssessmentResults } from '@verity/contracts/assessment';
import { Button } from '@/components/ui/button';
import { assessmentStatsQuery } from '../api';
import { formatDollars, formatIsoDate } from '../format';
import { StepHeading } from './step-heading';

const BENEFITS = [
  { icon: Zap, title: '37% faster decisions', text: 'Tested answers the same day instead of a queue of requests.' },
  { icon: Timer, title: '73% time savings', text: 'Quality gates and re-verification replace manual reconciliation.' },
  { icon: Gauge, title: '3+ counter-hypotheses', text: 'Every claim is tested against measured alternative explanations.' },
  { icon: FileCheck2, title: 'Signed proof chains', text: 'Each verdict carries a proof anyone can check independently.' },
] as const;

interface ConversionStepProps {
  results: AssessmentResults;
  isSubmitting: boolean;
  onStart: () => void;
  onReviewReport: () => void;
}

export function ConversionStep({ results, isSubmitting, onStart, onReviewReport }: ConversionStepProps) {
  const stats = useQuery(assessmentStatsQuery());
  const offers = results.personalizedOffers;
  const nextOnboarding = stats.data?.nextOnboardingDate ?? cohortWindow(new Date()).nextOnboarding.toISOString().slice(0, 10);

  return (
    <div className="flex flex-col gap-6">
      <div className="text-center">
        <StepHeading>Your personalised Truth Transformation</StepHeading>
        <p className="mt-2 text-muted-foreground">Priced from your Truth Score and the scale of your data practice.</p>
      </div>

      <dl className="grid gap-3 text-center sm:grid-cols-3">
        <div className="rounded-xl border p-4">
          <dt className="text-sm text-muted-foreground">Your price</dt>
          <dd className="mt-1 text-2xl font-semibold">
            <span data-testid="personalized-price">{formatDollars(offers.personalizedPrice)}</span>
            <span className="text-sm font-normal text-muted-foreground">/month</span>
          </dd>
          <dd className="text-xs text-muted-foreground">base {formatDollars(offers.basePrice)}/month</dd>
        </div>
        <div className="rounded-xl border p-4">
          <dt className="text-sm text-muted-foreground">Potential monthly value</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="monthly-value">
            {formatDollars(offers.monthlyROI)}
          </dd>
        </div>
        <div className="rounded-xl border p-4">
          <dt className="text-sm text-muted-foreground">Return on investment</dt>
          <dd className="mt-1 text-2xl font-semibold" data-testid="roi-ratio">
            {offers.roiRatio}x
          </dd>
        </div>
      </dl>

      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg border p-4">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <p className="flex items-center justify-center gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
        <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Limited spots
          {stats.data ? (
            <>
              : <strong>{stats.data.remainingSpots}</strong> left
            </>
          ) : null}{' '}
          in the cohort onboarding on <strong data-testid="next-onboarding">{formatIsoDate(nextOnboarding)}</strong>.
        </span>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onStart} disabled={isSubmitting}>
          {isSubmitting ? 'Saving your results…' : 'Start My Truth Transformation'}
        </Button>
        <Button size="lg" variant="outline" className="h-auto min-h-11 py-2 whitespace-normal" onClick={onReviewReport} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" />
          Review My Report
        </Button>
      </div>
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-success" aria-hidden="true" />
        30-day money-back guarantee · Cancel anytime · Setup in under 5 minutes
      </p>
    </div>
  );
}
