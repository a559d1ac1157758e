import { Compass, Info } from 'lucide-react';
import { Link } from 'react-router';
import { INCLUDED_IN_EVERY_PLAN, PLANS } from '@verity/contracts/plans';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStripeJs } from '../billing/stripe-js';
import { CostCalculator } from './components/cost-calculator';
import { PlanCard } from './components/plan-card';
import { SIGN_IN_HINT_ID, SubscribeButton } from './components/subscribe-button';

export default function PricingPage() {
  useDocumentTitle('Pricing');
  useStripeJs();
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <section aria-labelledby="pricing-title" className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
        <h1 id="pricing-title" className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Plans that grow with your questions
        </h1>
        <p className="mt-5 text-lg text-muted-foreground">
          {INCLUDED_IN_EVERY_PLAN} Prices in USD, billed monthly.
        </p>
        <div className="mt-8 flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to={paths.onboarding}>
              <Compass aria-hidden="true" />
              Start Interactive Tour
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="mt-16">
        {/* Keeps the heading outline h1 → h2 → h3 for the plan cards' titles. */}
        <h2 id="plans-title" className="sr-only">
          Plans
        </h2>
        <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan}>
              <SubscribeButton plan={plan} />
            </PlanCard>
          ))}
        </div>
        {user ? null : (
          <p
            id={SIGN_IN_HINT_ID}
            className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-muted-foreground"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </Link>{' '}
              or{' '}
              <Link to={paths.signup} className="font-medium text-primary underline-offset-4 hover:underline">
                create a free account
              </Link>{' '}
              to subscribe to a plan. Paid plans start at once; cancel any time and keep the plan to the end of the
              period.
            </span>
          </p>
        )}
      </section>
      <section aria-label="Cost calculator" className="mx-auto mt-16 max-w-4xl">
        <CostCalculator />
      </section>
    </div>
  );
}
