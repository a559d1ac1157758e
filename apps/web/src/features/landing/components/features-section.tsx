import { BarChart3, Fingerprint, GitCompareArrows, Layers, LineChart, Lock } from 'lucide-react';
import { landingAnchors } from '@/app/paths';
import { SectionHeading } from '@/components/section-heading';

const FEATURES = [
  {
    icon: LineChart,
    title: 'Truth score from real statistics',
    body: 'Predictive, causal, descriptive and prescriptive hypotheses scored by statistical tests on your data — not by a language model guessing.',
  },
  {
    icon: GitCompareArrows,
    title: 'Counter-hypotheses, measured',
    body: 'At least three alternative explanations are generated and tested against the same data, each with its strength.',
  },
  {
    icon: Fingerprint,
    title: 'Signed proof chains',
    body: 'Every analysis carries a SHA-256 hash chain of its steps, signed with Ed25519. A public page re-checks it in the browser.',
  },
  {
    icon: BarChart3,
    title: 'Cost you can see',
    body: 'Each analysis is priced from its measured compute, shown to four decimals, and falls as your volume grows.',
  },
  {
    icon: Layers,
    title: 'Your data, your way',
    body: 'Paste JSON, paste CSV or upload a file. The same engine serves the dashboard, the API and the claim checker.',
  },
  {
    icon: Lock,
    title: 'Built for audit',
    body: 'Analyses are stored per account with their inputs and proofs, so a decision can be traced back months later.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section id={landingAnchors.features} aria-labelledby="features-title" className="border-y border-border/60 bg-muted/30 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Verification you can defend"
          description="Everything a verdict needs to survive scrutiny: the numbers, the alternatives, and the proof."
        />
        <div className="mt-14 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <div key={title} className="bg-card p-6 sm:p-8">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
