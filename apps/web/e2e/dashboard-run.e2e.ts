import { expect, test, toasts } from './fixtures';
import { signInWithNewAccount } from './session';

/**
 * While an analysis runs, a recent analysis cannot be picked: picking one used to drop the
 * running state, so the Run button came back while the request was still in flight (a second
 * click ran and counted the analysis twice) and the result that arrived was never shown.
 */
test.slow();

test('a recent analysis cannot replace a run in progress, whose result then shows', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'run-in-progress');
  await page.goto('/dashboard');
  const runButton = page.getByRole('button', { name: 'Run analysis' });
  await page.getByRole('button', { name: 'Load sample: Dose and response' }).click();
  await runButton.click();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('heading', { name: 'Recent analyses' }).scrollIntoViewIfNeeded();
  const recent = page.getByTestId('recent-analyses').getByRole('button');
  await expect(recent).toHaveCount(1);

  // The next run is held for a moment so it is still in flight when the reader reaches the list.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analyses', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Load sample: Delivery times' }).click();
  await runButton.click();
  await expect(page.getByRole('button', { name: 'Analyzing…' })).toBeDisabled();
  await expect(recent.first()).toBeDisabled();
  await recent.first().click({ force: true });
  await expect(page.getByRole('button', { name: 'Analyzing…' })).toBeDisabled();

  release();
  await expect(toasts(page).getByText('Analysis Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('analysis-result')).toContainText('delivery');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});
