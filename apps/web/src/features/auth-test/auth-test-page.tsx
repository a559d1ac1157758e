import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

export const AUTH_TEST_MESSAGES = {
  signIn: 'Sign in successful!',
  signUp: 'Sign up successful! Check your email to confirm.',
  /** Our server auto-confirms by default (decision #2): then the account is signed in at once. */
  signUpConfirmed: 'Sign up successful! You are signed in.',
  signOut: 'Signed out successfully!',
} as const;

const INSTRUCTIONS = [
  'Enter an email and password',
  'Click "Sign Up" to create an account',
  'Check your email for confirmation',
  'Use "Sign In" to log in',
  'Click "Sign Out" to log out',
];

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);
  return `Error: ${message}`;
}

/**
 * /auth-test (spec 2 §2): drives the Supabase client directly — sign up, sign in, sign out —
 * and follows the current user. Same client and session as the rest of the app.
 */
export default function AuthTestPage() {
  useDocumentTitle('Supabase Auth Test');
  const { session, loadAuthClient } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const user = session?.user ?? null;

  async function run(body: () => Promise<string>) {
    setBusy(true);
    setMessage('');
    try {
      setMessage(await body());
    } catch (error) {
      setMessage(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const signIn = () =>
    run(async () => {
      const client = await loadAuthClient();
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      return AUTH_TEST_MESSAGES.signIn;
    });

  const signUp = () =>
    run(async () => {
      const client = await loadAuthClient();
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/auth-test` },
      });
      if (error) throw error;
      return data.session ? AUTH_TEST_MESSAGES.signUpConfirmed : AUTH_TEST_MESSAGES.signUp;
    });

  const signOut = () =>
    run(async () => {
      const client = await loadAuthClient();
      const { error } = await client.auth.signOut();
      if (error) throw error;
      return AUTH_TEST_MESSAGES.signOut;
    });

  // Email and password are required at the browser level: Sign In submits the form, Sign Up
  // asks the form to validate first.
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn();
  }

  const isError = message.includes('Error');

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">Supabase Auth Test</h1>
          <CardDescription>Test authentication functionality</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {user ? (
            <div className="grid gap-4 text-center">
              <div>
                <h2 className="text-xl font-semibold">Welcome!</h2>
                <p className="mt-2 text-sm text-muted-foreground">
                  Logged in as: <strong className="text-foreground">{user.email}</strong>
                </p>
                <p className="mt-1 text-xs break-all text-muted-foreground">
                  User ID: <span className="font-mono">{user.id}</span>
                </p>
              </div>
              <Button variant="outline" onClick={() => void signOut()} disabled={busy}>
                {busy ? 'Signing out...' : 'Sign Out'}
              </Button>
            </div>
          ) : (
            <form className="grid gap-4" onSubmit={handleSubmit} aria-label="Test sign-in">
              <div className="grid gap-2">
                <Label htmlFor="auth-test-email">Email</Label>
                <Input
                  id="auth-test-email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="Enter your email"
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="auth-test-password">Password</Label>
                <Input
                  id="auth-test-password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  placeholder="Enter your password"
                />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <Button type="submit" disabled={busy}>
                  {busy ? 'Processing...' : 'Sign In'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={busy}
                  onClick={(event) => {
                    if (event.currentTarget.form?.reportValidity()) void signUp();
                  }}
                >
                  {busy ? 'Processing...' : 'Sign Up'}
                </Button>
              </div>
            </form>
          )}

          <div
            role="status"
            aria-live="polite"
            data-testid="auth-test-status"
            data-variant={message ? (isError ? 'error' : 'success') : undefined}
            className={cn(
              'flex min-h-11 items-start gap-2 rounded-lg border px-3 py-2 text-sm',
              !message && 'border-dashed text-muted-foreground',
              message && isError && 'border-destructive/50 bg-destructive/10 text-foreground',
              message && !isError && 'border-success/50 bg-success/10 text-foreground',
            )}
          >
            {message ? (
              <>
                {isError ? (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                ) : (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                )}
                <span>{message}</span>
              </>
            ) : (
              <span>Status messages appear here.</span>
            )}
          </div>

          <section aria-labelledby="auth-test-instructions" className="rounded-lg bg-muted/60 p-4 text-sm">
            <h2 id="auth-test-instructions" className="font-medium">
              Quick test instructions
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-muted-foreground">
              {INSTRUCTIONS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}
