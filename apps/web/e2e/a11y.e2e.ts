import { expect, test } from './fixtures';
import { seriousViolations } from './session';

const PAGES = ['/', '/about', '/contact', '/pricing', '/onboarding'] as const;

for (const path of PAGES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} has no serious accessibility violations (${colorScheme})`, async ({ page, consoleErrors }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the landing dialogs have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('the axe check finds a planted violation, and only inside the part it is given', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A button with no accessible name (critical) and grey on white text (serious), planted in a
  // box of its own.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.id = 'planted';
    box.innerHTML = '<button type="button"></button><p style="color:#ccc;background:#fff">faint text</p>';
    document.body.append(box);
  });
  expect((await seriousViolations(page)).map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast']);
  expect((await seriousViolations(page, '#planted')).map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast']);
  expect(await seriousViolations(page, { exclude: '#planted' })).toEqual([]);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
