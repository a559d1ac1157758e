import { EyeOff, FileQuestion, Shuffle } from 'lucide-react';
import { MARKETING } from '@verity/contracts/marketing';
import { SectionHeading } from '@/components/section-heading';

const PROBLEMS = [
  {
    icon: FileQuestion,
    title: 'Claims outrun evidence',
    body: 'Dashboards, reports and headlines state conclusions faster than anyone can check the data behind them.',
  },
  {
    icon: Shuffle,
    title: 'Alternatives go untested',
    body: 'A trend that looks causal is often seasonality, a changed definition or a small sample. Few teams test for it.',
  },
  {
    icon: EyeOff,
    title: 'No trail to audit',
    body: 'When a decision is questioned later, there is rarely a record of what was checked, how, and against which data.',
  },
] as const;

const COMMITMENTS = [
  { value: MARKETING.counterHypotheses, label: 'counter-hypotheses tested for every claim' },
  { value: `≥ ${MARKETING.bayesianScore}`, label: 'Bayesian score needed to pass' },
  { value: `$${MARKETING.targetCostPerAnalysis}`, label: 'target cost per analysis' },
  { value: MARKETING.uptime, label: 'uptime commitment' },
] as const;

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="border-y border-border/60 bg-muted/30 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="problem-title"
          eyebrow="The problem"
          title="Decisions rest on claims nobody verified"
          description="Verity exists because checking a claim properly is slow, and skipping it is expensive."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {PROBLEMS.map(({ icon: Icon, title, body }) => (
            <div key={title} className="rounded-xl border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </div>
          ))}
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 rounded-2xl border bg-card p-6 sm:p-8 lg:grid-cols-4">
          {COMMITMENTS.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-3xl font-semibold tracking-tight">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
