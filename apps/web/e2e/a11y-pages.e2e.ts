import { expect, test, toasts, uniqueEmail } from './fixtures';
import { mailedLink, PASSWORD, seriousViolations, signInWithNewAccount } from './session';

/**
 * axe on the pages a11y.e2e.ts does not reach: the remaining public pages, every signed-in
 * page, a proof, a checkout, and each landing dialog. Zero serious or critical findings.
 */

// Signed-in tests pay an argon2id hash per account on a shared machine.
test.slow();

for (const path of ['/signup', '/auth-test', '/datasets'] as const) {
  test(`${path} has no serious accessibility violations`, async ({ page, consoleErrors }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

const LANDING_DIALOGS = [
  { opener: 'Start Enterprise Pilot', title: 'Start Enterprise Pilot Program' },
  { opener: 'Request a demo', title: 'Request Enterprise Demo' },
  { opener: 'Watch platform demo', title: 'Platform Demo' },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the three landing dialogs have no serious accessibility violations (${colorScheme})`, async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    for (const { opener, title } of LANDING_DIALOGS) {
      await page.getByRole('button', { name: opener }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]'), title).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('signed-in pages have no serious accessibility violations', async ({ page, consoleErrors }) => {
  const { accessToken } = await signInWithNewAccount(page, 'a11y-pages');
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), '/onboarding').toEqual([]);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-plan')).toHaveText('Truth Seeker');
  expect(await seriousViolations(page), '/profile').toEqual([]);

  // Dashboard, both tabs, with a result on screen.
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('sample-marketing').click();
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByTestId('truth-score')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page), '/dashboard (Dashboard tab)').toEqual([]);
  await page.getByRole('tab', { name: 'Blueprints Marketplace' }).click();
  await expect(page.getByRole('tab', { name: 'Blueprints Marketplace' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Buy / }).first()).toBeVisible();
  expect(await seriousViolations(page), '/dashboard (Blueprints tab)').toEqual([]);

  // The proof of that analysis (shared, so the page is the public one), re-checked in the browser.
  const auth = { authorization: `Bearer ${accessToken}` };
  const list = await page.request.get('/api/analyses', { headers: auth });
  expect(list.ok()).toBe(true);
  const [stored] = ((await list.json()) as { data: { analyses: { insightId: string; proofId: string }[] } }).data.analyses;
  const shared = await page.request.patch(`/api/analyses/${stored!.insightId}`, { headers: auth, data: { shared: true } });
  expect(shared.ok()).toBe(true);
  await page.goto(`/proof/${stored!.proofId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed proof chain');
  await expect(page.getByText('Signed truth score')).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolations(page), '/proof/:id').toEqual([]);

  // A sandbox checkout.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Truth Explorer' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('checkout-summary')).toContainText('$99');
  expect(await seriousViolations(page), '/billing/checkout/:id').toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the set-new-password view has no serious accessibility violations', async ({ page }) => {
  const email = uniqueEmail('a11y-reset');
  const signUp = await page.request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // Once the app says so it has kept the PKCE verifier the link's code is exchanged with.
  await expect(toasts(page).getByText('Reset Email Sent', { exact: true })).toBeVisible();
  const url = new URL(await mailedLink(page, email, 'recovery'));
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
