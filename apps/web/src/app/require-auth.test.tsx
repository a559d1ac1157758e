import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/require-auth';
import { AuthProvider } from '@/lib/auth';
import { AUTH_STORAGE_KEY } from '@/lib/auth-config';
import { resetToasts } from '@/lib/toast';
import { FakeAuthClient, makeProfile, makeSession } from '@/testing/fake-auth-client';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };

function renderGuarded(fake: FakeAuthClient, path = '/profile') {
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <RequireAuth><p>Secret profile of the user</p></RequireAuth> },
      { path: '/shell', element: <RequireAuth optimistic><p>Dashboard shell</p></RequireAuth> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/onboarding', element: <p>onboarding</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider loadClient={async () => fake.asClient()} fetchProfile={async () => makeProfile(fake.session!)} config={okConfig}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  // The guard loads the auth screen lazily; warm the module so timings do not depend on transforms.
  beforeAll(async () => {
    await import('@/features/auth/auth-screen');
  });
  beforeEach(() => {
    localStorage.clear();
    resetToasts();
  });
  afterEach(cleanup);

  it('shows a loading screen while a stored session resolves, then the page', async () => {
    const session = makeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    renderGuarded(new FakeAuthClient(session));
    expect(screen.getByRole('status').textContent).toMatch(/checking your session/i);
    expect(await screen.findByText('Secret profile of the user')).toBeTruthy();
  });

  it('optimistic: shows the page at once while a stored session resolves, and keeps it', async () => {
    const session = makeSession();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
    const fake = new FakeAuthClient(session);
    renderGuarded(fake, '/shell');
    expect(screen.getByText('Dashboard shell')).toBeTruthy();
    expect(screen.queryByText(/checking your session/i)).toBeNull();
    await waitFor(() => expect(fake.auth.getSession).toHaveBeenCalled());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Dashboard shell')).toBeTruthy();
  });

  it('optimistic: a stored session that no longer holds gives way to the auth screen in place', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(makeSession()));
    // The client finds no valid session (e.g. the refresh token was revoked).
    renderGuarded(new FakeAuthClient(null), '/shell');
    expect(screen.getByText('Dashboard shell')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByText('Dashboard shell')).toBeNull();
  });

  it('optimistic: a visitor without a stored session gets the auth screen, never the page', async () => {
    renderGuarded(new FakeAuthClient(), '/shell');
    expect(screen.queryByText('Dashboard shell')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
  });

  it('shows the auth screen in place for a visitor, then the requested page after sign-in', async () => {
    const fake = new FakeAuthClient();
    document.title = 'Pricing · Verity';
    const router = renderGuarded(fake);
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    // The tab names the screen shown, not the page visited before.
    expect(document.title).toBe('Sign in · Verity');
    expect(screen.queryByText('Secret profile of the user')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct-horse' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    expect(await screen.findByText('Secret profile of the user')).toBeTruthy();
    // In place: the URL never changed (decision #17).
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('keeps the auth screen and its message after a failed sign-in', async () => {
    renderGuarded(new FakeAuthClient());
    await screen.findByRole('heading', { name: 'Sign in to continue' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Invalid email or password'));
    expect(document.activeElement?.id).toBe('signin-password');
  });

  it('sign-up with mismatched passwords says so and sends nothing', async () => {
    const fake = new FakeAuthClient();
    renderGuarded(fake);
    await screen.findByRole('heading', { name: 'Sign in to continue' });
    const tab = screen.getByRole('tab', { name: 'Sign Up' });
    act(() => {
      fireEvent.mouseDown(tab);
      fireEvent.click(tab);
    });
    await screen.findByLabelText(/^Confirm password/);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'pw-12345678' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'pw-different' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    });
    expect(screen.getByText('Please ensure both passwords match')).toBeTruthy();
    expect(document.activeElement?.id).toBe('signup-confirm');
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it('asks for the TOTP code when the account has a verified factor', async () => {
    const fake = new FakeAuthClient();
    fake.hasTotp = true;
    renderGuarded(fake);
    await screen.findByRole('heading', { name: 'Sign in to continue' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct-horse' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    });
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(screen.queryByText('Secret profile of the user')).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    });
    expect(await screen.findByText('Secret profile of the user')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
