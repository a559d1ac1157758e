import { expect, storedLeads, test, toasts, uniqueEmail } from './fixtures';

test.describe('contact page', () => {
  test('asks for the missing fields', async ({ page, consoleErrors }) => {
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Katherine');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(toasts(page).getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('Please fill in all required fields', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Last name')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('sends a message, shows thanks, stores the lead and the analytics event, then resets', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('contact');
    const tracked = page.waitForRequest(
      (request) => request.url().endsWith('/api/analytics/track') && request.method() === 'POST',
    );
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Katherine');
    await page.getByLabel('Last name').fill('Johnson');
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('textbox', { name: 'Company' }).fill('Langley Research');
    await page.getByLabel('Job title').fill('Mathematician');
    await page.getByLabel('How can we help?').fill('We want to verify trajectory claims.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(toasts(page).getByText('Message Sent Successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    const event = (await tracked).postDataJSON() as { event: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      event: 'contact_form_submitted',
      data: { company: 'Langley Research', jobTitle: 'Mathematician' },
    });

    const leads = await storedLeads(page, email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'contact', email });
    expect(leads[0]?.payload).toMatchObject({ name: 'Katherine Johnson', company: 'Langley Research' });

    // The thank-you state resets after 3 s to an empty form.
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeHidden({ timeout: 6_000 });
    await expect(page.getByLabel('First name')).toHaveValue('');
    expect(consoleErrors).toEqual([]);
  });
});
