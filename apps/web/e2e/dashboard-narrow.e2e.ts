import { expect, test } from './fixtures';
import { signInWithNewAccount } from './session';

/**
 * The dashboard on a 360 px phone with a hypothesis that has a long unbroken word in it (a
 * column name, a pasted identifier): the results panel, its proof chain and the recent list wrap
 * the text instead of widening the whole page.
 */
test.slow();

test('a long unbroken hypothesis wraps in the results and recent list on a 360 px screen', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithNewAccount(page, 'narrow');
  await page.goto('/dashboard');

  const hypothesis = `Dose predicts response ${'verylongunbrokentoken'.repeat(8)}`;
  const data = { dose: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], response: [2, 4, 5, 8, 10, 12, 13, 16, 18, 21, 22, 25] };
  await page.locator('#analysis-hypothesis').fill(hypothesis);
  await page.locator('#analysis-data').fill(JSON.stringify(data));
  await page.getByLabel('Analysis type').selectOption('predictive');
  await page.getByRole('button', { name: 'Run analysis' }).click();
  const result = page.getByTestId('analysis-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('verylongunbrokentoken');

  await page.getByRole('heading', { name: 'Recent analyses' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('recent-analyses').getByRole('button')).toHaveCount(1);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow on /dashboard').toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
