import type { Page } from '@playwright/test';
import { expect, test, toasts, uniqueEmail } from './fixtures';
import { keepSession, seriousViolations, signInWithNewAccount, WITHOUT_TOASTER } from './session';

const ADMIN_EMAIL = 'admin@example.test';
const PASSWORD = 'correct-horse-battery-9';

/** Signs the admin in through the auth API (signing up the first time), session stored for the app. */
async function signInAsAdmin(page: Page) {
  let response = await page.request.post('/auth/v1/signup', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  if (!response.ok()) {
    response = await page.request.post('/auth/v1/token?grant_type=password', { data: { email: ADMIN_EMAIL, password: PASSWORD } });
  }
  expect(response.ok()).toBe(true);
  await keepSession(page, (await response.json()) as { access_token: string });
}

/** Serious or critical WCAG 2 A/AA violations on the page as it is now. */
test.describe('admin area', () => {
  // Five tabs against the real server: more than the default 30 s on a slow machine.
  test.describe.configure({ timeout: 60_000 });

  test('an admin sees every tab and works the leads inbox', async ({ page, consoleErrors }) => {
    const leadEmail = uniqueEmail('admin-lead');
    const submitted = await page.request.post('/api/contact/submit', {
      data: { name: 'Grace Hopper', email: leadEmail, company: 'Navy Labs', message: 'Please verify our compiler claims.' },
    });
    expect(submitted.ok()).toBe(true);

    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');

    // Overview: real figures from the database, never the spec's sample numbers.
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    await expect(overview.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(overview.getByText('Average truth score')).toBeVisible();
    await expect(overview).not.toContainText('1,247');
    await expect(overview).not.toContainText('15,623');
    await expect(overview).not.toContainText('94.2');
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);

    // Users: the admin is listed; demoting yourself is refused with the server's message.
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/tab=users/);
    const users = page.getByRole('table', { name: 'Users, newest first' });
    await expect(users.getByRole('rowheader', { name: ADMIN_EMAIL })).toBeVisible();
    const usersPages = page.getByRole('navigation', { name: 'Users pages' });
    await expect(usersPages).toContainText(/^1–\d+ of \d+/);
    await expect(usersPages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
    await page.getByLabel('Search by email').fill('admin@');
    await users.getByLabel(`Role of ${ADMIN_EMAIL}`).selectOption('user');
    await page.getByRole('dialog', { name: 'Change role?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(toasts(page).getByText('You cannot remove your own admin role. Ask another admin.')).toBeVisible();
    await expect(users.getByLabel(`Role of ${ADMIN_EMAIL}`)).toHaveValue('admin');
    // The browser logs the refused PATCH (400) as a console error: expected here, and only this one.
    await expect.poll(() => consoleErrors.filter((e) => e.includes('status of 400')).length).toBe(1);
    consoleErrors.splice(consoleErrors.findIndex((e) => e.includes('status of 400')), 1);

    // System: the three services with their status.
    await page.getByRole('tab', { name: 'System' }).click();
    const services = page.getByRole('table', { name: 'Services' });
    await expect(services.getByRole('rowheader', { name: /Main API/ })).toBeVisible();
    await expect(services.getByRole('row')).toHaveCount(4);
    await expect(page.getByText('Errors in the last hour')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();

    // Revenue: money from integer cents, an empty payments list on a fresh database.
    await page.getByRole('tab', { name: 'Revenue' }).click();
    await expect(page.getByText('Monthly recurring revenue', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monthly recurring revenue by plan' })).toContainText('Truth Master');
    await expect(page.getByText('No payments yet')).toBeVisible();

    // Leads: change the status, filter by it, export the filter as CSV.
    await page.getByRole('tab', { name: 'Leads' }).click();
    const leads = page.getByRole('table', { name: 'Leads, newest first' });
    const status = leads.getByLabel(`Status of the lead from ${leadEmail}`);
    await expect(status).toHaveValue('new');
    expect(await seriousViolations(page, WITHOUT_TOASTER)).toEqual([]);
    await status.selectOption('contacted');
    await expect(toasts(page).getByText('Grace Hopper is now contacted.')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expect(leads.getByLabel(`Status of the lead from ${leadEmail}`)).toHaveValue('contacted');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('verity-leads.csv');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toContain(leadEmail);
    expect(csv).toContain('contacted');

    // The back button goes to the dashboard.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect(consoleErrors).toEqual([]);
  });

  test('Tab from the tab list lands on the shown panel with a visible focus outline', async ({ page, consoleErrors }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Users' })).toBeFocused();
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel', { name: 'Users' });
    await expect(panel).toBeFocused();
    const outlined = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    expect(outlined, 'focus outline on the Users tab panel').toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in user without the admin role sees "Admins only"', async ({ page, consoleErrors }) => {
    await signInWithNewAccount(page, 'member');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect(consoleErrors).toEqual([]);
  });
});
