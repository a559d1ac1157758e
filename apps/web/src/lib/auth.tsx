/**
 * Accounts in the browser: `AuthProvider` and `useAuth()`.
 *
 * Public API (stable — dashboard, profile, admin and commerce build on it):
 *
 *   const {
 *     user,             // User | null — spec 1 §3 User from GET /api/profile (subscription/usageStats
 *                       //   null only when the profile could not be read); null when signed out or
 *                       //   while a TOTP step is pending
 *     session,          // Session | null — the supabase-js session (access_token, user, expires_at …)
 *     loading,          // true while the stored session is being resolved and during every action
 *     initializing,     // true only while the stored session (or a link in the URL) is being resolved
 *     isAdmin,          // session.user.app_metadata.role === 'admin' (decision #4)
 *     mfaRequired,      // password accepted, the account has a verified TOTP factor: call verifyMfa
 *     passwordRecovery, // the visitor arrived through a recovery link: call updatePassword
 *     signIn,           // (email, password) => Promise<{ error: string | null; mfaRequired: boolean }>
 *     signUp,           // (email, password, displayName?) => Promise<{ error: string | null; needsConfirmation: boolean }>
 *     signOut,          // () => Promise<{ error: string | null }>
 *     resetPassword,    // (email) => Promise<{ error: string | null }>
 *     updatePassword,   // (password) => Promise<{ error: string | null }>
 *     verifyMfa,        // (code: 6 digits) => Promise<{ error: string | null }>
 *     refreshProfile,   // () => Promise<void> — re-read GET /api/profile (after a PATCH, a purchase …)
 *     loadAuthClient,   // () => Promise<AuthClient> — the raw supabase client, for what the actions
 *                       //   do not cover (the /auth-test page, MFA enrolment); state still follows it
 *   } = useAuth();
 *
 * Actions show the spec's toasts themselves ("Welcome back!", "Sign In Failed", "Account Created!",
 * "Sign Up Failed", "Reset Email Sent", "Reset Failed" …) and resolve once the new state is in
 * place, so a caller may navigate right after. Navigation is the caller's: use `useSignOut()` for
 * a sign-out button (signs out, then goes to `/`).
 *
 * supabase-js is loaded lazily (`src/lib/supabase.ts`): only when a session is stored, the URL
 * carries an auth redirect, another tab signs in, or an action runs. Until then a visitor with no
 * stored session is known to be signed out, at no cost to the landing page's first paint.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { type ReactNode, createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { setAccessTokenProvider, setUnauthorizedHandler } from '@/lib/api';
import {
  AUTH_STORAGE_KEY,
  type AuthConfigResult,
  hasAuthParamsInUrl,
  hasStoredSession,
  readAuthConfig,
} from '@/lib/auth-config';
import {
  type ProfileFetcher,
  type User,
  fetchProfile as defaultFetchProfile,
  isUnauthorized,
  userFromSession,
} from '@/lib/auth-user';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { yieldToBrowser } from '@/lib/yield-to-browser';

export type { Subscription, UsageStats, User } from '@/lib/auth-user';
export type { Session } from '@supabase/supabase-js';

/** The part of the supabase client the provider uses (a test can hand in a fake). */
export type AuthClient = Pick<SupabaseClient, 'auth'>;

export interface SignInResult {
  error: string | null;
  mfaRequired: boolean;
}
export interface SignUpResult {
  error: string | null;
  needsConfirmation: boolean;
}
export interface ActionResult {
  error: string | null;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
  initializing: boolean;
  isAdmin: boolean;
  mfaRequired: boolean;
  passwordRecovery: boolean;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signUp: (email: string, password: string, displayName?: string) => Promise<SignUpResult>;
  signOut: () => Promise<ActionResult>;
  resetPassword: (email: string) => Promise<ActionResult>;
  updatePassword: (password: string) => Promise<ActionResult>;
  verifyMfa: (code: string) => Promise<ActionResult>;
  refreshProfile: () => Promise<void>;
  loadAuthClient: () => Promise<AuthClient>;
}

export const SIGN_IN_FALLBACK = 'Please check your credentials and try again';
export const SIGN_UP_FALLBACK = 'An error occurred during registration';
export const RESET_FALLBACK = 'Please check your email address';

/** Where email links send the browser back to. */
export const RECOVERY_REDIRECT_PATH = '/auth?view=recovery';
export const SIGNUP_REDIRECT_PATH = '/onboarding';

const NO_PROVIDER = 'Accounts are not available here (no AuthProvider).';
const missing = async () => ({ error: NO_PROVIDER, mfaRequired: false, needsConfirmation: false });

const AuthContext = createContext<AuthContextValue>({
  user: null,
  session: null,
  loading: false,
  initializing: false,
  isAdmin: false,
  mfaRequired: false,
  passwordRecovery: false,
  signIn: missing,
  signUp: missing,
  signOut: missing,
  resetPassword: missing,
  updatePassword: missing,
  verifyMfa: missing,
  refreshProfile: async () => {},
  loadAuthClient: () => Promise.reject(new Error(NO_PROVIDER)),
});

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}

/** For sign-out buttons: signs out, then goes to `/` (spec: sign-out → /). */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { error } = await signOut();
    if (!error) navigate('/', { replace: true });
  }, [signOut, navigate]);
}

// Evaluating supabase-js and constructing its client (which starts restoring the session) are
// separate tasks, ~4 and ~14 ms here and four times that on a slow phone, not one long one.
const defaultLoadClient = async (): Promise<AuthClient> => {
  const { getSupabase } = await import('@/lib/supabase');
  await yieldToBrowser();
  return getSupabase();
};

interface AuthProviderProps {
  children: ReactNode;
  /** Tests hand in a fake client; the app loads supabase-js lazily. */
  loadClient?: () => Promise<AuthClient>;
  fetchProfile?: ProfileFetcher;
  /** Tests override the start-up configuration check. */
  config?: AuthConfigResult;
}

interface State {
  session: Session | null;
  user: User | null;
  /** The stored session (if any) is not resolved yet. */
  resolving: boolean;
  busy: number;
  mfaRequired: boolean;
  passwordRecovery: boolean;
}

/**
 * The spec's wording (§8) for the auth service's answers it names, keyed by error code so it holds
 * for our server and for a hosted Supabase project alike: Supabase says "Invalid login
 * credentials" and "User already registered" for the same facts.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  invalid_credentials: 'Invalid email or password',
  user_already_exists: 'User already exists with this email',
  email_exists: 'User already exists with this email',
};

export const AUTH_RATE_LIMITED = 'Too many attempts in a short time. Wait a few minutes, then try again.';
export const AUTH_UNREACHABLE = 'Could not reach the sign-in service. Check your connection and try again.';
export const AUTH_SERVICE_DOWN = 'The sign-in service is not working right now. Try again in a minute.';

/**
 * Failures that are not about what the person typed, which supabase-js reports in the words of
 * the browser or the server ("Failed to fetch", "Internal Server Error", "Request rate limit
 * reached"): said plainly, with what to do. Null for anything else.
 */
function transportProblem(error: object): string | null {
  const { name, status, message } = error as { name?: unknown; status?: unknown; message?: unknown };
  if (status === 429) {
    // "For security purposes, you can only request this after 42 seconds." already says when.
    return typeof message === 'string' && /\d/.test(message) ? message : AUTH_RATE_LIMITED;
  }
  // No answer at all: supabase-js gives status 0 to a fetch that threw.
  if (name === 'AuthRetryableFetchError' && (status === 0 || status === undefined)) return AUTH_UNREACHABLE;
  if (name === 'AuthRetryableFetchError' || name === 'AuthUnknownError') return AUTH_SERVICE_DOWN;
  if (typeof status === 'number' && status >= 500) return AUTH_SERVICE_DOWN;
  return null;
}

function messageOf(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const problem = transportProblem(error);
    if (problem) return problem;
  }
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    const known = typeof code === 'string' && Object.hasOwn(AUTH_ERROR_MESSAGES, code) ? AUTH_ERROR_MESSAGES[code] : undefined;
    if (known) return known;
  }
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const SESSION_ENDED_TITLE = 'Signed Out';
export const SESSION_ENDED_MESSAGE =
  'Your session has ended (you signed out everywhere or changed your password). Sign in again to continue.';
/** Told in every other open tab when the session is removed in one of them. */
export const SIGNED_OUT_ELSEWHERE_MESSAGE = 'You were signed out in another tab or window.';

/** The auth service says the session or its user is gone for good (not a network hiccup). */
function sessionIsGone(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === 'AuthSessionMissingError' || status === 401 || status === 403;
}

export function AuthProvider({
  children,
  loadClient = defaultLoadClient,
  fetchProfile = defaultFetchProfile,
  config,
}: AuthProviderProps) {
  const [configResult] = useState(() => config ?? readAuthConfig());
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(() => ({
    session: null,
    user: null,
    resolving: configResult.ok && typeof window !== 'undefined' && (hasStoredSession() || hasAuthParamsInUrl()),
    busy: 0,
    mfaRequired: false,
    passwordRecovery: false,
  }));

  const clientRef = useRef<Promise<AuthClient> | null>(null);
  const unsubscribeRef = useRef<(() => void) | null>(null);
  const applied = useRef<{ token: string | null; promise: Promise<void> } | null>(null);
  /** One check per access token the API refused (see confirmSessionEnded). */
  const endedChecks = useRef(new Map<string, Promise<boolean>>());
  const generation = useRef(0);
  const mounted = useRef(true);

  const patch = useCallback((next: Partial<State> | ((s: State) => Partial<State>)) => {
    if (!mounted.current) return;
    setState((s) => ({ ...s, ...(typeof next === 'function' ? next(s) : next) }));
  }, []);

  /**
   * Our API refused this access token with 401: its session has most likely ended elsewhere (a
   * password change, a sign-out everywhere). Ask the auth service; when it confirms, the session
   * is removed (supabase-js does so itself for `session_not_found`), SIGNED_OUT is announced
   * and the user is told. Resolves true when the session was ended.
   */
  const confirmSessionEnded = useCallback((client: AuthClient, token: string): Promise<boolean> => {
    const pending = endedChecks.current.get(token);
    if (pending) return pending;
    const check = (async () => {
      const { data } = await client.auth.getSession();
      // Refreshed or signed out in the meantime: that 401 is about a token no longer in use.
      if (data.session?.access_token !== token) return false;
      const { error } = await client.auth.getUser();
      if (!sessionIsGone(error)) return false;
      if ((await client.auth.getSession()).data.session) await client.auth.signOut({ scope: 'local' });
      toast({ variant: 'destructive', title: SESSION_ENDED_TITLE, description: SESSION_ENDED_MESSAGE });
      return true;
    })().catch(() => false);
    endedChecks.current.set(token, check);
    return check;
  }, []);

  /**
   * Brings the new session into state: TOTP check, then the profile. Deduplicated per token.
   * `background`: nobody is waiting on this change (the session restored at start, a refresh).
   */
  const applySession = useCallback(
    (client: AuthClient, session: Session | null, event: AuthChangeEvent | 'ACTION', background = false): Promise<void> => {
      const token = session?.access_token ?? null;
      const keepProfile = event === 'TOKEN_REFRESHED';
      if (applied.current && applied.current.token === token && !keepProfile) return applied.current.promise;
      const run = ++generation.current;
      // A background change re-renders the whole page: as a transition React does that in
      // slices, between which the page still answers input.
      const update: typeof patch = background ? (next) => startTransition(() => patch(next)) : patch;
      const promise = (async () => {
        if (!session) {
          update({ session: null, user: null, mfaRequired: false, passwordRecovery: false, resolving: false });
          return;
        }
        const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
        const needsTotp = !aal.error && aal.data?.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2';
        if (run !== generation.current) return;
        if (needsTotp) {
          update({ session, user: null, mfaRequired: true, resolving: false });
          return;
        }
        if (keepProfile) {
          update((s) => ({
            session,
            user: s.user && s.user.uid === session.user.id ? s.user : userFromSession(session),
            mfaRequired: false,
            resolving: false,
          }));
          return;
        }
        let user: User;
        try {
          user = await fetchProfile(session.access_token);
        } catch (error) {
          // A 401 means the session is gone, not that the API is: never show it as signed in.
          if (isUnauthorized(error) && (await confirmSessionEnded(client, session.access_token))) {
            if (run === generation.current) update({ session: null, user: null, mfaRequired: false, resolving: false });
            return;
          }
          user = userFromSession(session);
        }
        if (run !== generation.current) return;
        update({ session, user, mfaRequired: false, resolving: false });
      })();
      applied.current = { token, promise };
      return promise;
    },
    [confirmSessionEnded, fetchProfile, patch],
  );

  const getClient = useCallback((): Promise<AuthClient> => {
    if (clientRef.current) return clientRef.current;
    const promise = (async () => {
      const client = await loadClient();
      let initialized = false;
      const { data } = client.auth.onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') patch({ passwordRecovery: true });
        // While the client starts, a stored session comes back as SIGNED_IN, then INITIAL_SESSION.
        const background = !initialized || event === 'INITIAL_SESSION' || event === 'TOKEN_REFRESHED';
        // Never call the client from inside its own callback (it holds a lock): defer, then read
        // the session as it is now, so events handled late cannot overwrite a newer state.
        setTimeout(() => {
          void client.auth
            .getSession()
            .then(({ data: current }) => applySession(client, current.session, event, background))
            .catch(() => patch({ resolving: false }));
        }, 0);
      });
      unsubscribeRef.current = () => data.subscription.unsubscribe();
      const init = await client.auth.initialize();
      initialized = true;
      if (init.error) {
        // A used or expired email link: say so; any stored session is kept by the client.
        toast({ variant: 'destructive', title: 'Link Invalid', description: init.error.message });
      }
      await nextTick();
      return client;
    })();
    clientRef.current = promise;
    promise.catch((error: unknown) => {
      clientRef.current = null;
      patch({ resolving: false });
      toast({ variant: 'destructive', title: 'Accounts Unavailable', description: messageOf(error, 'Could not load sign-in.') });
    });
    return promise;
  }, [applySession, loadClient, patch]);

  // Start at once when there is something to resolve; otherwise when another tab signs in.
  useEffect(() => {
    mounted.current = true;
    if (!configResult.ok) return;
    if (hasStoredSession() || hasAuthParamsInUrl()) void getClient().catch(() => {});
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_STORAGE_KEY) return;
      const started = clientRef.current;
      if (!started) {
        if (event.newValue) void getClient().catch(() => {});
        return;
      }
      // Another tab changed the session. Its broadcast can arrive before this tab's storage
      // shows the change, and then re-reads the old session; the storage event comes after it.
      void started
        .then(async (client) => {
          const { data } = await client.auth.getSession();
          await applySession(client, data.session, data.session ? 'SIGNED_IN' : 'SIGNED_OUT');
          if (!data.session && event.oldValue && !event.newValue) {
            toast({ title: SESSION_ENDED_TITLE, description: SIGNED_OUT_ELSEWHERE_MESSAGE });
          }
        })
        .catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    return () => {
      mounted.current = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [applySession, configResult.ok, getClient]);

  useEffect(() => () => unsubscribeRef.current?.(), []);

  // The API client's bearer token: the current (auto-refreshed) access token, if any.
  useEffect(() => {
    setAccessTokenProvider(async () => {
      if (!clientRef.current && !hasStoredSession()) return null;
      try {
        const client = await getClient();
        const { data } = await client.auth.getSession();
        return data.session?.access_token ?? null;
      } catch {
        return null;
      }
    });
    setUnauthorizedHandler((token) => {
      const client = clientRef.current;
      if (client) void client.then((c) => confirmSessionEnded(c, token)).catch(() => {});
    });
    return () => {
      setAccessTokenProvider(() => null);
      setUnauthorizedHandler(null);
    };
  }, [confirmSessionEnded, getClient]);

  /** Runs an action with `loading` raised; a client that failed to load becomes its error. */
  const action = useCallback(
    async <T,>(body: (client: AuthClient) => Promise<T>, onLoadError: (message: string) => T): Promise<T> => {
      patch((s) => ({ busy: s.busy + 1 }));
      try {
        let client: AuthClient;
        try {
          client = await getClient();
        } catch (error) {
          return onLoadError(messageOf(error, 'Could not load sign-in.'));
        }
        return await body(client);
      } finally {
        patch((s) => ({ busy: Math.max(0, s.busy - 1) }));
      }
    },
    [getClient, patch],
  );

  const signIn = useCallback(
    (email: string, password: string) =>
      action<SignInResult>(
        async (client) => {
          const { data, error } = await client.auth.signInWithPassword({ email: email.trim(), password });
          if (error || !data.session) {
            const message = messageOf(error, SIGN_IN_FALLBACK);
            toast({ variant: 'destructive', title: 'Sign In Failed', description: message });
            return { error: message, mfaRequired: false };
          }
          await applySession(client, data.session, 'ACTION');
          const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
          if (!aal.error && aal.data?.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2') {
            return { error: null, mfaRequired: true };
          }
          toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
          return { error: null, mfaRequired: false };
        },
        (message) => {
          toast({ variant: 'destructive', title: 'Sign In Failed', description: message });
          return { error: message, mfaRequired: false };
        },
      ),
    [action, applySession],
  );

  const signUp = useCallback(
    (email: string, password: string, displayName?: string) =>
      action<SignUpResult>(
        async (client) => {
          const name = displayName?.trim();
          const { data, error } = await client.auth.signUp({
            email: email.trim(),
            password,
            options: {
              data: name ? { display_name: name } : {},
              emailRedirectTo: `${window.location.origin}${SIGNUP_REDIRECT_PATH}`,
            },
          });
          if (error) {
            const message = messageOf(error, SIGN_UP_FALLBACK);
            toast({ variant: 'destructive', title: 'Sign Up Failed', description: message });
            return { error: message, needsConfirmation: false };
          }
          if (!data.session) {
            toast({
              title: 'Account Created!',
              description: 'Check your email for a confirmation link, then sign in.',
            });
            return { error: null, needsConfirmation: true };
          }
          await applySession(client, data.session, 'ACTION');
          toast({ title: 'Account Created!', description: 'Welcome to Verity.' });
          return { error: null, needsConfirmation: false };
        },
        (message) => {
          toast({ variant: 'destructive', title: 'Sign Up Failed', description: message });
          return { error: message, needsConfirmation: false };
        },
      ),
    [action, applySession],
  );

  const signOut = useCallback(
    () =>
      action<ActionResult>(
        async (client) => {
          const { error } = await client.auth.signOut();
          if (error) {
            const message = messageOf(error, error.message);
            toast({ variant: 'destructive', title: 'Sign Out Failed', description: message });
            return { error: message };
          }
          await applySession(client, null, 'SIGNED_OUT');
          return { error: null };
        },
        (message) => ({ error: message }),
      ),
    [action, applySession],
  );

  const resetPassword = useCallback(
    (email: string) =>
      action<ActionResult>(
        async (client) => {
          const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
            redirectTo: `${window.location.origin}${RECOVERY_REDIRECT_PATH}`,
          });
          if (error) {
            const message = messageOf(error, RESET_FALLBACK);
            toast({ variant: 'destructive', title: 'Reset Failed', description: message });
            return { error: message };
          }
          toast({ title: 'Reset Email Sent', description: 'Check your email for a link to set a new password.' });
          return { error: null };
        },
        (message) => {
          toast({ variant: 'destructive', title: 'Reset Failed', description: message });
          return { error: message };
        },
      ),
    [action],
  );

  const updatePassword = useCallback(
    (password: string) =>
      action<ActionResult>(
        async (client) => {
          const { data, error } = await client.auth.updateUser({ password });
          if (error) {
            const message = messageOf(error, error.message);
            toast({ variant: 'destructive', title: 'Password Not Updated', description: message });
            return { error: message };
          }
          patch({ passwordRecovery: false });
          const { data: current } = await client.auth.getSession();
          if (current.session && data.user) await applySession(client, current.session, 'ACTION');
          toast({ title: 'Password Updated', description: 'Your new password is set.' });
          return { error: null };
        },
        (message) => ({ error: message }),
      ),
    [action, applySession, patch],
  );

  const verifyMfa = useCallback(
    (code: string) =>
      action<ActionResult>(
        async (client) => {
          const factors = await client.auth.mfa.listFactors();
          const factor = factors.data?.totp.find((f) => f.status === 'verified');
          if (factors.error || !factor) {
            const message = messageOf(factors.error, 'No authenticator app is set up for this account.');
            toast({ variant: 'destructive', title: 'Verification Failed', description: message });
            return { error: message };
          }
          const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: code.trim() });
          if (error) {
            const message = messageOf(error, error.message);
            toast({ variant: 'destructive', title: 'Verification Failed', description: message });
            return { error: message };
          }
          const { data: current } = await client.auth.getSession();
          await applySession(client, current.session ?? null, 'ACTION');
          toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
          return { error: null };
        },
        (message) => ({ error: message }),
      ),
    [action, applySession],
  );

  const refreshProfile = useCallback(async () => {
    const session = state.session;
    if (!session || state.mfaRequired) return;
    try {
      const user = await fetchProfile(session.access_token);
      patch((s) => (s.session?.user.id === user.uid ? { user } : {}));
    } catch {
      // Keep what is shown; the caller's own request already reported its failure.
    }
  }, [fetchProfile, patch, state.mfaRequired, state.session]);

  // Pre-rendered HTML shows a visitor whose session is not known yet; the render that hydrates it
  // must match, so a stored session starts resolving only from the next render.
  const resolving = state.resolving && hydrated;
  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      session: state.session,
      loading: resolving || state.busy > 0,
      initializing: resolving,
      isAdmin: state.session?.user.app_metadata?.role === 'admin' && !state.mfaRequired,
      mfaRequired: state.mfaRequired,
      passwordRecovery: state.passwordRecovery,
      signIn,
      signUp,
      signOut,
      resetPassword,
      updatePassword,
      verifyMfa,
      refreshProfile,
      loadAuthClient: getClient,
    }),
    [state, resolving, signIn, signUp, signOut, resetPassword, updatePassword, verifyMfa, refreshProfile, getClient],
  );

  if (!configResult.ok) return <ConfigError message={configResult.message} />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function ConfigError({ message }: { message: string }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-medium text-destructive">Configuration error</p>
      <h1 role="alert" className="text-2xl font-semibold tracking-tight">
        {message}
      </h1>
      <p className="text-muted-foreground">
        Set VITE_SUPABASE_URL to an http(s) URL and VITE_SUPABASE_ANON_KEY to the project&apos;s key, or leave both unset to use
        this server.
      </p>
    </main>
  );
}
