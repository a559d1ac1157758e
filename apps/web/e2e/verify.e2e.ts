import type { Page } from '@playwright/test';
import { expect, test, toasts } from './fixtures';
import { seriousViolations } from './session';

function demo(page: Page) {
  return page.locator('#live-demo');
}

test('an example claim is verified, with sources, and its proof verifies in the browser', async ({ page, consoleErrors }) => {
  await page.goto('/#live-demo');
  const section = demo(page);
  await section.getByRole('button', { name: "Japan's life expectancy was above 80 in 2005" }).click();
  await expect(section.getByRole('heading', { name: 'Result' })).toBeFocused();
  await expect(section.getByTestId('verdict')).toHaveText('Supported');
  await expect(section.getByTestId('veracity-score')).toHaveText(/^\d{1,3}%$/);
  await expect(section.getByTestId('sources').getByRole('listitem')).toHaveCount(1);
  await expect(section.getByTestId('sources')).toContainText('Licence:');
  await expect(section.getByText('Sample result — live verification unavailable')).toHaveCount(0);

  await section.getByRole('link', { name: 'View and check the proof' }).click();
  await expect(page).toHaveURL(/\/proof\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed claim verification');
  const verdict = page.getByTestId('proof-verdict');
  await expect(verdict.getByRole('heading', { name: 'Verified' })).toBeVisible();
  await expect(verdict).toContainText('Merkle paths reach the dataset roots');
  await expect(verdict).toContainText('match the published catalog manifest');
  await expect(verdict).toContainText('It does not mean the data is true');
  expect(consoleErrors).toEqual([]);
});

test('typing a claim and pressing Enter verifies it; an uncovered claim is not verifiable, with the reason', async ({ page }) => {
  await page.goto('/');
  const box = demo(page).getByLabel('Your claim');
  await box.fill("Germany's GDP grew by 3% in 2019");
  await expect(demo(page).getByText('32/500 characters', { exact: false })).toBeVisible();
  await box.press('Enter');
  await expect(demo(page).getByTestId('verdict')).toHaveText('Not verifiable');
  await expect(demo(page).getByTestId('veracity-score')).toHaveText('not verifiable');
  await expect(demo(page)).toContainText('No measure in the catalog matches this claim');
});

test('a long unbroken claim wraps inside the demo card on a phone and on a desktop', async ({ page }) => {
  const noOverflow = async () => {
    const box = await demo(page).locator('.rounded-3xl').first().boundingBox();
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    for (const part of [demo(page).locator('form'), demo(page).getByRole('button', { name: 'Verify claim' }), demo(page).locator('article')]) {
      const rect = (await part.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(box!.x);
      expect(rect.x + rect.width).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
    }
  };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const claim = demo(page).getByLabel('Your claim');
  await claim.fill(`Japan's life expectancy was above 80 in 2005, see https://example.org/${'a'.repeat(200)}`);
  await claim.press('Enter');
  await expect(demo(page).getByTestId('verdict')).toBeVisible();
  await noOverflow();

  await page.setViewportSize({ width: 1280, height: 800 });
  await claim.fill('x'.repeat(500));
  await claim.press('Enter');
  await expect(demo(page).getByTestId('verdict')).toHaveText('Not verifiable');
  await noOverflow();
  // The two columns keep their share of the card: the claim's form is not squeezed to a sliver.
  expect((await demo(page).locator('form').boundingBox())!.width).toBeGreaterThan(350);
  // An unparsed claim's examples are listed as claims that work, and its reason is said once.
  await expect(demo(page).getByText('Claims that work', { exact: true })).toBeVisible();
  await expect(demo(page).getByText('No measurable claim was recognised', { exact: false })).toHaveCount(1);
});

test('an empty claim shows the spec toast and sends nothing', async ({ page }) => {
  await page.goto('/');
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/verify')) posted = true;
  });
  await demo(page).getByLabel('Your claim').fill('   ');
  await demo(page).getByRole('button', { name: 'Verify claim' }).click();
  await expect(toasts(page).getByText('Please enter a claim')).toBeVisible();
  await expect(toasts(page).getByText('Enter a statement to verify with our AI engine')).toBeVisible();
  expect(posted).toBe(false);
});

test('when the API cannot be reached, the sample result shows only under its label', async ({ page }) => {
  await page.route('**/api/verify', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await demo(page).getByRole('button', { name: 'About 1.3 billion people lived in China in 2005' }).click();
  await expect(demo(page).getByText('Sample result — live verification unavailable')).toBeVisible();
  await expect(demo(page).getByTestId('veracity-score')).toHaveText('97%');
  await expect(demo(page).getByRole('link', { name: 'View and check the proof' })).toHaveCount(0);
});

test('offline, the demo says the claim could not be checked instead of verifying for ever, and what to do', async ({ page, context }) => {
  await page.goto('/');
  // Offline the result's code cannot load either: that used to leave the demo on "Verifying…".
  await context.setOffline(true);
  await demo(page).getByRole('button', { name: 'About 1.3 billion people lived in China in 2005' }).click();
  await expect(demo(page).getByText('Check your connection, then reload the page and try again.')).toBeVisible();
  await expect(demo(page).getByRole('button', { name: 'Verify claim' })).toBeEnabled();

  await context.setOffline(false);
  await page.reload();
  await demo(page).getByRole('button', { name: 'About 1.3 billion people lived in China in 2005' }).click();
  await expect(demo(page).getByTestId('veracity-score')).toBeVisible();
  await expect(demo(page).getByText('Sample result — live verification unavailable')).toHaveCount(0);
});

test('/datasets lists the 10 catalog datasets with hashes and passes axe', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Datasets' }).click();
  await expect(page).toHaveURL(/\/datasets$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The datasets behind every verdict');
  await expect(page.getByTestId('dataset')).toHaveCount(10);
  await expect(page.getByText('Catalog manifest SHA-256')).toBeVisible();
  await expect(page.getByText(/does\s+not mean the data itself is true/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the landing with a result shown passes axe (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await demo(page).getByRole('button', { name: /CO2 concentration at Mauna Loa/ }).click();
    await expect(demo(page).getByTestId('verdict')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('screenshots of the demo with a result', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await demo(page).getByRole('button', { name: /CO2 concentration at Mauna Loa/ }).click();
    await expect(demo(page).getByTestId('verdict')).toBeVisible();
    await demo(page).screenshot({ path: `test-results/verify-demo-${width}.png` });
  }
});
