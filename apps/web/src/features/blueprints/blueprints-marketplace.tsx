import { useState } from 'react';
import { CheckCircle2, Download, FileText, ShoppingCart } from 'lucide-react';
import type { Blueprint } from '@verity/contracts/commerce';
import { formatUsd } from '@verity/contracts/plans';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useStripeJs } from '../billing/stripe-js';
import { useBlueprints, useDownloadBlueprint, usePurchaseBlueprint } from './api';

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function BlueprintCard({ blueprint }: { blueprint: Blueprint }) {
  const { user } = useAuth();
  const purchase = usePurchaseBlueprint();
  const download = useDownloadBlueprint();
  const [redirecting, setRedirecting] = useState(false);
  const oneAtATime = useOneAtATime();

  async function handlePurchase() {
    try {
      const { url } = await purchase.mutateAsync(blueprint.id);
      setRedirecting(true);
      window.location.assign(url);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Purchase Failed', description: errorText(error, 'The checkout could not be started.') });
    }
  }

  async function handleDownload() {
    try {
      await download.mutateAsync(blueprint.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download Failed', description: errorText(error, 'Try again in a moment.') });
    }
  }

  const titleId = `blueprint-${blueprint.id}-title`;
  return (
    <Card role="group" aria-labelledby={titleId} className="flex flex-col" data-testid={`blueprint-${blueprint.id}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <Badge variant="secondary">{blueprint.category}</Badge>
          {blueprint.purchased ? (
            // Full text contrast on the tinted badge (the success green alone is too light at this size).
            <Badge variant="success" className="text-foreground">
              <CheckCircle2 className="text-success" aria-hidden="true" />
              Purchased
            </Badge>
          ) : null}
        </div>
        <CardTitle id={titleId} className="mt-2">
          {blueprint.name}
        </CardTitle>
        <CardDescription>{blueprint.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {blueprint.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="justify-between gap-3">
        {blueprint.purchased ? (
          <Button onClick={() => void handleDownload()} disabled={download.isPending} className="w-full">
            <Download aria-hidden="true" />
            {download.isPending ? 'Preparing…' : 'Download'}
          </Button>
        ) : (
          <>
            <span className="text-2xl font-semibold tracking-tight">{formatUsd(blueprint.priceCents)}</span>
            <Button
              onClick={() => void oneAtATime(handlePurchase)}
              disabled={!user || purchase.isPending || redirecting}
              aria-label={`Buy ${blueprint.name}`}
            >
              <ShoppingCart aria-hidden="true" />
              {purchase.isPending || redirecting ? 'Processing…' : 'Buy'}
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/**
 * The Blueprints Marketplace tab (spec §2): architecture blueprints with name, description,
 * category, price and tags; buy through the checkout, then download the document.
 */
export default function BlueprintsMarketplace() {
  const blueprints = useBlueprints();
  useStripeJs();

  return (
    <section aria-labelledby="blueprints-title" className="space-y-6">
      <div>
        <h2 id="blueprints-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <FileText className="size-6 text-primary" aria-hidden="true" />
          Blueprints Marketplace
        </h2>
        <p className="mt-1 text-muted-foreground">
          Production architecture documents written by our engineers: components, data flow, scaling notes, security
          checklist and cost model. One-time purchase, yours to keep.
        </p>
      </div>
      {blueprints.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading blueprints…
        </p>
      ) : blueprints.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 p-4 text-sm">
          <p className="font-medium text-destructive">Failed to load blueprints</p>
          <p className="mt-1 text-muted-foreground">{blueprints.error.message}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void blueprints.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-3">
          {blueprints.data.blueprints.map((b) => (
            <BlueprintCard key={b.id} blueprint={b} />
          ))}
        </div>
      )}
    </section>
  );
}
