import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, CircleDashed, CircleX, Loader2, RefreshCw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { catalogQuery } from '@/lib/claims/catalog';
import { ResultDetails } from '@/components/claims/result-details';
import { toResultView } from '@/lib/claims/format';
import type { StoredVerification } from '@/lib/claims/types';
import { cn } from '@/lib/utils';
import { keySetQuery } from '../api';
import type { StoredProof } from '../api';
import { checkClaimProof, checkLines, readStoredVerification } from '../claim-proof';
import { formatDateTime } from '@verity/contracts/format';

export const PROOF_MEANING =
  'A valid proof means this server produced this verdict from these rows of these pinned files. It does not mean the data is true: the figures are as good as their publisher.';

export const OWN_DATASET_MEANING =
  'A valid proof means this server produced this verdict from these rows of the dataset as its owner uploaded it. It does not mean the data is true: Verity did not check the uploaded figures against any outside source.';

function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : 'text-sm'}>{value}</dd>
    </div>
  );
}

function CheckIcon({ ok }: { ok: boolean | null }) {
  if (ok === null) return <CircleDashed className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="not checked" />;
  return ok ? (
    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="passed" />
  ) : (
    <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="failed" />
  );
}

/** `/proof/:id` for `kind: 'verification'`: the claim, its verdict and evidence, re-checked here. */
export function ClaimProofView({ record }: { record: StoredProof }) {
  const read = readStoredVerification(record.proof);
  const stored: StoredVerification | null = 'stored' in read ? read.stored : null;
  const own = stored?.datasetManifest ?? null;
  const keys = useQuery(keySetQuery());
  // A claim checked against a user's own dataset carries that dataset's manifest; the public catalog is not needed.
  const catalog = useQuery({ ...catalogQuery(), enabled: own === null });
  const settled = keys.isFetched && (own !== null || catalog.isFetched || catalog.isError);
  const check = useQuery({
    queryKey: ['claim-proof-check', record.id, keys.data?.map((k) => k.kid).join(',') ?? '', own ? 'own' : (catalog.data?.manifestSha256 ?? '')],
    queryFn: () => checkClaimProof(record.proof, keys.data ?? [], own ?? catalog.data),
    enabled: settled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  if (!stored) {
    return (
      <p role="alert" className="text-destructive">
        This proof cannot be read: {'problem' in read ? read.problem : 'unknown format'}.
      </p>
    );
  }

  const view = toResultView({ ...stored, proofId: null });
  const kid = stored.cryptographicProof.kid;
  const rowCount = stored.cryptographicProof.merkleProofs.length;
  const outcome = check.data;
  const valid = outcome?.check.valid ?? false;

  return (
    <>
      <section aria-labelledby="claim-title" className="grid gap-4 rounded-xl border p-5">
        <h2 id="claim-title" className="text-sm font-semibold text-muted-foreground">
          The claim
        </h2>
        <p className="text-lg font-medium break-words">“{stored.claim}”</p>
        <ResultDetails view={view} />
      </section>

      {keys.isError ? (
        <p role="alert" className="text-destructive">
          The published keys could not be fetched, so the signature cannot be checked.
        </p>
      ) : !outcome ? (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin-delayed" aria-hidden="true" />
          Verifying in your browser…
        </p>
      ) : (
        <section
          aria-labelledby="verification-title"
          className={cn('grid gap-4 rounded-xl border p-5', valid ? 'border-success/40 bg-success/5' : 'border-destructive/40 bg-destructive/5')}
          data-testid="proof-verdict"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="verification-title"
              className={cn('flex items-center gap-2 text-2xl font-semibold', valid ? 'text-success' : 'text-destructive')}
            >
              {valid ? <ShieldCheck className="size-7" aria-hidden="true" /> : <ShieldAlert className="size-7" aria-hidden="true" />}
              {valid ? 'Verified' : 'Does not verify'}
            </h2>
            <Button variant="outline" size="sm" onClick={() => void check.refetch()} disabled={check.isFetching}>
              <RefreshCw className={cn(check.isFetching && 'animate-spin')} aria-hidden="true" />
              Verify again
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Checked in your browser, with no help from our server beyond fetching the proof, the public key and the
            catalog manifest.
          </p>
          <ul className="grid gap-2 text-sm">
            {checkLines(outcome, kid, rowCount, own !== null).map((line) => (
              <li key={line.label} className="flex items-start gap-2">
                <CheckIcon ok={line.ok} />
                <span>{line.label}</span>
              </li>
            ))}
          </ul>
          {!valid && outcome.check.problems.length > 0 ? (
            <ul className="list-disc pl-5 text-sm text-destructive">
              {outcome.check.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          <p className="text-sm">{own ? OWN_DATASET_MEANING : PROOF_MEANING}</p>
        </section>
      )}

      <dl className="grid gap-4 rounded-xl border p-5 sm:grid-cols-2">
        <Field label="Payload SHA-256" value={stored.cryptographicProof.payloadSha256} mono />
        <Field label={own ? 'Dataset manifest SHA-256' : 'Catalog manifest SHA-256'} value={stored.cryptographicProof.manifestSha256} mono />
        <Field label="Signing key id" value={kid} mono />
        <Field label="Engine / scoring policy" value={`${stored.engineVersion} · ${stored.scoringPolicyVersion}`} />
        <Field label="Issued" value={formatDateTime(new Date(stored.issuedAt ?? record.createdAt))} />
        <Field label="Evidence rows with Merkle paths" value={String(rowCount)} />
      </dl>
      <p className="text-xs text-muted-foreground">
        Public keys:{' '}
        <a href="/.well-known/verity-keys.json" className="font-mono underline underline-offset-4">
          /.well-known/verity-keys.json
        </a>{' '}
        · The datasets and their Merkle roots:{' '}
        <Link to={paths.datasets} className="underline underline-offset-4">
          catalog
        </Link>
      </p>
    </>
  );
}
