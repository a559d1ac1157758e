import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { PILOT_OFFER as PILOT } from '../pilot-offer';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@verity/contracts/format';

const INCLUDED = [
  'Dedicated onboarding for your use case',
  'Analyses on your own data with counter-hypotheses',
  'Signed proofs you can share internally',
  'A results review with our team at the end',
] as const;

export function PilotPackageSection({ onRequestDemo }: { onRequestDemo: () => void }) {
  const datapoints = formatNumber(PILOT.verifiedDatapoints);
  return (
    <section aria-labelledby="pilot-title" className="pb-20 sm:pb-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl border bg-gradient-to-br from-primary/10 via-card to-success/10 p-6 sm:p-10 lg:p-14">
          <div className="grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <Badge variant="success">Pilot Package</Badge>
              <h2 id="pilot-title" className="mt-4 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
                {PILOT.days} days. {datapoints} verified datapoints.
              </h2>
              <p className="mt-4 max-w-xl text-lg text-muted-foreground">
                See what Verity does with your own data before you commit. Pick a plan for the pilot, or talk to us about
                an enterprise arrangement.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link to={paths.pricing}>
                    See plans and pricing
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button size="lg" variant="outline" onClick={onRequestDemo}>
                  Request Enterprise Demo
                </Button>
              </div>
            </div>
            <ul className="space-y-3 rounded-2xl border bg-card/80 p-6 backdrop-blur">
              <li className="flex items-baseline justify-between border-b pb-3">
                <span className="text-sm text-muted-foreground">Duration</span>
                <span className="text-xl font-semibold">{PILOT.days} days</span>
              </li>
              <li className="flex items-baseline justify-between border-b pb-3">
                <span className="text-sm text-muted-foreground">Verified datapoints</span>
                <span className="text-xl font-semibold">{datapoints}</span>
              </li>
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
