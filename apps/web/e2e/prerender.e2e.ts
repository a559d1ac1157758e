// Pre-rendered pages (ADR 0014): the HTML shows the right header before any app script runs,
// and the app hydrates it — the same nodes, no mismatch, no console error — for a visitor and
// for a signed-in user, in both themes.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithNewAccount } from './session';

const PAGES = ['/', '/pricing', '/assessment', '/about', '/contact'] as const;

/** Header controls a person can see, by name. */
async function visibleHeader(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => element.textContent?.trim() || element.getAttribute('aria-label') || ''),
  );
}

/** Same origin as playwright.config.ts. */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4517}`;

/** Navigates without the fixture's wait for the app (the frame's goto is not wrapped). */
async function open(page: Page, path: string, waitUntil: 'commit' | 'load') {
  await page.mainFrame().goto(new URL(path, BASE_URL).href, { waitUntil });
}

async function beforeAppScripts(page: Page, path: string): Promise<string[]> {
  // Only the pre-paint script runs: what the HTML shows before the app has loaded.
  await page.route('**/assets/*.js', (route) =>
    route.request().url().includes('/assets/pre-paint-')
      ? route.continue()
      : route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await open(page, path, 'load');
  const header = await visibleHeader(page);
  await page.unroute('**/assets/*.js');
  return header;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`pre-rendered pages hydrate in place for a visitor (${colorScheme})`, async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme });
    for (const path of PAGES) {
      if (path !== '/assessment') {
        const header = await beforeAppScripts(page, path);
        expect(header, path).toContain('Sign in');
        expect(header, path).not.toContain('Dashboard');
      }
      await open(page, path, 'commit');
      await page.locator('#root main').first().waitFor({ state: 'attached' });
      await page.evaluate(() => {
        (window as unknown as { firstMain: Element | null }).firstMain = document.querySelector('#root main');
      });
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      const same = await page.evaluate(
        () => (window as unknown as { firstMain: Element | null }).firstMain === document.querySelector('#root main'),
      );
      expect(same, `${path} keeps its pre-rendered nodes`).toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('pre-rendered pages show the signed-in header before the app loads, then the account', async ({ page, consoleErrors }) => {
  const { email } = await signInWithNewAccount(page, 'prerender');
  for (const path of ['/', '/pricing']) {
    const header = await beforeAppScripts(page, path);
    expect(header, path).toContain('Dashboard');
    expect(header, path).not.toContain('Sign in');
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.locator(`header a[title="${email}"]`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeHidden();
  }
  expect(consoleErrors).toEqual([]);
});

test('the dashboard shell is hidden from a visitor, who gets the sign-in screen and sends no request for data', async ({
  page,
  consoleErrors,
}) => {
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(api|cost|engine)\//.test(new URL(request.url()).pathname)) dataRequests.push(request.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('Welcome back')).toBeHidden();
  expect(dataRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a signed-in dashboard hydrates in place, its separately hydrated panels included, and they answer input', async ({
  page,
  consoleErrors,
}) => {
  await signInWithNewAccount(page, 'prerender-dashboard');
  await open(page, '/dashboard', 'commit');
  // The pre-rendered nodes of the shell and of two panels that hydrate on their own.
  const nodes = ['#root main', 'form:has(#analysis-hypothesis)', '[data-testid="my-datasets"]'];
  await page.locator('[data-testid="my-datasets"]').waitFor({ state: 'attached' });
  await page.evaluate((selectors) => {
    const store = window as unknown as { prerendered: (Element | null)[] };
    store.prerendered = selectors.map((selector) => document.querySelector(selector));
  }, nodes);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  // A click inside a panel right after the shell is ready: React hydrates that panel first.
  await page.getByRole('button', { name: 'Load sample: Marketing spend and revenue' }).click();
  await expect(page.locator('#analysis-hypothesis')).not.toHaveValue('');
  await page.locator('[data-testid="my-datasets"]').scrollIntoViewIfNeeded();
  await expect(page.getByText('No datasets yet')).toBeVisible();
  const kept = await page.evaluate((selectors) => {
    const { prerendered } = window as unknown as { prerendered: (Element | null)[] };
    return prerendered.map((node, i) => node !== null && node === document.querySelector(selectors[i]!));
  }, nodes);
  expect(kept, `${nodes.join(', ')} keep their pre-rendered nodes`).toEqual(nodes.map(() => true));
  expect(consoleErrors).toEqual([]);
});
