import { Link } from 'react-router';
import type { Plan } from '@verity/contracts/plans';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { goToCheckout, useCreateCheckout } from '../api';

export const SIGN_IN_HINT_ID = 'subscribe-sign-in-hint';

/**
 * A plan card's action (spec §5, decision #11). Signed out: disabled, and a click on it explains
 * why. Signed in: create a checkout on the server, then go to the URL it returns.
 */
export function SubscribeButton({ plan }: { plan: Plan }) {
  const { user } = useAuth();
  const createCheckout = useCreateCheckout();
  const oneAtATime = useOneAtATime();
  const variant = plan.popular ? 'default' : 'outline';
  const currentPlan = user?.subscription?.plan ?? null;

  if (!user) {
    return (
      // A disabled button fires no click, so the wrapper catches it; keyboard users get the
      // visible sign-in hint below the plans instead.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        className="w-full"
        data-testid={`subscribe-${plan.id}-wrapper`}
        onClick={() => toast({ variant: 'destructive', title: 'Authentication Required', description: 'Please sign in to subscribe to a plan' })}
      >
        <Button className="w-full" variant={variant} disabled aria-describedby={SIGN_IN_HINT_ID}>
          {plan.priceCents === 0 ? 'Get started' : 'Subscribe'}
        </Button>
      </div>
    );
  }

  if (currentPlan === plan.id) {
    return (
      <Button className="w-full" variant={variant} disabled>
        Current plan
      </Button>
    );
  }

  if (plan.priceCents === 0) {
    // Going back to free is a cancellation at the period's end, managed on the profile.
    return (
      <Button asChild className="w-full" variant={variant}>
        <Link to={paths.profile}>Manage on your profile</Link>
      </Button>
    );
  }

  async function handleSubscribe() {
    try {
      const { url } = await createCheckout.mutateAsync(plan.id);
      goToCheckout(url);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Subscription Failed',
        description: error instanceof Error ? error.message : 'The checkout could not be started.',
      });
    }
  }

  return (
    <Button
      className="w-full"
      variant={variant}
      onClick={() => void oneAtATime(handleSubscribe)}
      disabled={createCheckout.isPending}
      aria-label={`Subscribe to ${plan.name}`}
    >
      {createCheckout.isPending ? 'Processing…' : 'Subscribe'}
    </Button>
  );
}
