import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api';
import {
  AUTH_RATE_LIMITED,
  AUTH_SERVICE_DOWN,
  AUTH_UNREACHABLE,
  AuthProvider,
  SESSION_ENDED_TITLE,
  SIGNED_OUT_ELSEWHERE_MESSAGE,
  useAuth,
} from '@/lib/auth';
import { AUTH_STORAGE_KEY, MISSING_CONFIG_MESSAGE, readAuthConfig } from '@/lib/auth-config';
import type { User } from '@/lib/auth-user';
import { resetToasts, useToast } from '@/lib/toast';
import { FakeAuthClient, makeProfile, makeSession } from '@/testing/fake-auth-client';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };

function currentToasts() {
  return renderHook(() => useToast()).result.current.toasts;
}
const lastToast = () => currentToasts()[0];

function setup(fake: FakeAuthClient, fetchProfile = vi.fn(async (_token: string): Promise<User> => makeProfile(fake.session!))) {
  const loadClient = vi.fn(async () => fake.asClient());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider loadClient={loadClient} fetchProfile={fetchProfile} config={okConfig}>
      {children}
    </AuthProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  return { ...hook, loadClient, fetchProfile };
}

/** A session stored by an earlier visit, restored: the provider has its user. */
async function restoreSignedIn() {
  const session = makeSession();
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  const fake = new FakeAuthClient(session);
  const { result } = setup(fake);
  await waitFor(() => expect(result.current.user).not.toBeNull());
  return { session, fake, result };
}

describe('AuthProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToasts();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('knows a visitor with no stored session is signed out without loading the client', () => {
    const { result, loadClient } = setup(new FakeAuthClient());
    expect(result.current.user).toBeNull();
    expect(result.current.loading).toBe(false);
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('restores a stored session: loading until the profile of /api/profile is in', async () => {
    const session = makeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const fake = new FakeAuthClient(session);
    const { result, loadClient, fetchProfile } = setup(fake);
    expect(result.current.loading).toBe(true);
    expect(result.current.initializing).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(loadClient).toHaveBeenCalledTimes(1);
    expect(fetchProfile).toHaveBeenCalledWith(session.access_token);
    expect(result.current.user?.displayName).toBe('Ada');
    expect(result.current.user?.subscription?.analysisLimit).toBe(10);
    expect(result.current.session?.access_token).toBe(session.access_token);
  });

  it('ignores a stored value that lacks the session fields', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'x' }));
    const { result, loadClient } = setup(new FakeAuthClient());
    expect(result.current.loading).toBe(false);
    expect(loadClient).not.toHaveBeenCalled();
  });

  it('signIn: loading during the action, "Welcome back!", user from the profile', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.signIn('ada@example.com', 'correct-horse');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => {
      await expect(pending).resolves.toEqual({ error: null, mfaRequired: false });
    });
    // The action resolves with the state in place, so a caller can navigate at once.
    expect(result.current.user?.email).toBe('ada@example.com');
    expect(result.current.loading).toBe(false);
    expect(lastToast()?.title).toBe('Welcome back!');
  });

  it('signIn failure: "Sign In Failed" with the error, or the fallback text', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    await act(async () => {
      expect(await result.current.signIn('ada@example.com', 'wrong')).toEqual({
        error: 'Invalid email or password',
        mfaRequired: false,
      });
    });
    // Spec §8 words it "Invalid email or password"; the service's code, not its text, decides.
    expect(lastToast()).toMatchObject({ title: 'Sign In Failed', description: 'Invalid email or password', variant: 'destructive' });
    expect(result.current.user).toBeNull();

    fake.auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error: { message: '' } } as never);
    await act(async () => {
      await result.current.signIn('ada@example.com', 'x');
    });
    expect(lastToast()?.description).toBe('Please check your credentials and try again');
  });

  it('a failure that is not about the credentials says what happened and what to do, not the browser\'s words', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    const cases: [unknown, string][] = [
      // What supabase-js gives for each: a fetch that threw, a 5xx, an unreadable answer, a 429.
      [Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 }), AUTH_UNREACHABLE],
      [Object.assign(new Error('Internal Server Error'), { name: 'AuthRetryableFetchError', status: 500 }), AUTH_SERVICE_DOWN],
      [Object.assign(new Error('Unexpected token <'), { name: 'AuthUnknownError' }), AUTH_SERVICE_DOWN],
      [Object.assign(new Error('Request rate limit reached'), { name: 'AuthApiError', status: 429, code: 'over_request_rate_limit' }), AUTH_RATE_LIMITED],
      [
        Object.assign(new Error('For security purposes, you can only request this after 42 seconds.'), { name: 'AuthApiError', status: 429 }),
        'For security purposes, you can only request this after 42 seconds.',
      ],
    ];
    for (const [error, expected] of cases) {
      fake.auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error } as never);
      await act(async () => {
        expect((await result.current.signIn('ada@example.com', 'x')).error).toBe(expected);
      });
      expect(lastToast()).toMatchObject({ title: 'Sign In Failed', description: expected });
    }
  });

  it('signUp: "Account Created!" and a signed-in user; display name goes into user metadata', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    await act(async () => {
      expect(await result.current.signUp('new@example.com', 'pw-12345678', ' Grace ')).toEqual({
        error: null,
        needsConfirmation: false,
      });
    });
    expect(fake.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'new@example.com',
        options: expect.objectContaining({ data: { display_name: 'Grace' } }),
      }),
    );
    expect(lastToast()?.title).toBe('Account Created!');
    expect(result.current.user?.uid).toBe('user-new');
  });

  it('signUp with confirmation on: no session, asks to check the email', async () => {
    const { result } = setup(new FakeAuthClient());
    await act(async () => {
      expect(await result.current.signUp('confirm@example.com', 'pw-12345678')).toEqual({
        error: null,
        needsConfirmation: true,
      });
    });
    expect(result.current.user).toBeNull();
    expect(lastToast()?.description).toMatch(/check your email/i);
  });

  it('signUp failure: "Sign Up Failed" with the spec\'s wording for a taken email, else the server message', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    await act(async () => {
      expect(await result.current.signUp('taken@example.com', 'pw-12345678')).toEqual({
        error: 'User already exists with this email',
        needsConfirmation: false,
      });
    });
    expect(lastToast()).toMatchObject({ title: 'Sign Up Failed', description: 'User already exists with this email' });

    fake.auth.signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { name: 'AuthApiError', message: 'Signups not allowed for this instance', status: 422, code: 'signup_disabled' },
    } as never);
    await act(async () => {
      await result.current.signUp('new@example.com', 'pw-12345678');
    });
    expect(lastToast()?.description).toBe('Signups not allowed for this instance');
  });

  it('signOut clears the user', async () => {
    const { result } = await restoreSignedIn();
    await act(async () => {
      expect(await result.current.signOut()).toEqual({ error: null });
    });
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
  });

  it('resetPassword: "Reset Email Sent" with the recovery redirect, "Reset Failed" otherwise', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    await act(async () => {
      await result.current.resetPassword('ada@example.com');
    });
    expect(lastToast()?.title).toBe('Reset Email Sent');
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/auth?view=recovery`,
    });
    await act(async () => {
      await result.current.resetPassword('nope');
    });
    expect(lastToast()).toMatchObject({ title: 'Reset Failed', description: 'Please check your email address' });
  });

  it('an account with a verified TOTP factor needs the code before it counts as signed in', async () => {
    const fake = new FakeAuthClient();
    fake.hasTotp = true;
    const { result } = setup(fake);
    await act(async () => {
      expect(await result.current.signIn('ada@example.com', 'correct-horse')).toEqual({ error: null, mfaRequired: true });
    });
    expect(result.current.mfaRequired).toBe(true);
    expect(result.current.user).toBeNull();

    await act(async () => {
      expect(await result.current.verifyMfa('000000')).toEqual({ error: 'Invalid TOTP code entered' });
    });
    expect(result.current.user).toBeNull();

    await act(async () => {
      expect(await result.current.verifyMfa('123456')).toEqual({ error: null });
    });
    expect(fake.auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(result.current.mfaRequired).toBe(false);
    expect(result.current.user?.email).toBe('ada@example.com');
    expect(lastToast()?.title).toBe('Welcome back!');
  });

  it('PASSWORD_RECOVERY opens the set-new-password state; updatePassword closes it', async () => {
    const { fake, result } = await restoreSignedIn();
    act(() => fake.emit('PASSWORD_RECOVERY'));
    expect(result.current.passwordRecovery).toBe(true);
    await act(async () => {
      expect(await result.current.updatePassword('new-password-1')).toEqual({ error: null });
    });
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'new-password-1' });
    expect(result.current.passwordRecovery).toBe(false);
    expect(lastToast()?.title).toBe('Password Updated');
  });

  it('keeps the user signed in when /api/profile fails, without inventing a plan', async () => {
    const fake = new FakeAuthClient();
    const { result } = setup(
      fake,
      vi.fn(async () => {
        throw new Error('down');
      }),
    );
    await act(async () => {
      await result.current.signIn('grace@example.com', 'correct-horse');
    });
    expect(result.current.user).toMatchObject({ email: 'grace@example.com', displayName: 'grace', subscription: null, usageStats: null });
  });

  it('a 401 from /api/profile for a session ended elsewhere signs out and says so', async () => {
    const session = makeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const fake = new FakeAuthClient(session);
    fake.revoked = true;
    const unauthorized = new ApiError({ success: false, error: 'unauthorized', message: 'Your session is invalid or has expired.', status: 401 });
    const { result } = setup(
      fake,
      vi.fn(async () => {
        throw unauthorized;
      }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.auth.getUser).toHaveBeenCalled();
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
    expect(lastToast()?.title).toBe(SESSION_ENDED_TITLE);
  });

  it('a 401 the auth service does not confirm keeps the user signed in', async () => {
    const session = makeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const fake = new FakeAuthClient(session);
    const { result } = setup(
      fake,
      vi.fn(async () => {
        throw new ApiError({ success: false, error: 'unauthorized', message: 'Sign in to continue.', status: 401 });
      }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fake.auth.getUser).toHaveBeenCalled();
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(result.current.user).toMatchObject({ email: 'ada@example.com', subscription: null });
  });

  it('any /api call answered 401 for the current token signs a revoked session out', async () => {
    const { session, fake, result } = await restoreSignedIn();
    fake.revoked = true;
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{"error":"unauthorized","message":"Your session is invalid or has expired. Sign in again."}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiRequest('/analyses');
    expect(res.success).toBe(false);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${session.access_token}`);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.session).toBeNull();
    expect(lastToast()?.title).toBe(SESSION_ENDED_TITLE);
  });

  it('follows events from elsewhere (another tab signs out)', async () => {
    const { fake, result } = await restoreSignedIn();
    await act(async () => {
      fake.session = null;
      fake.emit('SIGNED_OUT');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.user).toBeNull();
  });

  it('follows a sign-out in another tab whose broadcast came before this tab saw the storage change', async () => {
    const { session, fake, result } = await restoreSignedIn();
    // The broadcast: the session read back is still the old one.
    await act(async () => {
      fake.emit('SIGNED_OUT');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.user).not.toBeNull();
    // Then the storage change reaches this tab.
    await act(async () => {
      fake.session = null;
      localStorage.removeItem(AUTH_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, oldValue: JSON.stringify(session), newValue: null }));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(result.current.user).toBeNull();
    expect(result.current.session).toBeNull();
    expect(lastToast()).toMatchObject({ title: SESSION_ENDED_TITLE, description: SIGNED_OUT_ELSEWHERE_MESSAGE });
  });

  it('wires the session access token into the API client', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const fake = new FakeAuthClient();
    const { result } = setup(fake);
    await apiRequest('/ping');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    await act(async () => {
      await result.current.signIn('ada@example.com', 'correct-horse');
    });
    await apiRequest('/ping');
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer access-user-1');
  });

  it('isAdmin follows app_metadata.role', async () => {
    const session = makeSession({ role: 'admin' });
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const { result } = setup(new FakeAuthClient(session));
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.isAdmin).toBe(true);
  });

  it('shows "Missing Supabase environment variables" for an invalid configuration', () => {
    const config = readAuthConfig({ VITE_SUPABASE_URL: 'ftp://example.com' }, 'http://localhost');
    expect(config).toEqual({ ok: false, message: MISSING_CONFIG_MESSAGE });
    render(
      <AuthProvider config={config}>
        <p>app</p>
      </AuthProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Missing Supabase environment variables');
    expect(screen.queryByText('app')).toBeNull();
  });
});

describe('readAuthConfig', () => {
  it('defaults to this origin and the published key', () => {
    expect(readAuthConfig({}, 'http://localhost:4517')).toEqual({
      ok: true,
      config: { url: 'http://localhost:4517', anonKey: 'sb_publishable_verity_default_anon_key' },
    });
  });
  it('takes the configured project', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' }, 'x')).toEqual({
      ok: true,
      config: { url: 'https://abc.supabase.co', anonKey: 'anon' },
    });
  });
  it('rejects a URL that is not http(s)', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: 'not a url' }, 'x').ok).toBe(false);
  });
});
