import { expect, storedLeads, test, toasts, uniqueEmail } from './fixtures';

test.describe('landing page', () => {
  test('shows the sections and follows the nav anchors', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know if a claim holds up');
    for (const name of ['Decisions rest on claims nobody verified', 'From claim to signed verdict in three steps']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.locator('#live-demo')).toBeVisible();
    await expect(page.getByRole('heading', { name: /14 days\. 3,000 verified datapoints\./ })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features')).toBeInViewport();

    await nav.getByRole('link', { name: 'Industries' }).click();
    await expect(page).toHaveURL(/#industries$/);
    await expect(page.locator('#industries')).toBeInViewport();

    for (const [name, path] of [
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(consoleErrors).toEqual([]);
  });

  test('the pilot package button goes to pricing', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'See plans and pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plans that grow with your questions');
    await expect(page.getByText('Most Popular')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('requests an enterprise demo and the server stores it', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('demo');
    await page.goto('/');
    await page.getByRole('button', { name: 'Request a demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Enterprise Demo' });
    await expect(dialog).toBeVisible();

    const submit = dialog.getByRole('button', { name: 'Request Demo' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Full name').fill('Ada Lovelace');
    await dialog.getByLabel('Work email').fill(email);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Company').fill('Analytical Engines Ltd');
    await dialog.getByLabel('Role').fill('Head of Data');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(toasts(page).getByText('Demo Request Received', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Our team will contact you within 24 hours', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const leads = await storedLeads(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'demo', email });
    expect(leads[0]?.payload).toMatchObject({ name: 'Ada Lovelace', company: 'Analytical Engines Ltd', role: 'Head of Data' });

    // Reopened, the form is empty again.
    await page.getByRole('button', { name: 'Request a demo' }).click();
    await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });

  test('starts a pilot and lands on onboarding', async ({ page, consoleErrors }) => {
    const email = uniqueEmail('pilot');
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Enterprise Pilot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Enterprise Pilot Program' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Start Pilot' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Company').fill('Acme Analytics');
    await dialog.getByLabel('Contact name').fill('Grace Hopper');
    await dialog.getByLabel('Work email').fill(email);
    await dialog.getByLabel('Use case').fill('Verify revenue claims in quarterly reports');
    await submit.click();

    await expect(toasts(page).getByText('Pilot Program Initiated', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Verity');
    const leads = await storedLeads(page, email);
    expect(leads.map((lead) => lead.kind)).toEqual(['pilot']);
    expect(consoleErrors).toEqual([]);
  });

  test('the platform demo offers a live demo instead, and focus comes back to its button', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Watch platform demo' });
    await trigger.click();
    const video = page.getByRole('dialog', { name: 'Platform Demo' });
    await expect(video.getByText('Video coming soon')).toBeVisible();
    // Nothing in the dialog is wider than the dialog on a phone.
    expect(await video.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
    await video.getByRole('button', { name: 'Request a live demo instead' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Enterprise Demo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path lands on the home page', async ({ page, consoleErrors }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know if a claim holds up');
    expect(consoleErrors).toEqual([]);
  });

  test('the theme toggle switches and remembers dark mode', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(consoleErrors).toEqual([]);
  });

  test('fits a 360 px screen and the mobile menu works', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/about', '/contact', '/pricing', '/onboarding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});
