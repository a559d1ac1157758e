import * as Tabs from '@radix-ui/react-tabs';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { tabPanel } from '@/components/ui/tab-panel';
import { ResetPasswordForm } from './components/reset-password-form';
import { SetPasswordForm } from './components/set-password-form';
import { SignInForm } from './components/sign-in-form';
import { SignUpForm } from './components/sign-up-form';
import { TotpForm } from './components/totp-form';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

export type AuthTab = 'signin' | 'signup';
type View = 'tabs' | 'reset' | 'check-email';

export interface AuthScreenProps {
  initialTab?: AuthTab;
  /**
   * `page`: the /login, /signup, /auth route — sign-in goes to `/dashboard`.
   * `guard`: shown in place of a protected page — after sign-in the page itself renders.
   */
  mode?: 'page' | 'guard';
  /** The visitor arrived through a password-recovery link. */
  recoveryLink?: boolean;
  /** Tells the page that a form of this screen started an action (it then owns navigation). */
  onAction?: () => void;
}

const tabTrigger =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/**
 * The one auth screen (spec: /login, /signup, /auth, and in place of guarded pages): Sign In and
 * Sign Up tabs, the forgot-password view, the set-new-password view of a recovery link, and the
 * TOTP step of accounts with an authenticator app.
 */
export function AuthScreen({ initialTab = 'signin', mode = 'page', recoveryLink = false, onAction }: AuthScreenProps) {
  const { mfaRequired, passwordRecovery, initializing, session, signOut } = useAuth();
  const navigate = useNavigate();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [view, setView] = useState<View>('tabs');
  const [confirmEmail, setConfirmEmail] = useState('');
  // One email for both tabs: the inactive tab's form unmounts, and a visitor who typed it on the
  // wrong tab should not have to type it again.
  const [email, setEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewRootRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const creatingAccount = mode === 'page' && tab === 'signup' && view === 'tabs';
  // The tab's title follows the heading: switching to Sign Up on /login is "Sign up" too.
  useDocumentTitle(creatingAccount ? 'Sign up' : 'Sign in');

  // Moving between views: put focus on the new view's first field (or heading).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const root = viewRootRef.current;
    const target =
      root?.querySelector<HTMLElement>('input') ?? root?.querySelector<HTMLElement>('h2[tabindex]') ?? headingRef.current;
    target?.focus();
  }, [view]);

  const afterSignIn = () => {
    if (mode === 'page') navigate('/dashboard', { replace: true });
  };

  let body;
  if (mfaRequired) {
    body = <TotpForm onDone={afterSignIn} onCancel={() => void signOut()} />;
  } else if (passwordRecovery && session) {
    body = <SetPasswordForm onDone={() => navigate('/dashboard', { replace: true })} />;
  } else if (recoveryLink && initializing) {
    body = (
      <p role="status" className="py-8 text-center text-muted-foreground">
        Checking your reset link…
      </p>
    );
  } else if (view === 'reset') {
    body = <ResetPasswordForm onBack={() => setView('tabs')} />;
  } else if (view === 'check-email') {
    body = (
      <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
        <MailCheck className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-semibold tracking-tight">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to <strong className="text-foreground">{confirmEmail}</strong>. Open it to activate your
          account, then sign in.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setTab('signin');
            setView('tabs');
          }}
        >
          Back to sign in
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {recoveryLink ? (
          <p role="alert" className="mb-5 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground">
            This reset link is invalid, expired or was opened in another browser. Request a new one with “Forgot password?”.
          </p>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <Tabs.List aria-label="Sign in or create an account" className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
            <Tabs.Trigger value="signin" className={tabTrigger}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="signup" className={tabTrigger}>
              Sign Up
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin" className={tabPanel}>
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onStart={() => onAction?.()}
              onForgotPassword={() => setView('reset')}
              onDone={(result) => {
                if (!result.error && !result.mfaRequired) afterSignIn();
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="signup" className={tabPanel}>
            <SignUpForm
              email={email}
              onEmailChange={setEmail}
              onStart={() => onAction?.()}
              onDone={(result, email) => {
                if (result.error) return;
                if (result.needsConfirmation) {
                  setConfirmEmail(email);
                  setView('check-email');
                } else navigate('/onboarding', { replace: true });
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="mb-8 text-center">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold tracking-tight outline-none">
          {mode === 'guard' ? 'Sign in to continue' : creatingAccount ? 'Create your account' : 'Welcome back'}
        </h1>
        <p className="mt-2 text-muted-foreground">
          {mode === 'guard'
            ? 'This page is for signed-in users. Sign in and it opens right here.'
            : 'Verify claims and hypotheses against data, with proof.'}
        </p>
      </div>
      <Card>
        <CardContent className="pt-6" ref={viewRootRef}>
          {body}
        </CardContent>
      </Card>
    </div>
  );
}
