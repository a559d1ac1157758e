import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { resetToasts } from '@/lib/toast';
import { FakeAuthClient } from '@/testing/fake-auth-client';
import { SetPasswordForm } from './set-password-form';

const okConfig = { ok: true as const, config: { url: 'http://localhost', anonKey: 'k' } };

describe('SetPasswordForm', () => {
  beforeEach(() => {
    localStorage.clear();
    resetToasts();
  });
  afterEach(cleanup);

  it('says "Please ensure both passwords match" on a mismatch, and stops saying it once they match', () => {
    const fake = new FakeAuthClient();
    render(
      <AuthProvider loadClient={async () => fake.asClient()} config={okConfig}>
        <SetPasswordForm onDone={() => {}} />
      </AuthProvider>,
    );
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    fireEvent.change(password, { target: { value: 'second-pass-123' } });
    fireEvent.change(confirm, { target: { value: 'second-pass-12' } });
    fireEvent.submit(confirm.closest('form')!);

    expect(screen.getByText('Please ensure both passwords match')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(fake.auth.updateUser).not.toHaveBeenCalled();

    fireEvent.change(confirm, { target: { value: 'second-pass-123' } });
    expect(screen.queryByText('Please ensure both passwords match')).toBeNull();
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
  });
});
