import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { AlertCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { OneTimeCodeInput } from '@/components/one-time-code-input';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import {
  ENROL_WINDOW_MINUTES,
  type EnrolledFactor,
  type MfaApi,
  type PendingEnrolment,
  groupSecret,
  loadEnrolledFactor,
  mfaFailure,
  startEnrolment,
} from '../two-factor';
import { formatDate as formatEnglishDate } from '@verity/contracts/format';

type View =
  | { kind: 'loading' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'off' }
  | { kind: 'enrolling'; pending: PendingEnrolment }
  | { kind: 'on'; factor: EnrolledFactor };

/** An error under a form, announced when it appears. */
function InlineError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

const formatDate = (iso: string | null) =>
  iso ? formatEnglishDate(new Date(iso), 'long') : null;

const asFailure = (error: unknown) =>
  mfaFailure(typeof error === 'object' && error !== null ? (error as { code?: string; message?: string }) : {});

/**
 * Two-factor authentication on /profile: enrol an authenticator app (QR code from the auth
 * service, or the secret typed in), confirm it with a code, see it, remove it. Talks to the
 * auth service through supabase-js `auth.mfa`, like sign-in's TOTP step.
 */
export function TwoFactorCard() {
  const { loadAuthClient, session } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = ['mfa-factor', session?.user.id ?? null] as const;
  const [pending, setPending] = useState<PendingEnrolment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const setupHeading = useRef<HTMLHeadingElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const focusStart = useRef(false);

  const mfa = useCallback(async (): Promise<MfaApi> => (await loadAuthClient()).auth.mfa, [loadAuthClient]);
  const enrolled = useQuery({ queryKey, queryFn: async () => loadEnrolledFactor(await mfa()) });
  const setEnrolled = (factor: EnrolledFactor | null) => queryClient.setQueryData(queryKey, factor);

  const view: View = pending
    ? { kind: 'enrolling', pending }
    : enrolled.isPending
      ? { kind: 'loading' }
      : enrolled.isError
        ? { kind: 'unavailable', message: asFailure(enrolled.error).message }
        : enrolled.data
          ? { kind: 'on', factor: enrolled.data }
          : { kind: 'off' };

  // Move focus with the step, so keyboard and screen-reader users land on what changed.
  useEffect(() => {
    if (view.kind === 'enrolling') setupHeading.current?.focus();
    if (view.kind === 'off' && focusStart.current) {
      focusStart.current = false;
      startButton.current?.focus();
    }
  }, [view.kind]);

  async function handleStart() {
    setBusy(true);
    try {
      const started = await startEnrolment(await mfa());
      setCode('');
      setCodeError(null);
      setNotice(null);
      setPending(started);
    } catch (error) {
      setNotice(asFailure(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function handleConfirm(event: FormEvent<HTMLFormElement>, enrolment: PendingEnrolment) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      const api = await mfa();
      const { error } = await api.challengeAndVerify({ factorId: enrolment.factorId, code });
      if (error) {
        const failure = mfaFailure(error);
        if (failure.restart) {
          focusStart.current = true;
          setNotice(failure.message);
          setPending(null);
        } else {
          setCodeError(failure.message);
          setCode('');
        }
        return;
      }
      setEnrolled(await loadEnrolledFactor(api));
      setPending(null);
      toast({
        title: 'Two-factor authentication on',
        description: 'Sign-in now asks for a code from your authenticator app; your other devices were signed out.',
      });
    } catch (error) {
      setCodeError(asFailure(error).message);
    } finally {
      setBusy(false);
    }
  }

  async function handleCancel(enrolment: PendingEnrolment) {
    focusStart.current = true;
    setPending(null);
    // The unconfirmed factor would expire on its own; removing it now keeps the account tidy.
    try {
      await (await mfa()).unenroll({ factorId: enrolment.factorId });
    } catch {
      // harmless: the auth service drops it after a few minutes
    }
  }

  async function handleRemove(factor: EnrolledFactor) {
    setBusy(true);
    setRemoveError(null);
    try {
      const { error } = await (await mfa()).unenroll({ factorId: factor.id });
      if (error) {
        setRemoveError(mfaFailure(error).message);
        return;
      }
      setConfirmRemove(false);
      focusStart.current = true;
      setNotice(null);
      setEnrolled(null);
      toast({ title: 'Two-factor authentication off', description: 'Sign-in asks for your password only.' });
    } catch (error) {
      setRemoveError(asFailure(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Two-factor authentication
          {view.kind === 'on' ? <Badge>On</Badge> : null}
          {view.kind === 'off' ? <Badge variant="outline">Off</Badge> : null}
        </CardTitle>
        <CardDescription>
          Protect your account with a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy …)
          at every sign-in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {view.kind === 'loading' ? (
          <p role="status" className="text-sm text-muted-foreground">
            Checking your two-factor settings…
          </p>
        ) : null}

        {view.kind === 'unavailable' ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="text-sm">
              Your two-factor settings could not be loaded. {view.message}
            </p>
            <Button variant="outline" onClick={() => void enrolled.refetch()} disabled={enrolled.isFetching}>
              Retry
            </Button>
          </div>
        ) : null}

        {view.kind === 'off' ? (
          <div className="grid justify-items-start gap-3">
            {notice ? (
              <p role="alert" className="text-sm text-destructive">
                {notice}
              </p>
            ) : null}
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldOff className="size-4" aria-hidden="true" />
              Sign-in asks for your password only.
            </p>
            <Button ref={startButton} onClick={() => void handleStart()} disabled={busy}>
              {busy ? 'Preparing…' : 'Set up authenticator app'}
            </Button>
          </div>
        ) : null}

        {view.kind === 'enrolling' ? (
          <div className="grid gap-5">
            <h4 ref={setupHeading} tabIndex={-1} className="font-medium outline-none">
              Scan this QR code with your authenticator app
            </h4>
            <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
              <img
                src={view.pending.qrCode}
                alt="QR code for your authenticator app"
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-lg border bg-white p-2"
                data-testid="totp-qr"
              />
              <div className="grid gap-2 text-sm">
                <p className="text-muted-foreground">Can&apos;t scan it? Type this key into the app instead:</p>
                <code
                  className="rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all select-all"
                  data-testid="totp-secret"
                >
                  {groupSecret(view.pending.secret)}
                </code>
                <a href={view.pending.uri} className="text-primary underline-offset-4 hover:underline">
                  Open in an authenticator app on this device
                </a>
                <p className="text-muted-foreground">
                  Confirm within {ENROL_WINDOW_MINUTES} minutes, or the setup expires. Turning it on signs you out on
                  your other devices.
                </p>
              </div>
            </div>
            <form className="grid max-w-xs gap-3" noValidate onSubmit={(e) => void handleConfirm(e, view.pending)}>
              <FormField id="totp-enrol-code" label="6-digit code from the app" required>
                <OneTimeCodeInput
                  id="totp-enrol-code"
                  value={code}
                  onValueChange={setCode}
                  errorId={codeError ? 'totp-enrol-error' : undefined}
                />
              </FormField>
              <InlineError id="totp-enrol-error" message={codeError} />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {busy ? 'Verifying…' : 'Verify and turn on'}
                </Button>
                <Button type="button" variant="outline" onClick={() => void handleCancel(view.pending)} disabled={busy}>
                  Cancel
                </Button>
              </div>
            </form>
          </div>
        ) : null}

        {view.kind === 'on' ? (
          <div className="grid justify-items-start gap-3">
            <p className="flex items-center gap-2 text-sm" data-testid="totp-factor">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              <span>
                <span className="font-medium">{view.factor.friendlyName}</span>
                {formatDate(view.factor.createdAt) ? (
                  <span className="text-muted-foreground"> · added {formatDate(view.factor.createdAt)}</span>
                ) : null}
              </span>
            </p>
            <Button
              variant="outline"
              onClick={() => {
                setRemoveError(null);
                setConfirmRemove(true);
              }}
            >
              Remove authenticator
            </Button>
          </div>
        ) : null}
      </CardContent>
      <Dialog open={confirmRemove} onOpenChange={(open) => (busy ? undefined : setConfirmRemove(open))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Remove two-factor authentication?</DialogTitle>
            <DialogDescription>
              Sign-in will ask for your password only. You can set up an authenticator again at any time.
            </DialogDescription>
          </DialogHeader>
          <InlineError id="totp-remove-error" message={removeError} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmRemove(false)} disabled={busy}>
              Keep it
            </Button>
            <Button
              variant="destructive"
              onClick={() => (enrolled.data ? void handleRemove(enrolled.data) : setConfirmRemove(false))}
              disabled={busy}
            >
              {busy ? 'Removing…' : 'Remove'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
