import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { ClaimProofView } from './components/claim-proof-view';
import { ProofSteps } from './components/proof-steps';
import { VerificationSummary } from './components/verification-summary';
import { keySetQuery, proofQuery, readProofBundle, verificationQuery } from './api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime } from '@verity/contracts/format';
import { ApiError } from '@/lib/api';

function Field({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all' : 'text-sm'}>{value}</dd>
    </div>
  );
}

function envelopeValue(envelope: Record<string, unknown>, key: string): string | null {
  const value = envelope[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Why no proof opened, in words: the server's message for a malformed id names a request field. */
function notFoundText(error: Error): string {
  const why =
    error instanceof ApiError && error.status === 400
      ? 'This link does not hold a valid proof id: check that it was copied whole.'
      : 'No public proof has this id.';
  return `${why} A proof opens here only once its owner has shared it.`;
}

/** `/proof/:id`: the public proof, re-checked in the browser against the published key. */
export default function ProofPage() {
  useDocumentTitle('Proof');
  const { id = '' } = useParams();
  const proof = useQuery(proofQuery(id));
  const keys = useQuery(keySetQuery());
  const isClaim = proof.data?.kind === 'verification';
  const verification = useQuery(verificationQuery(id, isClaim ? undefined : proof.data?.proof, keys.data));

  const read = proof.data ? readProofBundle(proof.data.proof) : null;
  const bundle = read && 'bundle' in read ? read.bundle : null;
  const envelope = (bundle?.envelope ?? {}) as Record<string, unknown>;
  const verified = verification.data?.result.valid === true;

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Proof</p>
        {isClaim ? (
          <>
            <h1 className="text-3xl font-semibold tracking-tight">Signed claim verification</h1>
            <p className="text-muted-foreground">
              The verdict, its evidence and the hashes of its sources are signed with Ed25519; every evidence row comes
              with its Merkle path to the dataset’s root in the signed catalog manifest. This page re-checks all of it in
              your browser.
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-semibold tracking-tight">Signed proof chain</h1>
            <p className="text-muted-foreground">
              Every step of the analysis is hashed into a SHA-256 chain; the chain head is signed with Ed25519. This page
              recomputes the chain and checks the signature in your browser.
            </p>
          </>
        )}
      </header>

      {isClaim && proof.data ? (
        <ClaimProofView record={proof.data} />
      ) : proof.isPending || (proof.data && (keys.isPending || verification.isPending)) ? (
        <p className="flex items-center gap-2 text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin-delayed" aria-hidden="true" />
          {proof.isPending ? 'Fetching the proof…' : 'Verifying in your browser…'}
        </p>
      ) : proof.isError ? (
        <div role="alert" className="grid gap-2 rounded-xl border p-5">
          <h2 className="text-lg font-semibold">Proof not found</h2>
          <p className="text-sm text-muted-foreground">{notFoundText(proof.error)}</p>
          <Link to={paths.home} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Go to the home page
          </Link>
        </div>
      ) : keys.isError ? (
        <p role="alert" className="text-destructive">The published keys could not be fetched, so the signature cannot be checked.</p>
      ) : verification.data && proof.data ? (
        <>
          <VerificationSummary outcome={verification.data} stepCount={bundle?.steps.length ?? 0} keyId={proof.data.keyId} />
          <dl className="grid gap-4 rounded-xl border p-5 sm:grid-cols-2">
            <Field label="Head hash" value={bundle?.envelope.head ?? '—'} mono />
            <Field label="Signing key id" value={proof.data.keyId} mono />
            {/* A proof that fails its check proves nothing about these values: they are not called signed. */}
            {envelopeValue(envelope, 'truthScore') !== null ? (
              <Field
                label={verified ? 'Signed truth score' : 'Truth score (not verified)'}
                value={`${(Number(envelope.truthScore) * 100).toFixed(1)}%`}
              />
            ) : null}
            {envelopeValue(envelope, 'status') ? (
              <Field label={verified ? 'Signed status' : 'Status (not verified)'} value={String(envelope.status).toUpperCase()} />
            ) : null}
            {envelopeValue(envelope, 'dataHash') ? <Field label="Data hash" value={String(envelope.dataHash)} mono /> : null}
            <Field label="Created" value={formatDateTime(new Date(proof.data.createdAt))} />
          </dl>
          {bundle ? <ProofSteps steps={bundle.steps} hashes={bundle.hashes} /> : null}
          <p className="text-xs text-muted-foreground">
            Public keys:{' '}
            <a href="/.well-known/verity-keys.json" className="font-mono underline underline-offset-4">
              /.well-known/verity-keys.json
            </a>
          </p>
        </>
      ) : null}
    </div>
  );
}
