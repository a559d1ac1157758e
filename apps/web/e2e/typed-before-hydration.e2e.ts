// A pre-rendered page shows its form before the app has loaded (ADR 0014). What someone types
// there in the meantime (or a browser autofills) must reach the app when it takes over, not
// stay on screen while the app submits its own empty values, or vanish at its next render
// (ADR 0029); a form submitted then must be sent once the app is there, not reload the page.
// Each case holds the app's scripts back, fills the form, lets the app hydrate, and checks what
// the form sends.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithNewAccount } from './session';

/** Same origin as playwright.config.ts. */
const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4517}`;

/**
 * Opens `path` with the app's modules held back (the page's two small classic scripts run, as
 * they do before anyone can type) and returns a function that lets them load and waits until
 * the app has hydrated and settled. With `loaderToo`, the deferred loader is held as well, as on
 * a slow connection where the page is on screen and tapped before that script has arrived.
 */
async function openBeforeApp(page: Page, path: string, { loaderToo = false } = {}): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const runsAtOnce = loaderToo ? /\/assets\/pre-paint-/ : /\/assets\/(pre-paint|load-after-paint)-/;
  await page.route('**/assets/*.js', async (route) => {
    if (!runsAtOnce.test(route.request().url())) await held;
    await route.continue();
  });
  await page.mainFrame().goto(new URL(path, BASE_URL).href, { waitUntil: 'commit' });
  await page.locator('#root main').first().waitFor({ state: 'attached' });
  return async () => {
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // Parts hydrated after the first commit (ADR 0022), and the renders that follow.
    await page.waitForLoadState('networkidle');
    await page.unroute('**/assets/*.js');
  };
}

function bodyOf(request: Request): Record<string, unknown> {
  return request.postDataJSON() as Record<string, unknown>;
}

test('an analysis typed into the dashboard before the app loaded is the one it runs', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'typed-early');
  const appLoaded = await openBeforeApp(page, '/dashboard');
  const hypothesis = 'Ad spend increases sales';
  const data = JSON.stringify([
    { ad_spend: 1, sales: 2 },
    { ad_spend: 2, sales: 4 },
    { ad_spend: 3, sales: 7 },
    { ad_spend: 4, sales: 8 },
    { ad_spend: 5, sales: 11 },
    { ad_spend: 6, sales: 12 },
  ]);
  await page.getByLabel('Hypothesis').fill(hypothesis);
  await page.locator('#analysis-data').fill(data);
  await page.getByLabel('Analysis type').selectOption('predictive');
  await appLoaded();

  await expect(page.getByLabel('Hypothesis')).toHaveValue(hypothesis);
  await expect(page.getByLabel('Analysis type')).toHaveValue('predictive');
  await expect(page.getByText(/predict Y out of sample/)).toBeVisible();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analyses');
  await page.getByRole('button', { name: 'Run analysis' }).click();
  const body = bodyOf(await sent);
  expect(body.hypothesis).toBe(hypothesis);
  expect(body.analysisType).toBe('predictive');
  expect(body.data).toEqual(JSON.parse(data));
  expect(consoleErrors).toEqual([]);
});

test('public forms filled, or sent, before the app loaded send what was typed', async ({ page, consoleErrors }) => {
  // The landing page's live demo.
  let appLoaded = await openBeforeApp(page, '/');
  const claim = 'Japan life expectancy was above 80 in 2005';
  await page.getByLabel('Your claim').fill(claim);
  await appLoaded();
  await expect(page.getByText(`${claim.length}/`)).toBeVisible();
  let sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/verify');
  await page.getByRole('button', { name: 'Verify claim' }).click();
  expect(bodyOf(await sent).claim).toBe(claim);

  // The pricing page's cost calculator: changed defaults, including a select.
  appLoaded = await openBeforeApp(page, '/pricing');
  await page.getByLabel('Analyses per month').fill('4200');
  await page.getByLabel('Plan', { exact: true }).selectOption('enterprise');
  await appLoaded();
  sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/simulate'));
  await page.getByRole('button', { name: 'Calculate' }).click();
  const simulation = bodyOf(await sent);
  expect(simulation.analysesPerMonth).toBe(4200);
  expect(simulation.planId).toBe('enterprise');
  await expect(page.getByLabel('Analyses per month')).toHaveValue('4200');

  // The contact form.
  appLoaded = await openBeforeApp(page, '/contact');
  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByLabel('Work email').fill('katherine.early@example.com');
  await page.getByRole('textbox', { name: 'Company' }).fill('NASA');
  await page.getByLabel('Job title').fill('Mathematician');
  await page.getByLabel('How can we help?').fill('We want to verify trajectory claims.');
  // Sent before the app is there: the browser would reload the page with an empty form.
  sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/submit');
  await page.getByRole('button', { name: 'Send message' }).click({ noWaitAfter: true });
  await appLoaded();
  expect(new URL(page.url()).search).toBe('');
  const contact = bodyOf(await sent);
  expect(contact).toMatchObject({
    name: 'Katherine Johnson',
    email: 'katherine.early@example.com',
    company: 'NASA',
    jobTitle: 'Mathematician',
    message: 'We want to verify trajectory claims.',
  });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a button pressed before the app loaded does its work once the app is there', async ({ page, consoleErrors }) => {
  // The assessment page's first screen is pre-rendered with its start button; on a slow phone it
  // is there to tap well before the app is.
  for (const loaderToo of [false, true]) {
    const appLoaded = await openBeforeApp(page, '/assessment', { loaderToo });
    await page.getByRole('button', { name: 'Start My Free Assessment' }).click();
    await appLoaded();
    await expect(page.getByText('Question 1 of 8'), loaderToo ? 'tapped before the loader arrived' : 'tapped before the app arrived').toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
