import { type Page, test as base, expect } from '@playwright/test';

/**
 * `page` that records console errors and uncaught exceptions; each test ends by asserting
 * there were none (spec: no console errors on the public site).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** A unique address per test run so read-backs find only this test's rows. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${process.pid}@example.com`;
}

export async function storedLeads(page: Page, email: string) {
  const response = await page.request.get(`/api/test/leads?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { id: string; kind: string; email: string; payload: Record<string, unknown>; createdAt: string }[];
  };
  return body.data;
}

/** The Radix toast viewport (Radix also mirrors the text into a hidden live region for screen readers). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}
