import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { expectEmptyPanelsBelowTheFold, seriousViolations, signInWithNewAccount, WITHOUT_TOASTER } from './session';

/**
 * The dashboard end to end against the real server and engine: validation toasts, a sample
 * dataset run, the results panel, stats and recent list refreshing, CSV paste, loading a
 * recent analysis, sharing its proof and verifying it in the browser, and axe with a result.
 */
// An account costs an argon2id hash and each run a real analysis; a 2-core machine is slow.
test.slow();

function statValue(page: Page, label: string) {
  return page.getByRole('region', { name: 'Your statistics' }).locator('div', { has: page.getByText(label, { exact: true }) }).locator('p.text-2xl');
}

test('dashboard: validate, run a sample, paste CSV, reload a recent analysis, share and verify its proof', async ({ page, context, consoleErrors }) => {
  await signInWithNewAccount(page, 'dashboard');
  await page.goto('/dashboard');
  const results = page.getByTestId('analysis-result');
  const runButton = page.getByRole('button', { name: 'Run analysis' });
  await expect(page.getByText('No result yet')).toBeVisible();
  await expect(statValue(page, 'Total analyses')).toHaveText('0');

  // The spec's validation messages, before anything is sent.
  await runButton.click();
  await expect(toasts(page).getByText('Validation Error', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please enter both hypothesis and data')).toBeVisible();
  await page.locator('#analysis-hypothesis').fill('Marketing spend increases revenue');
  await page.locator('#analysis-data').fill('{"marketing_spend": [1, 2,');
  await runButton.click();
  await expect(toasts(page).getByText('Invalid JSON', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('The data input is not valid JSON').first()).toBeVisible();

  // One click loads a sample; the run shows a full result.
  await page.getByRole('button', { name: 'Load sample: Marketing spend and revenue' }).click();
  await expect(page.locator('#analysis-data')).not.toHaveValue('');
  await runButton.click();
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(toasts(page).getByText('Analysis Complete', { exact: true })).toBeVisible();
  await expect(results.getByTestId('truth-score')).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(results.getByTestId('status-badge')).toHaveText(/^(PASSED|FAILED|[A-Z ]+)$/);
  await expect(results.getByTestId('score-kind')).toContainText(/probability/i);
  expect(await results.getByTestId('counter-hypotheses').locator('> li').count()).toBeGreaterThanOrEqual(3);
  const chain = results.getByTestId('proof-chain').locator('li');
  expect(await chain.count()).toBeGreaterThanOrEqual(3);
  await expect(chain.last()).toHaveText(/^Chain sha256:[0-9a-f]{64} signed Ed25519 key [0-9a-f]{16}$/);
  await expect(chain.nth(-2)).toContainText("this analysis thread's own CPU time");
  // Four decimals, or below that "< $0.0001" with the measured figure beside it, which prints as
  // "$1.2e-7" or as "$0.0000011" (two significant digits either way): never "$0.0000".
  const cost = results.getByTestId('analysis-cost');
  await expect(cost).toHaveText(/^(\$\d+\.\d{4}|< \$0\.0001 ?\(\$(\d(\.\d)?e-\d+|0\.0000\d{2,3})\))$/);
  const shown = (await cost.textContent())!;
  const figure = Number(/\(\$(.+)\)$/.exec(shown)?.[1] ?? shown.replace('$', ''));
  expect(figure, `the cost shown, ${shown}`).toBeGreaterThan(0);
  if (shown.startsWith('<')) expect(figure).toBeLessThan(0.0001);
  await expect(results.getByTestId('recommendation')).not.toBeEmpty();

  // Stats and the recent list refresh after the run (the list loads once scrolled near).
  await expect(statValue(page, 'Total analyses')).toHaveText('1');
  await expect(statValue(page, 'Avg truth score')).toHaveText(/^\d{1,3}\.\d%$/);
  await page.getByRole('heading', { name: 'Recent analyses' }).scrollIntoViewIfNeeded();
  const recent = page.getByTestId('recent-analyses').getByRole('button');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('Marketing spend');

  // axe with a result on screen.
  expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);

  // CSV paste is converted to the same JSON and analysed.
  await page.getByRole('radio', { name: 'CSV' }).click();
  const rows = ['dose_mg,response'];
  for (let i = 1; i <= 24; i++) rows.push(`${i * 5},${(20 + i * 1.5 + ((i * 7) % 5) - 2).toFixed(1)}`);
  await page.locator('#analysis-hypothesis').fill('A higher dose increases the response');
  await page.locator('#analysis-data').fill(rows.join('\n'));
  await page.getByLabel('Analysis type').selectOption('descriptive');
  await runButton.click();
  await expect(results).toContainText('A higher dose increases the response', { timeout: 30_000 });
  await expect(results.getByTestId('truth-score')).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(statValue(page, 'Total analyses')).toHaveText('2');
  await expect(recent).toHaveCount(2);

  // A click on a recent analysis loads it into the results panel.
  await recent.filter({ hasText: 'Marketing spend' }).click();
  await expect(results).toContainText('Marketing spend');
  await expect(recent.filter({ hasText: 'Marketing spend' })).toHaveAttribute('aria-current', 'true');

  // Share the proof, then verify it in the browser on the public proof page.
  const toggle = results.getByTestId('share-toggle');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveText('Shared publicly');
  const href = await results.getByRole('link', { name: /Verify this proof/ }).getAttribute('href');
  expect(href).toMatch(/^\/proof\/[^/]+$/);
  const proofPage = await context.newPage();
  await proofPage.goto(href as string);
  await expect(proofPage.getByTestId('proof-verdict')).toContainText('Verified', { timeout: 20_000 });
  await proofPage.close();

  expect(consoleErrors).toEqual([]);
});

test('on a phone, the panels below the fold ask for their data once the reader scrolls near them', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInWithNewAccount(page, 'dashboard-near');
  const belowTheFold = /^\/api\/analyses\?limit=|^\/api\/datasets$|\/simulate$/;
  const asked: string[] = [];
  let statsRequests = 0;
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (belowTheFold.test(pathname + search)) asked.push(pathname + search);
    if (pathname === '/api/analyses/stats') statsRequests += 1;
  });
  await page.goto('/dashboard');
  await expect(statValue(page, 'Total analyses')).toHaveText('0');
  // The page has been idle (the header's service status has asked and answered): the panels a
  // screen and more below have asked for nothing, and their placeholders stay still.
  await expect(page.getByTestId('service-status')).not.toHaveText(/Checking/);
  expect(asked).toEqual([]);
  await expect(page.locator('[data-testid="my-datasets"] .animate-spin-delayed, ul[aria-label="Loading recent analyses"] .animate-pulse')).toHaveCount(0);

  await expectEmptyPanelsBelowTheFold(page);
  // The charts and the list share one request.
  expect(asked.filter((path) => path.startsWith('/api/analyses?'))).toHaveLength(1);
  expect(asked).toContain('/api/datasets');
  // The stat cards and the scaling economics panel read the same stats: asked for once.
  expect(statsRequests).toBe(1);
  expect(consoleErrors).toEqual([]);
});
