import { AlertTriangle, ArrowLeft, CheckCircle2, CreditCard, FlaskConical } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatUsd } from '@verity/contracts/plans';
import { paths } from '@/app/paths';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCheckoutSession, useCompleteSandboxCheckout } from './api';

/**
 * /billing/checkout/:id — the built-in sandbox checkout (decision #11). No card is asked for and
 * none is charged; confirming completes the session exactly as a payment provider's webhook would.
 */
export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { refreshProfile } = useAuth();
  const session = useCheckoutSession(id);
  const complete = useCompleteSandboxCheckout(id);

  async function handleConfirm() {
    try {
      const view = await complete.mutateAsync();
      await refreshProfile();
      toast({ title: 'Payment Complete', description: `${view.itemName} is yours.` });
      void navigate(view.returnPath);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: error instanceof Error ? error.message : 'The checkout could not be completed.',
      });
    }
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        {session.data?.kind === 'blueprint' ? (
          <Link to={paths.blueprints}>
            <ArrowLeft aria-hidden="true" />
            Back to the marketplace
          </Link>
        ) : (
          <Link to={paths.pricing}>
            <ArrowLeft aria-hidden="true" />
            Back to pricing
          </Link>
        )}
      </Button>
      <Card className="mt-4">
        <CardHeader>
          <Badge variant="secondary" className="w-fit">
            <FlaskConical aria-hidden="true" />
            Test mode — no card is charged
          </Badge>
          <h1 className="mt-3 text-2xl font-semibold tracking-tight">Checkout</h1>
          <CardDescription>
            This is Verity&apos;s built-in sandbox checkout. Confirming activates your purchase right away; no payment
            details are collected.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {session.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading your order…
            </p>
          ) : session.isError ? (
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {session.error.message}
            </p>
          ) : (
            <dl className="grid gap-3 text-sm" data-testid="checkout-summary">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Item</dt>
                <dd className="font-medium">{session.data.itemName}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Amount</dt>
                <dd className="font-medium">
                  {formatUsd(session.data.amountCents)}
                  {session.data.interval ? ` / ${session.data.interval}` : ' one-time'}
                </dd>
              </div>
              {session.data.status === 'completed' ? (
                <div className="flex items-center gap-2 font-medium" role="status">
                  <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                  This order is complete.
                </div>
              ) : session.data.alreadyOwned ? (
                <div className="flex items-center gap-2 font-medium" role="status">
                  <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
                  You already own this blueprint: there is nothing to pay.
                </div>
              ) : session.data.status === 'expired' ? (
                <div className="flex items-center gap-2 font-medium text-destructive" role="status">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  This checkout has expired: start a new one.
                </div>
              ) : null}
            </dl>
          )}
        </CardContent>
        <CardFooter className="flex-col gap-3 sm:flex-row">
          {session.data?.status === 'open' && session.data.provider === 'sandbox' && !session.data.alreadyOwned ? (
            <Button className="w-full sm:w-auto" onClick={() => void handleConfirm()} disabled={complete.isPending}>
              <CreditCard aria-hidden="true" />
              {complete.isPending ? 'Processing…' : `Confirm test payment of ${formatUsd(session.data.amountCents)}`}
            </Button>
          ) : null}
          {session.data?.status === 'completed' ? (
            <Button asChild className="w-full sm:w-auto">
              <Link to={session.data.returnPath}>Continue</Link>
            </Button>
          ) : session.data?.alreadyOwned ? (
            <Button asChild className="w-full sm:w-auto">
              <Link to={paths.blueprints}>Download it from the marketplace</Link>
            </Button>
          ) : null}
        </CardFooter>
      </Card>
    </div>
  );
}
