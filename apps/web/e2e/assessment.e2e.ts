import { type Page, expect, test } from '@playwright/test';
import { ASSESSMENT_QUESTIONS } from '@verity/contracts/assessment';

// The funnel end to end, in Chromium against the real server. Expected numbers are computed
// here from spec §9's formulas and the questions' option scores and weights — not by calling
// the app's scoring function — so a scoring bug in the app shows up as a mismatch.

/** One fixed option per question (index into its 4 options). */
const CHOICES = [1, 2, 1, 1, 2, 1, 1, 2];

function expectedFromSpec(choices: number[]) {
  const chosen = ASSESSMENT_QUESTIONS.map((q, i) => ({ q, o: q.options[choices[i]!]! }));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const truthScore = Math.round((sum(chosen.map(({ o }) => o.score * o.weight)) / sum(chosen.map(({ o }) => 100 * o.weight))) * 100);
  const categorySum = (category: string) => sum(chosen.filter(({ q }) => q.category === category).map(({ o }) => o.score));
  const categories = ['data-health', 'analysis-methodology', 'decision-patterns', 'truth-validation'];
  const gap = 100 - truthScore;
  const dataScale = sum(categories.map(categorySum)) / 1000;
  const price = Math.round(499 * (1 + gap / 200) * dataScale);
  const value = Math.round(price * (3 + gap / 20));
  return {
    truthScore,
    categoryScores: categories.map((c) => Math.round((categorySum(c) / 200) * 100)),
    price,
    value,
    roi: Math.round(value / price),
  };
}

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Keep the flow on local results: the truth engine reports itself unhealthy. */
async function engineDown(page: Page) {
  await page.route('**/engine/health', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false}' }),
  );
}

async function answerAll(page: Page, choices: number[]) {
  for (const [i, q] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 8`)).toBeVisible();
    await expect(page.getByText(`${Math.round(((i + 1) / 8) * 100)}% complete`)).toBeVisible();
    await expect(page.getByRole('heading', { name: q.text })).toBeFocused();
    const next = page.getByRole('button', { name: i === 7 ? 'Generate Report' : 'Next' });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: q.options[choices[i]!]!.text }).check();
    await expect(page.getByText(q.teachingPoint)).toBeVisible();
    await next.click();
  }
}

test('answers all 8 questions; report and conversion match the spec formulas', async ({ page }) => {
  await engineDown(page);
  const expected = expectedFromSpec(CHOICES);
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { name: 'Discover your organisation’s Truth Score' })).toBeVisible();
  await expect(page.getByTestId('completions')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(page.getByTestId('remaining-spots')).toContainText(/\d+ pilot spots? remains?/);
  await page.getByRole('button', { name: 'Start My Free Assessment' }).click();
  await answerAll(page, CHOICES);

  await expect(page.getByRole('heading', { name: 'Your Truth Assessment Report' })).toBeFocused();
  await expect(page.getByTestId('truth-score')).toHaveText(String(expected.truthScore));
  for (const [label, score] of ['data-health', 'analysis', 'decision', 'validation'].map(
    (l, i) => [l, expected.categoryScores[i]!] as const,
  )) {
    await expect(page.getByTestId(`category-${label}`)).toHaveText(String(score));
  }
  await expect(page.getByText('Industry average')).toBeVisible();
  await expect(page.getByTestId('potential-value')).toHaveText(dollars(expected.value));

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('personalized-price')).toHaveText(dollars(expected.price));
  await expect(page.getByTestId('monthly-value')).toHaveText(dollars(expected.value));
  await expect(page.getByTestId('roi-ratio')).toHaveText(`${expected.roi}x`);
  await expect(page.getByText('30-day money-back guarantee · Cancel anytime · Setup in under 5 minutes')).toBeVisible();

  // Finishing records the results; the server recomputes them from the answers.
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/assessments') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Start My Truth Transformation' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  // Start, 8 × (choice + Next), Continue, Start My Truth Transformation: 19 clicks → high
  expect(response.request().postDataJSON()).toMatchObject({ interactionCount: 19, answers: expect.any(Object) });
  const body = (await response.json()) as { data: { results: { truthScore: number; personalizedOffers: { personalizedPrice: number } } } };
  expect(body.data.results.truthScore).toBe(expected.truthScore);
  expect(body.data.results.personalizedOffers.personalizedPrice).toBe(expected.price);
  await expect(page).not.toHaveURL(/\/assessment$/);
});

test('averages in the truth engine’s score when it answers', async ({ page }) => {
  await page.route('**/engine/health', (route) => route.fulfill({ json: { ok: true } }));
  await page.route('**/engine/analyze', (route) =>
    route.fulfill({ json: { truthScore: 0.9, recommendations: [{ priority: 'high', action: 'Pre-register hypotheses', impact: 'Fewer false wins' }] } }),
  );
  const expected = expectedFromSpec(CHOICES);
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Start My Free Assessment' }).click();
  await answerAll(page, CHOICES);
  await expect(page.getByTestId('truth-score')).toHaveText(String(Math.round((expected.truthScore + 90) / 2)));
  await expect(page.getByText('Pre-register hypotheses')).toBeVisible();
});

test('goes back and forth through questions and steps', async ({ page }) => {
  await engineDown(page);
  await page.goto('/assessment');
  await page.getByRole('button', { name: 'Start My Free Assessment' }).click();
  const [q1, q2] = ASSESSMENT_QUESTIONS;
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('radio', { name: q1!.options[0]!.text }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 8')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // keyboard: focus the group, arrow keys move the choice
  await page.getByRole('radio', { name: q2!.options[0]!.text }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: q2!.options[1]!.text })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 1 of 8')).toBeVisible();
  await expect(page.getByRole('radio', { name: q1!.options[0]!.text })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: q2!.options[1]!.text })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  // finish with the weakest answers so every recommendation appears
  await page.getByRole('button', { name: 'Previous' }).click();
  for (const [i, q] of ASSESSMENT_QUESTIONS.entries()) {
    await page.getByRole('radio', { name: q.options[3]!.text }).check();
    await page.getByRole('button', { name: i === 7 ? 'Generate Report' : 'Next' }).click();
  }

  await page.getByRole('button', { name: 'See How Data Quality Engine Solves This' }).click();
  await expect(page.getByRole('heading', { name: 'Data Quality Engine' })).toBeFocused();
  await expect(page.getByTestId('quality-summary')).toHaveText('12 rows × 5 columns checked: 6 issues found');
  await page.getByRole('button', { name: 'Back to Report' }).click();
  await expect(page.getByRole('heading', { name: 'Your Truth Assessment Report' })).toBeVisible();
  await page.getByRole('button', { name: 'See How Truth Validation Solves This' }).click();
  await expect(page.getByTestId('engine-unavailable')).toBeVisible();
  await page.getByRole('button', { name: 'Open My Truth Sandbox' }).click();
  await expect(page.getByRole('button', { name: 'Start My Truth Transformation' })).toBeVisible();
  await page.getByRole('button', { name: 'Review My Report' }).click();
  await expect(page.getByRole('heading', { name: 'Your Truth Assessment Report' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('next-onboarding')).toBeVisible();
});

test('the modal opens from the landing hero and its close button closes it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Take the free Truth Assessment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Discover your organisation’s Truth Score' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the full-screen page has no close button; closing it goes to /', async ({ page }) => {
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { name: 'Discover your organisation’s Truth Score' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
