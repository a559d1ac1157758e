import { Building2, FlaskConical, Landmark, Newspaper, PieChart, TrendingUp } from 'lucide-react';
import { landingAnchors } from '@/app/paths';
import { SectionHeading } from '@/components/section-heading';

const INDUSTRIES = [
  { icon: Building2, name: 'Enterprise', body: 'Check the claims in board decks and business cases before money moves.' },
  { icon: Landmark, name: 'Government', body: 'Ground policy statements in public data, with a record anyone can audit.' },
  { icon: Newspaper, name: 'Media', body: 'Verify statistics in a story before publication and link readers to the proof.' },
  { icon: PieChart, name: 'Analytics teams', body: 'Test hypotheses with counter-hypotheses built in, not bolted on.' },
  { icon: TrendingUp, name: 'Financial services', body: 'Challenge performance and risk narratives against the underlying figures.' },
  { icon: FlaskConical, name: 'Research', body: 'Keep a signed trail from raw data to conclusion for every finding.' },
] as const;

export function IndustriesSection() {
  return (
    <section id={landingAnchors.industries} aria-labelledby="industries-title" className="py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="industries-title"
          eyebrow="Industries"
          title="For teams whose claims get questioned"
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INDUSTRIES.map(({ icon: Icon, name, body }) => (
            <li key={name} className="group flex gap-4 rounded-xl border bg-card p-5 transition-colors hover:border-primary/40">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{name}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
