import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from './auth-message';
import { useAuth } from '@/lib/auth';

/** "Forgot password?": asks for the email and sends the recovery link. */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { resetPassword, loading } = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    const result = await resetPassword(email);
    setSubmitting(false);
    if (result.error) setError(result.error);
    else setSentTo(email.trim());
  }

  return (
    <div className="grid gap-5">
      <div>
        <h2 id="reset-title" tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          Reset your password
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter the email you signed up with and we will send you a link to set a new password.
        </p>
      </div>
      {sentTo ? (
        <p role="status" className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm">
          If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. Open it in this browser.
        </p>
      ) : null}
      <form className="grid gap-5" onSubmit={handleSubmit} aria-labelledby="reset-title">
        <FormField id="reset-email" label="Email" required>
          <Input
            id="reset-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@company.com"
          />
        </FormField>
        <FormError id="reset-error" message={error} />
        <Button type="submit" size="lg" disabled={submitting || loading}>
          {submitting ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </form>
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
