import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormError } from './auth-message';
import { type SignInResult, useAuth } from '@/lib/auth';

interface SignInFormProps {
  onForgotPassword: () => void;
  onDone: (result: SignInResult) => void;
  onStart: () => void;
  /** The email, kept by the screen so it survives a switch to Sign Up and back. */
  email: string;
  onEmailChange: (email: string) => void;
}

export function SignInForm({ onForgotPassword, onDone, onStart, email, onEmailChange: setEmail }: SignInFormProps) {
  const { signIn, loading } = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    onStart();
    const result = await signIn(email, password);
    setSubmitting(false);
    if (result.error) {
      setError(result.error);
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
    onDone(result);
  }

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} aria-label="Sign in">
      <FormField id="signin-email" label="Email" required>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="you@company.com"
        />
      </FormField>
      <div className="grid gap-2">
        <FormField id="signin-password" label="Password" required>
          <Input
            ref={passwordRef}
            id="signin-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'signin-error' : undefined}
          />
        </FormField>
        <Button type="button" variant="link" className="h-auto justify-self-end p-0 text-sm" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <FormError id="signin-error" message={error} />
      <Button type="submit" size="lg" disabled={submitting || loading}>
        {submitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
