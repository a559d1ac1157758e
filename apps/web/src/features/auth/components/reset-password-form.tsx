import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from './auth-message';
import { useAuth } from '@/lib/auth';

/** The auth service sends one mail per address a minute (Supabase's default, and ours). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** "For security purposes, you can only request this after 42 seconds." → 42. */
function waitFromMessage(message: string): number | null {
  const match = /after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * "Forgot password?": asks for the email and sends the recovery link. Once sent, the button
 * waits out the mail cooldown for that address before it offers "Send again": a request the
 * server refuses as too soon is never made from here.
 */
export function ResetPasswordForm({ onBack }: { onBack: () => void }) {
  const { resetPassword, loading } = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The address whose next mail must wait, and until when (ms since epoch). */
  const [cooldown, setCooldown] = useState<{ email: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const sentRef = useRef<HTMLParagraphElement>(null);

  const address = email.trim().toLowerCase();
  const secondsLeft = cooldown && cooldown.email === address ? Math.max(0, Math.ceil((cooldown.until - now) / 1000)) : 0;
  const sentHere = sentTo !== null && sentTo.toLowerCase() === address;

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || secondsLeft > 0) return;
    setError(null);
    setSubmitting(true);
    const result = await resetPassword(email);
    setSubmitting(false);
    const sentAt = Date.now();
    setNow(sentAt);
    if (result.error) {
      setError(result.error);
      const wait = waitFromMessage(result.error);
      if (wait !== null) setCooldown({ email: address, until: sentAt + wait * 1000 });
    } else {
      setSentTo(email.trim());
      setCooldown({ email: address, until: sentAt + RESEND_COOLDOWN_SECONDS * 1000 });
      // The button is waiting now; keyboard focus goes to what happened instead of the page.
      requestAnimationFrame(() => sentRef.current?.focus());
    }
  }

  const label = submitting
    ? 'Sending…'
    : secondsLeft > 0
      ? `Send again in ${secondsLeft} s`
      : sentHere
        ? 'Send again'
        : 'Send Reset Link';

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
        <p
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
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
        <Button type="submit" size="lg" disabled={submitting || loading || secondsLeft > 0}>
          {label}
        </Button>
      </form>
      <Button type="button" variant="link" className="justify-self-center" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
