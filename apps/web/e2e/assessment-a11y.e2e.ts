import type { Locator, Page } from '@playwright/test';
import { ASSESSMENT_QUESTIONS } from '@verity/contracts/assessment';
import { expect, test } from './fixtures';
import { seriousViolations } from './session';

// axe on every state of the funnel, in the modal and on the full-screen page: offer, each question
// before and after an answer, the report, each of the four feature demos (the engine demos also
// after a run), and the conversion. Zero serious or critical violations.

async function walk(page: Page, root: Page | Locator, scope: string | null) {
  // Every walk emulates reduced motion, under which index.css makes transitions and animations
  // instant: contrast is measured on a step's final colours without waiting for its entrance.
  const check = async (state: string) => {
    expect(await seriousViolations(page, scope), state).toEqual([]);
  };
  await expect(root.getByRole('heading', { name: 'Discover your organisation’s Truth Score' })).toBeVisible();
  await expect(root.getByTestId('completions')).not.toHaveText('—');
  await check('offer');
  await root.getByRole('button', { name: 'Start My Free Assessment' }).click();
  // Answers whose report has a card for each of the four features: two from the local rules
  // (data quality, decision latency) and the live engine's (inconsistent answers → adversarial).
  const choices = [2, 2, 1, 0, 0, 0, 0, 0];
  for (const [i, q] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(root.getByRole('heading', { name: q.text })).toBeVisible();
    if (i === 0) await check('question 1, unanswered');
    await root.getByRole('radio', { name: q.options[choices[i]!]!.text }).check();
    await expect(root.getByText(q.teachingPoint)).toBeVisible();
    await check(`question ${i + 1}, answered`);
    await root.getByRole('button', { name: i === 7 ? 'Generate Report' : 'Next' }).click();
  }
  await expect(root.getByRole('heading', { name: 'Your Truth Assessment Report' })).toBeVisible();
  await check('report');
  for (const feature of ['Truth Validation', 'Data Quality Engine', 'Automation Engine', 'Adversarial Testing']) {
    await root.getByRole('button', { name: `See How ${feature} Solves This` }).first().click();
    await expect(root.getByRole('heading', { name: feature })).toBeVisible();
    await check(`${feature} demo`);
    const run = root.getByRole('button', { name: /Run (this hypothesis through the engine|quality checks|re-verification now)/ });
    await run.click();
    if (feature === 'Automation Engine') await run.click();
    await expect(root.getByText(/Truth score \d+%|issues found|no issues found|flagged values/).first()).toBeVisible({ timeout: 20_000 });
    await check(`${feature} demo, after a run`);
    await root.getByRole('button', { name: 'Back to Report' }).click();
  }
  await root.getByRole('button', { name: 'Continue' }).click();
  await expect(root.getByRole('heading', { name: 'Your personalised Truth Transformation' })).toBeVisible();
  await check('conversion');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the assessment page has no serious accessibility violations on any step (${colorScheme})`, async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/assessment');
    await walk(page, page, null);
    expect(consoleErrors).toEqual([]);
  });
}

test('the assessment modal has no serious accessibility violations on any step', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Take the free Truth Assessment' }).click();
  await walk(page, page.getByRole('dialog'), '[role="dialog"]');
  expect(consoleErrors).toEqual([]);
});
