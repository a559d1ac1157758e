import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { type Page, expect } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export const PASSWORD = 'correct-horse-battery';

/**
 * Signs a new account up through the auth API and stores the session where the web app's
 * auth client keeps it, so a test can start on a signed-in page without walking the form.
 */
export async function signInWithNewAccount(page: Page, label: string): Promise<{ email: string; accessToken: string }> {
  const email = uniqueEmail(label);
  const response = await page.request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  const session = (await response.json()) as { access_token: string };
  await keepSession(page, session);
  return { email, accessToken: session.access_token };
}

/**
 * Stores an auth API session where the web app's auth client keeps it, before the app's scripts
 * run on the next page load, once per tab, so a test may still sign out or drop the session later.
 */
export async function keepSession(page: Page, session: { access_token: string }): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e.session-seeded')) return;
    localStorage.setItem('verity.auth', value);
    sessionStorage.setItem('e2e.session-seeded', '1');
  }, JSON.stringify(session));
}

/**
 * Scrolls to the dashboard's panels below the fold (recent analyses, charts, datasets, the cost
 * table), which ask for their data only once near, and waits until each shows its empty state.
 */
export async function expectEmptyPanelsBelowTheFold(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Recent analyses' }).scrollIntoViewIfNeeded();
  await expect(page.getByText('No analyses yet. Your five newest will appear here')).toBeVisible();
  await expect(page.getByText('Charts appear after your first analysis')).toBeVisible();
  await page.getByTestId('my-datasets').scrollIntoViewIfNeeded();
  await expect(page.getByText('No datasets yet')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Simulated cost per analysis by monthly volume' })).toBeVisible();
}

/** The shared toaster's region, checked by the web app's own a11y suite. */
export const WITHOUT_TOASTER = { exclude: '[role="region"][aria-label^="Notifications"]' };

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's WCAG 2 A and AA findings on the page as it is now, in `include` and outside `exclude`.
 *
 * Run in the page itself: AxeBuilder.analyze(), made for pages with cross-origin frames, injects
 * axe into every frame and finishes each run in a new blank page, about 820 ms a check here
 * against 70 ms for the same rules run in place, over a hundred checks a suite. Our pages have
 * no frames; one that does goes through AxeBuilder.
 */
export async function axeViolations(page: Page, include?: string, exclude?: string): Promise<AxeViolation[]> {
  const tags = ['wcag2a', 'wcag2aa'];
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).withTags(tags);
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    return (await builder.analyze()).violations;
  }
  // The DevTools protocol evaluates outside the page's CSP, as AxeBuilder does.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, exclude, tags }) => {
      // Contrast is measured on final colours: transitions under way (a theme switch fades
      // `transition-colors` text for 150 ms) are let finish first; endless ones are left alone.
      const settling = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([Promise.all(settling.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const context = { include: include ? [include] : [document], exclude: exclude ? [exclude] : [] };
      return (await inPage.run(context as never, { runOnly: { type: 'tag', values: tags } })).violations;
    },
    { include, exclude, tags },
  );
}

/**
 * Serious and critical axe findings (WCAG 2 A and AA), as ids and the elements concerned.
 * `include` limits the scan to a part of the page; `exclude` leaves out a part checked elsewhere
 * (the shared toaster, say).
 */
export async function seriousViolations(page: Page, scope?: string | null | { include?: string; exclude?: string }) {
  const { include, exclude } = typeof scope === 'string' ? { include: scope, exclude: undefined } : (scope ?? {});
  return (await axeViolations(page, include, exclude))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()) }));
}

/** The link in a mail of `kind` to `email` in the development outbox, once it is there. */
export async function mailedLink(page: Page, email: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { kind: string; link: string | null }[] };
    const link = body.data.find((m) => m.kind === kind && m.link)?.link;
    if (link) return link;
    await page.waitForTimeout(250);
  }
  throw new Error(`no ${kind} mail for ${email}`);
}
