import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { FormError } from './auth-message';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { useAuth } from '@/lib/auth';

/** Second step for accounts with a verified authenticator app (aal1 → aal2). */
export function TotpForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { verifyMfa, loading } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    const result = await verifyMfa(code);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      setCode('');
    } else onDone();
  }

  return (
    <div className="grid gap-5">
      <div>
        <h2 id="totp-title" className="text-xl font-semibold tracking-tight">
          Two-factor verification
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Enter the 6-digit code from your authenticator app.</p>
      </div>
      <form className="grid gap-5" onSubmit={handleSubmit} aria-labelledby="totp-title">
        <FormField id="totp-code" label="Authentication code" required>
          <OneTimeCodeInput
            id="totp-code"
            pattern="[0-9]{6}"
            value={code}
            onValueChange={setCode}
            errorId={error ? 'totp-error' : undefined}
            // The step exists for this one field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </FormField>
        <FormError id="totp-error" message={error} />
        <Button type="submit" size="lg" disabled={submitting || loading || code.length !== 6}>
          {submitting ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      <Button type="button" variant="link" className="justify-self-center" onClick={onCancel}>
        Use another account
      </Button>
    </div>
  );
}
