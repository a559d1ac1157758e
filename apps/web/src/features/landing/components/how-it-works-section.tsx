import { Database, Send, ShieldCheck } from 'lucide-react';
import { SectionHeading } from '@/components/section-heading';

const STEPS = [
  {
    icon: Database,
    name: 'Ingest',
    body: 'Send a claim or hypothesis with your data as JSON or CSV, or check it against our catalogue of public datasets.',
  },
  {
    icon: ShieldCheck,
    name: 'Verify',
    body: 'Statistical tests score the hypothesis and measure at least three counter-hypotheses against the same data.',
  },
  {
    icon: Send,
    name: 'Deliver',
    body: 'Get a truth score, the evidence, a recommendation and a signed proof chain you can share and anyone can re-check.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From claim to signed verdict in three steps"
        />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, name, body }, index) => (
            <li key={name} className="relative rounded-xl border bg-card p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-mono text-sm text-muted-foreground">0{index + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{name}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
