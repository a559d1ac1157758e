import { generate } from 'otplib';
import { type Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { PASSWORD, seriousViolations, signInWithNewAccount } from './session';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * stepsAhead });
}

async function shownSecret(page: Page): Promise<string> {
  return ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
}

test('two-factor authentication: enrol on /profile, sign in with a code, remove it', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const { email } = await signInWithNewAccount(page, 'totp');
  await page.goto('/profile');
  const badge = (text: 'On' | 'Off') => page.getByRole('heading', { name: 'Two-factor authentication' }).getByText(text, { exact: true });
  await expect(badge('Off')).toBeVisible();

  // Keyboard only: the button starts the setup and focus lands on its heading.
  await page.getByRole('button', { name: 'Set up authenticator app' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Scan this QR code with your authenticator app' });
  await expect(heading).toBeFocused();
  // The QR code is the auth service's SVG, drawn from the otpauth URI; the key is shown for typing.
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  // It really draws: a broken data URL leaves an image with no size.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const link = page.getByRole('link', { name: 'Open in an authenticator app on this device' });
  await expect(link).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  expect(await seriousViolations(page), 'enrolment step').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await seriousViolations(page), 'enrolment step, dark').toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // A wrong code is refused with a message that says what to do.
  const right = await totpCode(secret);
  const codeField = page.getByLabel(/6-digit code from the app/);
  await codeField.fill(right === '000000' ? '111111' : '000000');
  await codeField.press('Enter');
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  // Chromium logs the refused verify (422); that one is expected, any other error is not.
  await expect.poll(() => consoleErrors.filter((e) => e.includes('status of 422')).length).toBe(1);
  consoleErrors.splice(consoleErrors.findIndex((e) => e.includes('status of 422')), 1);

  await codeField.fill(await totpCode(secret));
  await codeField.press('Enter');
  await expect(badge('On')).toBeVisible();
  await expect(page.getByTestId('totp-factor')).toContainText('Authenticator app');
  await expect(toasts(page)).toContainText('Two-factor authentication on');
  expect(await seriousViolations(page), 'enrolled').toEqual([]);

  // Signing in again now takes a code from the app.
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const signInCode = page.getByLabel('Authentication code');
  await expect(signInCode).toBeVisible();
  // The code used to enrol cannot be replayed; the next step's code is within the ±1 step window.
  await signInCode.fill(await totpCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Removing it asks first; Escape keeps it.
  await page.goto('/profile');
  const remove = page.getByRole('button', { name: 'Remove authenticator' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Remove two-factor authentication?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page), 'remove dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(badge('Off')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeFocused();
  const factors = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('verity.auth') ?? '{}') as { access_token?: string };
    const res = await fetch('/auth/v1/user', { headers: { authorization: `Bearer ${stored.access_token}` } });
    return ((await res.json()) as { factors?: unknown[] }).factors ?? [];
  });
  expect(factors).toEqual([]);
});
