import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { PASSWORD, signInWithNewAccount } from './session';

/**
 * Keyboard-only walks: Tab, Shift+Tab, Enter, Space and Escape, never the mouse. Every stop on
 * the way must show a focus indicator (an outline or a ring) while it has keyboard focus.
 */

test.slow();

/** The focused element has :focus-visible and paints an outline or a box-shadow ring. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: false, what: 'nothing focused' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const what = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { ok: el.matches(':focus-visible') && (outline || ring), what };
  });
  expect(focus.ok, `focus indicator on ${focus.what}`).toBe(true);
}

/** Presses Tab until `target` has focus, checking the focus indicator at every stop. */
async function tabTo(page: Page, target: Locator, maxStops = 60) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('sign up with the keyboard alone', async ({ page, consoleErrors }) => {
  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('Display name'), 3);
  await page.keyboard.type('Keyboard User');
  await tabTo(page, page.locator('#signup-password'), 4);
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByLabel('Confirm password'), 4);
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }), 4);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Keyboard User' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('run an analysis on the dashboard with the keyboard alone', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'keyboard-analysis');
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

  // A sample fills the hypothesis and the data; then the analysis type is changed by arrow keys.
  await tabTo(page, page.getByTestId('sample-marketing'));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/Hypothesis/)).not.toHaveValue('');
  await tabTo(page, page.getByLabel('Analysis type'));
  const before = await page.getByLabel('Analysis type').inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Analysis type')).not.toHaveValue(before);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Analysis type')).toHaveValue(before);

  await tabTo(page, page.getByRole('button', { name: 'Run analysis' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('truth-score')).toBeVisible({ timeout: 30_000 });
  // Focus moves to the results, so a keyboard user continues from there.
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('the dashboard tabs follow the arrow keys, and Tab goes on into the panel shown', async ({ page, consoleErrors }) => {
  await signInWithNewAccount(page, 'keyboard-tabs');
  await page.goto('/dashboard');
  const dashboard = page.getByRole('tab', { name: 'Dashboard' });
  const blueprints = page.getByRole('tab', { name: 'Blueprints Marketplace' });
  await tabTo(page, dashboard);
  await page.keyboard.press('ArrowRight');
  await expect(blueprints).toBeFocused();
  await expect(blueprints).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Blueprints Marketplace' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Home');
  await expect(dashboard).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Dashboard' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

const LANDING_DIALOGS = [
  { opener: 'Start Enterprise Pilot', title: 'Start Enterprise Pilot Program' },
  { opener: 'Request a demo', title: 'Request Enterprise Demo' },
  { opener: 'Watch platform demo', title: 'Platform Demo' },
] as const;

for (const { opener, title } of LANDING_DIALOGS) {
  test(`the "${title}" dialog traps focus, closes on Escape and returns focus to its opener`, async ({ page, consoleErrors }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: opener }).first();
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Twice round the dialog's controls, both directions: focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let stop = 0; stop < 16; stop += 1) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} #${stop + 1} stays in the dialog`).toBe(true);
        await expectVisibleFocus(page);
      }
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });
}

test('the first Tab stop skips the header, on public pages and on the dashboard', async ({ page, consoleErrors }) => {
  const skipsToMain = async (path: string) => {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  };
  await skipsToMain('/pricing');
  await signInWithNewAccount(page, 'skip-link');
  await skipsToMain('/dashboard');
  expect(consoleErrors).toEqual([]);
});
