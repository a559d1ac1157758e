import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupSecret, mfaFailure, svgDataUrl } from '../two-factor';
import { TwoFactorCard } from './two-factor-card';

interface FakeFactor {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
}
type Failure = { code: string; message: string; status: number };

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff"/></svg>';

/** `auth.mfa` as the auth service behaves: factors per account, code 123456 is right. */
class FakeMfa {
  factors: FakeFactor[] = [];
  listError: Failure | null = null;
  verifyError: Failure | null = null;
  unenrollError: Failure | null = null;
  private next = 1;

  listFactors = vi.fn(async () => {
    if (this.listError) return { data: null, error: this.listError };
    const totp = this.factors.filter((f) => f.status === 'verified');
    return { data: { all: [...this.factors], totp, phone: [], webauthn: [] }, error: null };
  });
  enroll = vi.fn(async ({ friendlyName }: { factorType: 'totp'; friendlyName?: string }) => {
    if (this.factors.some((f) => f.friendly_name === friendlyName)) {
      return { data: null, error: { code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name already exists', status: 422 } };
    }
    const id = `factor-${this.next++}`;
    this.factors.push({ id, friendly_name: friendlyName ?? '', factor_type: 'totp', status: 'unverified', created_at: '2026-11-25T12:00:00Z' });
    return { data: { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: QR, secret: SECRET, uri: `otpauth://totp/verity:ada@example.com?secret=${SECRET}` } }, error: null };
  });
  challengeAndVerify = vi.fn(async ({ factorId, code }: { factorId: string; code: string }) => {
    if (this.verifyError) return { data: null, error: this.verifyError };
    if (code !== '123456') return { data: null, error: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered', status: 422 } };
    const factor = this.factors.find((f) => f.id === factorId)!;
    factor.status = 'verified';
    return { data: { access_token: 'aal2' }, error: null };
  });
  unenroll = vi.fn(async ({ factorId }: { factorId: string }) => {
    if (this.unenrollError) return { data: null, error: this.unenrollError };
    this.factors = this.factors.filter((f) => f.id !== factorId);
    return { data: { id: factorId }, error: null };
  });
}

let mfa: FakeMfa;
const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock('@/lib/auth', () => ({
  useAuth: () => ({ loadAuthClient: async () => ({ auth: { mfa } }), session: { user: { id: 'user-1' } } }),
}));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TwoFactorCard />
    </QueryClientProvider>,
  );
}

async function startSetup() {
  fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
  await screen.findByRole('heading', { name: 'Scan this QR code with your authenticator app' });
}

function submitCode(code: string) {
  fireEvent.change(screen.getByLabelText(/6-digit code from the app/), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
}

describe('TwoFactorCard', () => {
  beforeEach(() => {
    mfa = new FakeMfa();
    toast.mockReset();
  });
  afterEach(() => cleanup());

  it('enrols: shows the QR code and the key, refuses a wrong code, turns on with the right one', async () => {
    renderCard();
    expect(await screen.findByText('Off')).toBeTruthy();
    await startSetup();
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3Cpath%20fill%3D%22%23fff%22%2F%3E%3C%2Fsvg%3E',
    );
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    // Focus follows the step in an effect, which may run just after the heading is in the DOM.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Scan this QR code with your authenticator app'));

    submitCode('654321');
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right');
    expect((screen.getByLabelText(/6-digit code from the app/) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(/6-digit code from the app/).getAttribute('aria-invalid')).toBe('true');

    submitCode('123456');
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByTestId('totp-factor').textContent).toContain('Authenticator app');
    expect(screen.getByTestId('totp-factor').textContent).toContain('November 25, 2026');
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor authentication on' }));
  });

  it('asks for six digits before calling the auth service', async () => {
    renderCard();
    await startSetup();
    submitCode('123');
    expect((await screen.findByRole('alert')).textContent).toContain('Enter the 6-digit code');
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('an expired setup goes back to the start with a clear message, and starting again works', async () => {
    renderCard();
    await startSetup();
    mfa.verifyError = { code: 'mfa_factor_not_found', message: 'Factor not found', status: 404 };
    submitCode('123456');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('This setup expired');
    const start = screen.getByRole('button', { name: 'Set up authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(start));
    // The abandoned enrolment is cleared before a new one, so the names do not clash.
    mfa.verifyError = null;
    fireEvent.click(start);
    await screen.findByRole('heading', { name: 'Scan this QR code with your authenticator app' });
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'factor-1' });
    expect(mfa.factors.map((f) => f.id)).toEqual(['factor-2']);
  });

  it('an expired code asks for the current one', async () => {
    renderCard();
    await startSetup();
    mfa.verifyError = { code: 'mfa_challenge_expired', message: 'MFA challenge has expired', status: 422 };
    submitCode('123456');
    expect((await screen.findByRole('alert')).textContent).toContain('That code expired');
    expect(screen.getByRole('button', { name: 'Verify and turn on' })).toBeTruthy();
  });

  it('cancel removes the unconfirmed factor and returns to the start', async () => {
    renderCard();
    await startSetup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
    await waitFor(() => expect(mfa.factors).toEqual([]));
  });

  it('removes the enrolled factor only after confirmation', async () => {
    mfa.factors = [{ id: 'f-on', friendly_name: 'Authenticator app', factor_type: 'totp', status: 'verified', created_at: '2026-11-20T10:00:00Z' }];
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove authenticator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove two-factor authentication?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mfa.unenroll).not.toHaveBeenCalled();
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove authenticator' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Off')).toBeTruthy();
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f-on' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Two-factor authentication off' }));
  });

  it('keeps the factor and explains when the session may not remove it', async () => {
    mfa.factors = [{ id: 'f-on', friendly_name: 'Authenticator app', factor_type: 'totp', status: 'verified', created_at: '2026-11-20T10:00:00Z' }];
    mfa.unenrollError = { code: 'insufficient_aal', message: 'AAL2 required', status: 422 };
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove authenticator' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sign in again with your authenticator code');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(mfa.factors).toHaveLength(1);
  });

  it('says so when the settings cannot be loaded, and retries', async () => {
    mfa.listError = { code: 'unexpected_failure', message: 'Unexpected failure', status: 500 };
    renderCard();
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    mfa.listError = null;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeTruthy();
  });
});

describe('two-factor helpers', () => {
  it('groups the secret in fours without padding', () => {
    expect(groupSecret('ABCDEFGHIJ==')).toBe('ABCD EFGH IJ');
  });

  it('encodes the QR markup so a # cannot end the data URL, and leaves other URLs alone', () => {
    expect(decodeURIComponent(svgDataUrl(QR).split(',')[1]!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path fill="#fff"/></svg>');
    expect(svgDataUrl(QR)).not.toContain('#');
    expect(svgDataUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('falls back to the service message for an unknown error', () => {
    expect(mfaFailure({ code: 'weird', message: 'Something broke' })).toEqual({ message: 'Something broke. Try again.', restart: false });
    expect(mfaFailure({ code: 'mfa_factor_not_found' }).restart).toBe(true);
  });
});
