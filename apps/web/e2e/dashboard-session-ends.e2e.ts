import { expect, test } from './fixtures';
import { expectEmptyPanelsBelowTheFold, PASSWORD, signInWithNewAccount } from './session';

/**
 * Nothing a user submitted is lost: when the session ends elsewhere (signed out everywhere, a
 * password change) while they run an analysis, the auth screen takes the dashboard's place; after
 * signing in again the form holds what they submitted. Signing out here leaves nothing behind.
 */
test.slow();

test('an analysis submitted as the session ended is back in the form after signing in again', async ({ page }) => {
  const { email, accessToken } = await signInWithNewAccount(page, 'session-ends');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Load sample: Delivery times' }).click();
  const hypothesis = 'My own hypothesis: deliveries average under 30 minutes';
  await page.locator('#analysis-hypothesis').fill(hypothesis);
  const data = await page.locator('#analysis-data').inputValue();
  // The panels further down ask for their data once scrolled near, and clicking "Run analysis"
  // can scroll them near: asked after the sign-out, their 401 would end the session before the
  // submit does. They are let load first, so the submit is what meets the ended session.
  await expectEmptyPanelsBelowTheFold(page);

  // Signed out everywhere from another device.
  const logout = await page.request.post('/auth/v1/logout?scope=global', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(logout.status()).toBe(204);
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('#analysis-hypothesis')).toHaveValue(hypothesis);
  await expect(page.locator('#analysis-data')).toHaveValue(data);
  await expect(page.getByLabel('Analysis type')).toHaveValue('descriptive');
  await expect(page.getByText('Your last submitted analysis was not stored')).toBeVisible();

  // Stored this time: the kept copy goes, and a later visit starts empty.
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByTestId('analysis-result')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Run analysis' })).toBeVisible();
  await expect(page.locator('#analysis-hypothesis')).toHaveValue('');

  // Signing out here removes any kept copy from the tab.
  await page.evaluate(() => sessionStorage.setItem('verity.analysis-draft:someone', '{}'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('verity.analysis-draft:')))).toEqual([]);
});

test('what is typed in the form is back after signing out in another tab and signing in again', async ({ page, context }) => {
  const { email } = await signInWithNewAccount(page, 'other-tab');
  await page.goto('/dashboard');
  const hypothesis = 'Typed, never submitted: revenue follows spend';
  const data = '[{"spend": 1, "revenue": 3}, {"spend": 2, "revenue": 5}, {"spend": 3, "revenue": 8}]';
  await page.locator('#analysis-hypothesis').fill(hypothesis);
  await page.locator('#analysis-data').fill(data);

  const other = await context.newPage();
  await other.goto('/dashboard');
  // A page of its own, without the fixture's wait for the app to take over the pre-rendered page.
  await other.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.close();

  // This tab learns of it at once: the auth screen takes the dashboard's place.
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('You were signed out in another tab or window.', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('#analysis-hypothesis')).toHaveValue(hypothesis);
  await expect(page.locator('#analysis-data')).toHaveValue(data);
  await expect(page.getByText('What you had typed here is back in the form.')).toBeVisible();
});
