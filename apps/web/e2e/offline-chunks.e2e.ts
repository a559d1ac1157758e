import { expect, test, toasts } from './fixtures';
import { signInWithNewAccount } from './session';

// Code that loads after the page (the toaster once the browser is idle, the animated background
// on first interaction) may not arrive: the connection dropped, or a release replaced the chunk.
// The page must stay as it is; only what could not load is missing.
test('a background chunk that cannot load leaves the page on screen, and messages still show', async ({ page }) => {
  const refused = new Set<string>();
  await page.route(/\/assets\/(toaster|animated-background)-[\w-]+\.js$/, async (route) => {
    refused.add(/(toaster|animated-background)/.exec(route.request().url())![1]!);
    await route.abort('internetdisconnected');
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/');
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => [...refused].sort(), { timeout: 10_000 }).toEqual(['animated-background', 'toaster']);
  // Let React render what follows the failed loads.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const verify = page.locator('#live-demo').getByRole('button', { name: 'Verify claim' });
  await expect(verify).toBeEnabled();
  // Messages are still shown, without the toaster's code.
  await verify.click();
  const message = page.getByRole('alert').filter({ hasText: 'Please enter a claim' });
  await expect(message).toContainText('Enter a statement to verify with our AI engine');
  await message.getByRole('button', { name: 'Close' }).click();
  await expect(message).toHaveCount(0);
  expect(uncaught).toEqual([]);
});

test('a landing dialog whose code cannot load says so and closes; the page and the other dialogs stay', async ({ page }) => {
  await page.route(/\/assets\/demo-request-dialog-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const claim = page.locator('#live-demo').getByLabel('Your claim');
  await claim.fill('Typed before the dialog failed');
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(toasts(page).getByText('This could not be opened', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Part of this page did not load. Check your connection, then reload the page.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(claim).toHaveValue('Typed before the dialog failed');

  await page.getByRole('button', { name: 'Start Enterprise Pilot' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a dashboard part whose code cannot load says so in place; the rest of the dashboard stays', async ({ page }) => {
  await signInWithNewAccount(page, 'chunk');
  await page.route(/\/assets\/blueprints-marketplace-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/dashboard');
  await page.getByLabel('Hypothesis').fill('Typed before the tab failed');
  await page.getByRole('tab', { name: 'Blueprints Marketplace' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Blueprints Marketplace' }).getByRole('alert')).toHaveText(
    'The blueprints could not be shown. Part of this page did not load. Check your connection, then reload the page.',
  );
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByLabel('Hypothesis')).toHaveValue('Typed before the tab failed');
});
