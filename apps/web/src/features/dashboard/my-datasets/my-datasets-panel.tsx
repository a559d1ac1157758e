import { Database, Loader2, RefreshCw, Search, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, memo, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import VerifyResult from '@/components/claims/verify-result';
import { CLAIM_MAX_LENGTH, toResultView } from '@/lib/claims/format';
import { toast } from '@/lib/toast';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useNearViewport } from '@/lib/use-near-viewport';
import { type MyDataset, myDatasetsQuery, useDeleteDatasetMutation, useVerifyOnDatasetMutation } from './api';
import { UploadForm } from './upload-form';
import { formatDate, formatNumber } from '@verity/contracts/format';
import { useHydratedQuery } from '@/lib/use-hydrated-query';

function exampleClaim(d: MyDataset): string {
  const measure = d.columns.find((c) => c.name !== d.entityColumn && c.name !== d.timeColumn && c.type === 'number');
  return measure ? `e.g. "<${d.entityColumn ?? 'name'}> ${measure.name} rose by more than 10% from <year> to <year>"` : '';
}

function DatasetCard({ dataset }: { dataset: MyDataset }) {
  const [claim, setClaim] = useState('');
  const [confirming, setConfirming] = useState(false);
  const verify = useVerifyOnDatasetMutation(dataset.id);
  const remove = useDeleteDatasetMutation();
  const inputId = useId();
  const hintId = useId();

  function submit() {
    if (claim.trim() === '') {
      toast({ variant: 'destructive', title: 'Please enter a claim', description: 'Enter a statement to verify against this dataset' });
      return;
    }
    verify.mutate(claim.trim());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function onDelete() {
    if (!confirming) {
      setConfirming(true);
      return;
    }
    remove.mutate(dataset.id, {
      onSuccess: () => toast({ title: 'Dataset deleted', description: `${dataset.name} and its verifications were deleted.` }),
      onError: (e) => {
        setConfirming(false);
        toast({ variant: 'destructive', title: 'Error', description: e.message });
      },
    });
  }

  return (
    <li className="grid gap-4 rounded-xl border p-4" data-testid="my-dataset">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h4 className="font-semibold break-words">{dataset.name}</h4>
          <p className="text-xs text-muted-foreground">
            {dataset.fileName} · {formatNumber(dataset.rowCount)} rows · {dataset.coverage} · uploaded{' '}
            {formatDate(new Date(dataset.createdAt))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {confirming && !remove.isPending ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="button"
            variant={confirming ? 'destructive' : 'outline'}
            size="sm"
            onClick={onDelete}
            disabled={remove.isPending}
            aria-label={confirming ? `Confirm: delete ${dataset.name}` : `Delete ${dataset.name}`}
          >
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {confirming ? 'Delete for good' : 'Delete'}
          </Button>
        </div>
      </div>
      <form onSubmit={onSubmit} className="grid gap-2" noValidate>
        <Label htmlFor={inputId}>Claim to check against {dataset.name}</Label>
        <Textarea
          id={inputId}
          rows={2}
          value={claim}
          maxLength={CLAIM_MAX_LENGTH}
          onChange={(e) => setClaim(e.target.value.slice(0, CLAIM_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          aria-describedby={hintId}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={hintId} className="text-xs text-muted-foreground">
            Same grammar as the public demo. {exampleClaim(dataset)}
          </p>
          <Button type="submit" size="sm" disabled={verify.isPending}>
            {verify.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
            {verify.isPending ? 'Verifying…' : 'Verify claim'}
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={verify.isPending}>
        {verify.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {verify.error.message}
          </p>
        ) : verify.data ? (
          <VerifyResult view={toResultView(verify.data)} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * "My datasets" on the dashboard: the signed-in user's own tables, and claims checked against
 * them. At the foot of the page, so listed once it comes near the screen and the page is idle.
 */
export const MyDatasetsPanel = memo(function MyDatasetsPanel() {
  const idle = useBrowserIdle();
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const list = useHydratedQuery({ ...myDatasetsQuery(), enabled: idle && near });
  return (
    <Card ref={nearRef} data-testid="my-datasets">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-5" aria-hidden="true" />
          My datasets
        </CardTitle>
        <CardDescription>
          Upload your own table and check claims against it with the same grammar, scoring and signed proofs as the
          public catalog. Only you can see your datasets and their proofs unless you share a proof.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <UploadForm />
        {list.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            {list.isFetching ? <Loader2 className="size-4 animate-spin-delayed" aria-hidden="true" /> : null}
            Loading your datasets…
          </p>
        ) : list.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            Your datasets could not be loaded: {list.error.message}
            <Button type="button" variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No datasets yet. Upload a CSV or JSON file to start.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Your datasets">
            {list.data.map((d) => (
              <DatasetCard key={d.id} dataset={d} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
});
