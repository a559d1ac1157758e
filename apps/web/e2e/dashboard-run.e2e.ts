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

test('a long paste of data is held as an attachment, and runs', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'large-paste');
  await page.goto('/dashboard');
  // ~750 KB of CSV: a text field holding it is laid out again on every keystroke in the form.
  const rows = ['ad_spend,sales'];
  for (let i = 0; i < 100_000; i += 1) rows.push(`${(i % 500) + 1},${2 * ((i % 500) + 1) + (i % 7)}`);
  const csv = rows.join('\n');
  await page.locator('#analysis-data').evaluate((field, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    field.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, csv);
  await expect(page.getByText(/Pasted data \(7\d\d\.\d KB, read as CSV\)/)).toBeVisible();
  await expect(page.locator('#analysis-data')).toHaveCount(0);
  await page.getByLabel('Hypothesis').fill('Ad spend increases sales');
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByTestId('analysis-result')).toContainText(/on 100,?000 rows/, { timeout: 60_000 });
  expect(consoleErrors).toEqual([]);
});
