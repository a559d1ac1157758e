import type { Page } from '@playwright/test';
import { expect, test, toasts, uniqueEmail } from './fixtures';
import { mailedLink, seriousViolations, signInWithNewAccount, WITHOUT_TOASTER } from './session';

/**
 * Accounts in the browser against the real server: the auth screen, the guard, password reset
 * through the dev mailbox, and /auth-test. Tests that provoke a 4xx on purpose (wrong password)
 * do not ask for `consoleErrors`: Chromium logs every failed request to the console.
 */
const PASSWORD = 'correct-horse-battery';

// Each account costs an argon2id hash on the server; on a 2-core machine a flow takes a while.
test.slow();

async function signUpThroughScreen(page: Page, email: string, password = PASSWORD, displayName = '') {
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(email);
  if (displayName) await page.getByLabel('Display name').fill(displayName);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signInThroughScreen(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The newest mailed link of a kind from the dev mailbox (outside production only). */
test.describe('auth screen', () => {
  test('sign up lands on /onboarding, the header shows the account, sign out goes to /', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('signup');
    await signUpThroughScreen(page, email, PASSWORD, 'Ada Lovelace');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(toasts(page).getByText('Account Created!', { exact: true })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();

    // The session survives a reload (persisted under the product's key).
    await page.reload();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('verity.auth'))).toContain('access_token');

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('verity.auth'))).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('mismatched passwords are refused before any request', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page).getByText('Password Mismatch', { exact: true })).toBeVisible();
    await expect(page.getByText('Please ensure both passwords match').first()).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong password says "Sign In Failed"; the right one goes to /dashboard', async ({ page }) => {
    const email = uniqueEmail('wrongpw');
    await signUpThroughScreen(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await signInThroughScreen(page, email, 'not-the-password');
    await expect(toasts(page).getByText('Sign In Failed', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText('Welcome back!', { exact: true })).toBeVisible();

    // A signed-in visitor of the auth screen goes on to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('password reset through the mailed link, then sign in with the new password', async ({ page }) => {
    const email = uniqueEmail('reset');
    await signUpThroughScreen(page, email);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toasts(page).getByText('Reset Email Sent', { exact: true })).toBeVisible();

    const link = await mailedLink(page, email, 'recovery');

    // The link is on the server's site URL; open it in the origin that holds the PKCE verifier.
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const newPassword = 'a-brand-new-password';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts(page).getByText('Password Updated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign out from the profile page (the dashboard has its own header).
    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await signInThroughScreen(page, email, PASSWORD);
    await expect(toasts(page).getByText('Sign In Failed', { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a session ended elsewhere signs the dashboard out, and the API is not reported down', async ({ page }) => {
    const { accessToken } = await signInWithNewAccount(page, 'ended');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible();
    await expect(page.getByTestId('service-status')).toHaveText(/Operational/, { timeout: 15_000 });

    // Signed out everywhere from another device: the stored access token has not expired yet.
    const out = await page.request.post('/auth/v1/logout?scope=global', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(out.status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(toasts(page).getByText('Signed Out', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('verity.auth'))).toBeNull();
  });

  test('a guarded page shows the auth screen in place and renders after sign-in', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('guard');
    await signUpThroughScreen(page, email, PASSWORD, 'Grace');
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await signInThroughScreen(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-email')).toHaveValue(email);
    await expect(page.getByTestId('profile-display-name')).toHaveText('Grace');
    await expect(page.getByTestId('profile-plan')).toHaveText('Truth Seeker');
    await expect(page.getByTestId('profile-usage')).toHaveText('0 of 10');

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(consoleErrors).toEqual([]);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the auth screen has no serious accessibility violations (${colorScheme})`, async ({ page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expect(page.getByLabel('Confirm password')).toBeVisible();
      expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
      await page.getByRole('tab', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the tabs are keyboard operable', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Confirm password')).toBeVisible();
  });
});

test.describe('/auth-test', () => {
  test('sign up, sign out, sign in, with the status messages', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('authtest');
    await page.goto('/auth-test');
    await expect(page.getByRole('heading', { name: 'Supabase Auth Test' })).toBeVisible();
    await expect(page.getByText('Test authentication functionality')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const status = page.getByTestId('auth-test-status');
    await expect(status).toHaveText(/^Sign up successful!/);
    await expect(status).toHaveAttribute('data-variant', 'success');
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText(`Logged in as: ${email}`)).toBeVisible();
    await expect(page.getByText(/User ID: [0-9a-f-]{36}/)).toBeVisible();

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(status).toHaveText('Signed out successfully!');
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(status).toHaveText('Sign in successful!');
    await expect(page.getByText(`Logged in as: ${email}`)).toBeVisible();
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(status).toHaveText('Signed out successfully!');
    expect(consoleErrors).toEqual([]);
  });

  test('a failure shows "Error: …" styled as an error', async ({ page }) => {
    await page.goto('/auth-test');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const status = page.getByTestId('auth-test-status');
    await expect(status).toHaveText('Error: Invalid login credentials');
    await expect(status).toHaveAttribute('data-variant', 'error');
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
  });
});
