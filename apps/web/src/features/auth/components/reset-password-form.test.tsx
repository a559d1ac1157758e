import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { resetToasts } from '@/lib/toast';
import { FakeAuthClient } from '@/testing/fake-auth-client';
import { RESEND_COOLDOWN_SECONDS, ResetPasswordForm } from './reset-password-form';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };

function renderForm(fake = new FakeAuthClient()) {
  render(
    <AuthProvider loadClient={async () => fake.asClient()} config={okConfig}>
      <ResetPasswordForm onBack={() => {}} />
    </AuthProvider>,
  );
  return fake;
}

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Send|Sending)/ });

describe('ResetPasswordForm', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToasts();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('after a send, waits out the mail cooldown before offering "Send again"', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const fake = renderForm();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(sendButton());
    await screen.findByText(/a reset link is on its way/);
    await waitFor(() => expect(sendButton().textContent).toMatch(`Send again in ${RESEND_COOLDOWN_SECONDS} s`));
    expect(sendButton().disabled).toBe(true);
    // A second submit (Enter in the field) sends nothing: a refused request would cost the link.
    fireEvent.submit(sendButton().closest('form')!);
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledTimes(1);
    // The countdown's interval starts in an effect after that render; on a busy machine it can
    // still be pending here, and the clock would then move past it.
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));

    act(() => vi.advanceTimersByTime(30_000));
    expect(sendButton().textContent).toMatch('Send again in 30 s');
    act(() => vi.advanceTimersByTime(30_000));
    expect(sendButton().textContent).toMatch(/^Send again$/);
    expect(sendButton().disabled).toBe(false);
  });

  it('another address can be sent to at once', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toMatch(/Send again in/));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'grace@example.com' } });
    expect(sendButton().textContent).toMatch('Send Reset Link');
    expect(sendButton().disabled).toBe(false);
  });

  it('a "too soon" answer from the server starts the wait it names', async () => {
    const fake = new FakeAuthClient();
    fake.auth.resetPasswordForEmail.mockResolvedValueOnce({
      data: null,
      error: { name: 'AuthApiError', message: 'For security purposes, you can only request this after 42 seconds.', status: 429 },
    } as never);
    renderForm(fake);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toMatch(/Send again in (42|41) s/));
    expect(sendButton().disabled).toBe(true);
  });
});
