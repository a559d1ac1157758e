import { expect, test, toasts } from './fixtures';
import { seriousViolations, signInWithNewAccount } from './session';

const SALES = 'store,year,revenue\nNorth,2020,100000\nNorth,2021,150000\nSouth,2020,90000\nSouth,2021,80000\n';

// An account costs an argon2id hash; the dashboard loads several panels.
test.slow();

test('upload a small CSV, verify a true and a false claim against it, and open the proof', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'datasets');
  await page.goto('/dashboard');

  const panel = page.getByTestId('my-datasets');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText('No datasets yet')).toBeVisible();

  await panel.locator('input[type=file]').setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES) });
  const form = panel.getByRole('form', { name: 'Dataset columns' });
  await expect(form).toContainText('4 rows read');
  await expect(form.getByLabel('What each row is about (entity column)')).toHaveValue('store');
  await expect(form.getByLabel('Time column')).toHaveValue('year');
  await form.getByLabel('Unit of revenue').fill('USD');
  await form.getByLabel('Name').fill('Store sales');
  await form.getByRole('button', { name: 'Upload dataset' }).click();
  await expect(toasts(page).getByText('Dataset uploaded')).toBeVisible();

  const card = panel.getByTestId('my-dataset').filter({ hasText: 'Store sales' });
  await expect(card).toContainText('4 rows');
  const box = card.getByLabel('Claim to check against Store sales');

  await box.fill('North revenue rose by more than 40% from 2020 to 2021');
  await box.press('Enter');
  await expect(card.getByTestId('verdict')).toHaveText('Supported');

  await box.fill('South revenue was higher than North in 2021');
  await card.getByRole('button', { name: 'Verify claim' }).click();
  await expect(card.getByTestId('verdict')).toHaveText('Refuted');

  expect(await seriousViolations(page, '[data-testid="my-dataset"]')).toEqual([]);

  await card.getByRole('link', { name: 'View and check the proof' }).click();
  await expect(page).toHaveURL(/\/proof\//);
  const verdict = page.getByTestId('proof-verdict');
  await expect(verdict.getByRole('heading', { name: 'Verified' })).toBeVisible();
  await expect(verdict).toContainText('matches the dataset manifest');
  await expect(verdict).toContainText('as its owner uploaded it');
  expect(consoleErrors).toEqual([]);
});

test('a file with a ragged row is refused before upload, naming the row', async ({ page }) => {
  await signInWithNewAccount(page, 'datasets-bad');
  await page.goto('/dashboard');
  await page.getByTestId('my-datasets').locator('input[type=file]').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b,c\n1,2,3\n4,5\n') });
  await expect(page.getByRole('alert').filter({ hasText: 'bad.csv' })).toContainText('row 2 has 2 fields');
});
