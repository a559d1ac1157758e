import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from './auth-message';
import { type SignUpResult, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';

export const PASSWORD_MISMATCH = { title: 'Password Mismatch', description: 'Please ensure both passwords match' };

interface SignUpFormProps {
  onDone: (result: SignUpResult, email: string) => void;
  onStart: () => void;
  /** The email, kept by the screen so it survives a switch to Sign In and back. */
  email: string;
  onEmailChange: (email: string) => void;
}

export function SignUpForm({ onDone, onStart, email, onEmailChange: setEmail }: SignUpFormProps) {
  const { signUp, loading } = useAuth();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

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
    onStart();
    const result = await signUp(email, password, displayName);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
    onDone(result, email.trim());
  }

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} aria-label="Sign up">
      <FormField id="signup-email" label="Email" required>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@company.com"
        />
      </FormField>
      <FormField id="signup-name" label="Display name">
        <Input
          id="signup-name"
          autoComplete="name"
          maxLength={80}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
        />
      </FormField>
      <FormField id="signup-password" label="Password" required>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby="signup-password-hint"
        />
      </FormField>
      <p id="signup-password-hint" className="-mt-3 text-xs text-muted-foreground">
        At least 8 characters.
      </p>
      <FormField
        id="signup-confirm"
        label="Confirm password"
        required
        error={mismatch ? PASSWORD_MISMATCH.description : undefined}
      >
        <Input
          ref={confirmRef}
          id="signup-confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => {
            setConfirm(e.target.value);
            if (mismatch && e.target.value === password) setMismatch(false);
          }}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? 'signup-confirm-error' : undefined}
        />
      </FormField>
      <FormError ref={errorRef} id="signup-error" message={error} />
      <Button type="submit" size="lg" disabled={submitting || loading}>
        {submitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
