import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from './auth-message';
import { PASSWORD_MISMATCH } from './sign-up-form';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

/** Reached through the recovery link (PASSWORD_RECOVERY): choose the new password. */
export function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const { updatePassword, loading } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (password !== confirm) {
      setMismatch(true);
      toast({ variant: 'destructive', ...PASSWORD_MISMATCH });
      confirmRef.current?.focus();
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    const result = await updatePassword(password);
    setSubmitting(false);
    if (result.error) setError(result.error);
    else onDone();
  }

  return (
    <div className="grid gap-5">
      <div>
        <h2 id="set-password-title" className="text-xl font-semibold tracking-tight">
          Set a new password
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Choose a new password for your account.</p>
      </div>
      <form className="grid gap-5" onSubmit={handleSubmit} aria-labelledby="set-password-title">
        <FormField id="new-password" label="New password" required>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            // The view opens for this one field.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        </FormField>
        <FormField
          id="new-password-confirm"
          label="Confirm new password"
          required
          error={mismatch ? PASSWORD_MISMATCH.description : undefined}
        >
          <Input
            ref={confirmRef}
            id="new-password-confirm"
            type="password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              // As on sign-up: once the two match, the field stops saying they do not.
              if (mismatch && e.target.value === password) setMismatch(false);
            }}
            aria-invalid={mismatch || undefined}
            aria-describedby={mismatch ? 'new-password-confirm-error' : undefined}
          />
        </FormField>
        <FormError id="set-password-error" message={error} />
        <Button type="submit" size="lg" disabled={submitting || loading}>
          {submitting ? 'Saving…' : 'Update Password'}
        </Button>
      </form>
    </div>
  );
}
