import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { resetToasts } from '@/lib/toast';
import { FakeAuthClient } from '@/testing/fake-auth-client';
import { AuthScreen } from './auth-screen';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };

function renderScreen(initialTab: 'signin' | 'signup' = 'signin') {
  const fake = new FakeAuthClient();
  const router = createMemoryRouter([{ path: '/login', element: <AuthScreen initialTab={initialTab} /> }], {
    initialEntries: ['/login'],
  });
  render(
    <AuthProvider loadClient={async () => fake.asClient()} config={okConfig}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
}

function selectTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  act(() => {
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
  });
}

describe('AuthScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToasts();
    document.title = 'Verity';
  });
  afterEach(cleanup);

  it('the tab title follows the heading when the visitor switches between Sign In and Sign Up', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Verity');

    selectTab('Sign Up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(document.title).toBe('Sign up · Verity');

    selectTab('Sign In');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Verity');
  });

  it('an email typed on one tab is still there on the other, and the password is not', async () => {
    renderScreen();
    const signInEmail = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    fireEvent.change(signInEmail, { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret-123' } });

    selectTab('Sign Up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getAllByLabelText(/Password/)[0] as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    selectTab('Sign In');
    expect(((await screen.findByLabelText(/^Email/)) as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('the forgot-password view is titled "Sign in", as its heading says "Welcome back"', async () => {
    renderScreen('signup');
    expect(document.title).toBe('Sign up · Verity');
    selectTab('Sign In');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(document.title).toBe('Sign in · Verity');
  });
});
