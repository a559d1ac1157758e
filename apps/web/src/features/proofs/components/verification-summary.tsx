import { CheckCircle2, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { VerificationOutcome } from '../api';
import { cn } from '@/lib/utils';

interface Check {
  label: string;
  ok: boolean;
}

function checksFor(outcome: VerificationOutcome, stepCount: number, keyId: string): Check[] {
  const { result } = outcome;
  return [
    {
      label: result.chainValid
        ? `Recomputed the SHA-256 hash of all ${stepCount} steps; each matches its recorded hash`
        : result.firstBadStep >= 0
          ? `Step ${result.firstBadStep} does not match its recorded hash`
          : 'The hash chain could not be recomputed',
      ok: result.chainValid,
    },
    {
      label: result.headMatches ? 'The chain head equals the head in the signed envelope' : 'The chain head differs from the signed head',
      ok: result.headMatches,
    },
    {
      label: result.signatureValid
        ? `The Ed25519 signature over the envelope verifies with published key ${keyId}`
        : outcome.key
          ? `The Ed25519 signature does not verify with published key ${keyId}`
          : `No published key ${keyId} to check the signature with`,
      ok: result.signatureValid,
    },
  ];
}

export function VerificationSummary({
  outcome,
  stepCount,
  keyId,
}: {
  outcome: VerificationOutcome;
  stepCount: number;
  keyId: string;
}) {
  const valid = outcome.result.valid;
  return (
    <section
      aria-labelledby="verification-title"
      className={cn(
        'grid gap-4 rounded-xl border p-5',
        valid ? 'border-success/40 bg-success/5' : 'border-destructive/40 bg-destructive/5',
      )}
      data-testid="proof-verdict"
    >
      <h2
        id="verification-title"
        className={cn('flex items-center gap-2 text-2xl font-semibold', valid ? 'text-success' : 'text-destructive')}
      >
        {valid ? <ShieldCheck className="size-7" aria-hidden="true" /> : <ShieldAlert className="size-7" aria-hidden="true" />}
        {valid ? 'Verified' : 'Does not verify'}
      </h2>
      <p className="text-sm text-muted-foreground">
        Checked in your browser just now, with no help from our server beyond fetching the proof and the public key.
        {!valid && outcome.result.reason ? ` Reason: ${outcome.result.reason}.` : ''}
      </p>
      <ul className="grid gap-2 text-sm">
        {checksFor(outcome, stepCount, keyId).map((check) => (
          <li key={check.label} className="flex items-start gap-2">
            {check.ok ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-label="passed" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="failed" />
            )}
            <span>{check.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
