import { type Page, type Response, test as base, expect } from '@playwright/test';

/**
 * `page` that waits for the app after each navigation, and `consoleErrors`, which records console
 * errors and uncaught exceptions; each test ends by asserting there were none (spec: no console
 * errors on the public site).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Pre-rendered pages show their content before the app has loaded, and their buttons do
  // nothing until it has: every navigation waits for the app to mark itself ready.
  page: async ({ page }, provide) => {
    const ready = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      }
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready(response);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready(response);
      return response;
    };
    await provide(page);
  },
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
