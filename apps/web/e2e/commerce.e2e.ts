import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, toasts, uniqueEmail } from './fixtures';
import { seriousViolations, signInWithNewAccount } from './session';

const PASSWORD = 'correct-horse-9';

/** WCAG 2 A/AA violations of serious or critical impact on the page as it is now. */
async function expectAxeClean(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([]);
}

test('signed out, the subscribe buttons are disabled and say why', async ({ page }) => {
  await page.goto('/pricing');
  const subscribe = page.getByTestId('subscribe-starter-wrapper').getByRole('button');
  await expect(subscribe).toBeDisabled();
  await page.getByTestId('subscribe-starter-wrapper').click({ force: true });
  await expect(toasts(page)).toContainText('Authentication Required');
  await expect(toasts(page)).toContainText('Please sign in to subscribe to a plan');
});

test('sign up, upgrade through the sandbox checkout, see the new limit on the profile', async ({ page }) => {
  // Axe scans of three pages on a busy machine.
  test.slow();
  await signInWithNewAccount(page, 'upgrade');
  await page.goto('/profile');
  await expect(page.getByTestId('profile-usage')).toHaveText('0 of 10');

  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Subscribe to Truth Explorer' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(page.getByTestId('checkout-summary')).toContainText('$99');
  await expectAxeClean(page);
  await page.getByRole('button', { name: /Confirm test payment of \$99/ }).click();

  await expect(page).toHaveURL(/\/profile\?checkout=success$/);
  await expect(page.getByTestId('profile-plan')).toHaveText('Truth Explorer');
  await expect(page.getByTestId('profile-usage')).toHaveText('0 of 100');
  await expectAxeClean(page);

  // Back on pricing, the plan is marked as current.
  await page.goto('/pricing');
  await expect(page.getByRole('group', { name: 'Truth Explorer' }).getByRole('button', { name: 'Current plan' })).toBeDisabled();
});

test('buy and download a blueprint', async ({ page }) => {
  test.slow();
  await signInWithNewAccount(page, 'blueprint');
  await page.goto('/blueprints');
  const card = page.getByTestId('blueprint-real-time-analytics-pipeline');
  await expect(card).toContainText('$2,499');
  await card.getByRole('button', { name: 'Buy Real-Time Analytics Pipeline' }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByTestId('checkout-summary')).toContainText('one-time');
  await page.getByRole('button', { name: /Confirm test payment of \$2,499/ }).click();

  await expect(page).toHaveURL(/\/blueprints\?checkout=success$/);
  const bought = page.getByTestId('blueprint-real-time-analytics-pipeline');
  await expect(bought.getByText('Purchased')).toBeVisible();
  await expect(bought.getByText('$2,499')).toHaveCount(0);
  await expectAxeClean(page);
  const downloadStarted = page.waitForEvent('download');
  await bought.getByRole('button', { name: 'Download' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('real-time-analytics-pipeline.md');
  const text = await fs.readFile((await download.path())!, 'utf8');
  expect(text).toContain('# Real-Time Analytics Pipeline');
  expect(text).toContain('```mermaid');

  // Another blueprint is still for sale.
  await expect(page.getByTestId('blueprint-truth-validation-framework')).toContainText('$3,999');
});

test('without a publishable key there is no Stripe script and no Stripe origin in the CSP', async ({ page }) => {
  const response = await page.goto('/pricing');
  expect(response!.headers()['content-security-policy']).not.toContain('stripe');
  await expect(page.getByRole('heading', { name: /Plans that grow/ })).toBeVisible();
  await page.goto('/blueprints');
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.filter((src) => src.includes('stripe'))).toEqual([]);
});

test('the dashboard meter shows the usage, and at the limit the plan to upgrade to', async ({ page }) => {
  // Ten real analyses first.
  test.slow();
  const email = uniqueEmail('quota');
  const signup = await page.request.post('/api/auth/signup', { data: { email, password: PASSWORD } });
  expect(signup.ok()).toBe(true);
  const token = ((await signup.json()) as { data: { access_token: string } }).data.access_token;
  const x = Array.from({ length: 30 }, (_, i) => i + 1);
  const analysis = { hypothesis: 'Higher x increases y', data: { x, y: x.map((v) => 3 * v + (v % 4)) }, analysisType: 'causal' };
  const run = () => page.request.post('/api/analyses', { data: analysis, headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 10; i += 1) expect((await run()).status()).toBe(201);
  const refused = await run();
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toEqual({
    error: 'quota_exceeded',
    message: 'You have used all 10 analyses of your Truth Seeker plan this period. Upgrade to Truth Explorer for 100 analyses a month.',
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const meter = page.getByTestId('usage-meter');
  await expect(meter).toContainText('10 of 10 analyses used this period');
  await expect(meter).toContainText('Truth Seeker plan');
  await expect(meter.getByRole('meter', { name: 'Analyses used this period' })).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByTestId('usage-upgrade')).toHaveText(
    'You have used all 10 analyses of your Truth Seeker plan this period. Upgrade to Truth Explorer for 100 analyses a month.',
  );
  await expectAxeClean(page, '[data-testid="usage-meter"]');
  await page.getByTestId('usage-upgrade').getByRole('link', { name: 'Upgrade to Truth Explorer' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('button', { name: 'Subscribe to Truth Explorer' })).toBeEnabled();
});

test('onboarding: the checklist is stored when finished', async ({ page }) => {
  await page.goto('/onboarding');
  const finish = page.getByRole('button', { name: 'Finish onboarding' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('Fact-check published statistics').check();
  await page.getByRole('button', { name: "I'll do this later" }).click();
  const [demo] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Try the live demo' }).click()]);
  await demo.close();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/onboarding/complete') && r.method() === 'POST');
  await finish.click();
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({ useCase: 'Fact-check published statistics' });
  expect((await request.response())!.status()).toBe(201);
  await expect(page.getByText('Onboarding complete.')).toBeVisible();
});

test('the cost calculator on /pricing asks the cost simulator', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByLabel('Analyses per month').fill('1000');
  await page.getByLabel('Plan', { exact: true }).selectOption('professional');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const result = page.getByTestId('cost-result');
  await expect(result).toContainText('Cost per analysis');
  await expect(result).toContainText(/\$0\.\d{4}/);
  // A cost of a few millionths of a cent is small, not zero.
  await expect(result).not.toContainText('$0.0000');
  await expect(result).toContainText('Plan margin');
});

test('the marketplace says so when blueprints cannot be loaded', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'bp-fail');
  await page.route('**/api/blueprints', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal_error","message":"Down for a test."}' }),
  );
  // The query tries 3 more times with backoff (1 s, 2 s, 4 s) before it says so: the page's clock
  // is moved on through those waits instead of the test sitting them out.
  await page.clock.install();
  await page.goto('/blueprints');
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(page.getByText('Failed to load blueprints')).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000, intervals: [50] });
  // The browser logs the failed request itself; that one is expected here.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('500')));
});
