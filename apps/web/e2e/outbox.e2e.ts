import { expect, storedLeads, test, toasts, uniqueEmail } from './fixtures';

test('a demo request the server never received is kept and delivered later', async ({ page }) => {
  const email = uniqueEmail('outbox');
  await page.goto('/');

  // Attempts fail as if the network dropped, until the test lets them through.
  let online = false;
  await page.route('**/api/demo/request', async (route) => {
    if (online) await route.continue();
    else await route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Request a demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Enterprise Demo' });
  await dialog.getByLabel('Full name').fill('Mary Somerville');
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company').fill('Royal Society');
  await dialog.getByRole('button', { name: 'Request Demo' }).click();

  // Queued, and the toast says only what is true.
  await expect(toasts(page).getByText('Request Submitted', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("We'll be in touch soon", { exact: true })).toBeVisible();
  const queued = await page.evaluate(() => window.localStorage.getItem('verity.outbox.v1'));
  expect(queued).toContain(email);

  expect(await storedLeads(page, email)).toEqual([]);

  // Back online: the outbox's next backoff retry delivers it and the server stores the lead.
  online = true;
  await expect.poll(async () => (await storedLeads(page, email)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('verity.outbox.v1'))).toBeNull();
});
