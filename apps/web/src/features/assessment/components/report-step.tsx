import { useId } from 'react';
import { AlertTriangle, ArrowRight, CheckCircle2 } from 'lucide-react';
import { ASSESSMENT_CONSTANTS, FEATURE_NAMES, type AssessmentResults } from '@verity/contracts/assessment';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatDollars } from '../format';
import { ScoreRing } from './score-ring';
import { StepHeading } from './step-heading';

interface ReportStepProps {
  results: AssessmentResults;
  onShowFeature: (feature: string) => void;
  onContinue: () => void;
}

export function ReportStep({ results, onShowFeature, onContinue }: ReportStepProps) {
  const idPrefix = useId();
  const categories = [
    ['Data Health', results.dataHealthScore],
    ['Analysis', results.analysisScore],
    ['Decision', results.decisionScore],
    ['Validation', results.validationScore],
  ] as const;

  return (
    <div className="flex flex-col gap-8">
      <div className="text-center">
        <StepHeading>Your Truth Assessment Report</StepHeading>
        <p className="mt-2 text-muted-foreground">
          Computed from your {results.answeredCount} answers
          {results.enriched ? ', averaged with the truth engine’s own analysis of them' : ''}.
        </p>
      </div>

      <div className="flex flex-col items-center gap-6 sm:flex-row sm:justify-center">
        <ScoreRing score={results.truthScore} />
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-6">
            <dt className="text-muted-foreground">Industry average</dt>
            <dd className="font-medium">{ASSESSMENT_CONSTANTS.industryAverage}</dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-muted-foreground">Top performers</dt>
            <dd className="font-medium">{ASSESSMENT_CONSTANTS.topPerformers}+</dd>
          </div>
        </dl>
      </div>

      <section aria-labelledby="category-scores">
        <h3 id="category-scores" className="font-semibold">
          Category scores
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {categories.map(([label, score]) => (
            <li key={label} className="rounded-lg border p-3">
              <div className="flex justify-between text-sm">
                <span>{label}</span>
                <span className="font-semibold" data-testid={`category-${label.toLowerCase().replace(' ', '-')}`}>
                  {score}
                </span>
              </div>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div className="h-full bg-primary" style={{ width: `${Math.min(100, score)}%` }} />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-muted-foreground">Each category: the sum of its answer scores ÷ 200 × 100.</p>
      </section>

      <section aria-labelledby="recommendations">
        <h3 id="recommendations" className="font-semibold">
          Recommendations
        </h3>
        {results.recommendations.length === 0 ? (
          <p className="mt-3 flex items-center gap-2 rounded-lg border p-4 text-sm">
            <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
            No critical gaps: your answers clear every threshold.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {results.recommendations.map((rec, index) => (
              <li key={rec.title} className="rounded-lg border p-4">
                <div className="flex items-start gap-2">
                  <AlertTriangle
                    className={cn('mt-0.5 size-4 shrink-0', rec.severity === 'high' ? 'text-destructive' : 'text-muted-foreground')}
                    aria-hidden="true"
                  />
                  <p className="min-w-0 flex-1">
                    <span className="mr-2 font-medium" id={`${idPrefix}-rec-${index}`}>
                      {rec.title}
                    </span>
                    <Badge className="align-text-bottom" variant={rec.severity === 'high' ? 'destructive' : 'secondary'}>
                      {rec.severity} priority
                    </Badge>
                  </p>
                </div>
                {rec.description !== rec.title ? <p className="mt-2 pl-6 text-sm text-muted-foreground">{rec.description}</p> : null}
                {rec.impact ? <p className="mt-1 pl-6 text-sm">Impact: {rec.impact}</p> : null}
                {/* Several cards can name the same feature: the card's title tells their buttons apart. */}
                <Button
                  variant="link"
                  className="mt-1 ml-6 h-auto px-0 text-left whitespace-normal"
                  aria-describedby={`${idPrefix}-rec-${index}`}
                  onClick={() => onShowFeature(rec.feature)}
                >
                  See How {FEATURE_NAMES[rec.feature]} Solves This
                  <ArrowRight aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="rounded-xl border bg-primary/5 p-5 text-center" aria-labelledby="potential-value">
        <h3 id="potential-value" className="text-sm text-muted-foreground">
          Potential monthly value
        </h3>
        <p className="mt-1 text-3xl font-semibold" data-testid="potential-value">
          {formatDollars(results.potentialValue)}
        </p>
        <Button className="mt-4" size="lg" onClick={onContinue}>
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </section>
    </div>
  );
}
