import type { Browser } from '@playwright/test';
import { expect, test } from './helpers.ts';

/**
 * Dark mode (issue 30 §7, docs/decisions/0068-dark-mode.md): the first paint in the chosen theme
 * before any script runs; the switch sets and keeps the choice. Colour contrast in both themes on
 * every page is walk.spec.ts's.
 */

type Theme = 'light' | 'dark';

/** The page's background as the browser has painted it from HTML and CSS alone (no script runs). */
async function firstPaintBackground(browser: Browser, path: string, theme: Theme | null, system: Theme): Promise<string> {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, colorScheme: system });
  if (theme) await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  const page = await context.newPage();
  // With scripts off, what is painted comes from the HTML and its stylesheet alone.
  await page.goto(path, { waitUntil: 'load' });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await context.close();
  return background;
}

/** Dark enough to be the dark theme's page: its lightness (oklch's L, or roughly from rgb) under a fifth. */
const isDark = (css: string) => {
  const [a, b, c] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const lightness = css.startsWith('oklch') ? a : (0.2126 * a + 0.7152 * b + 0.0722 * c) / 255;
  return lightness < 0.2;
};

test('no flash: with scripts off, the first paint is in the chosen theme, and follows the system without a choice', async ({ browser }) => {
  // Twelve fresh browser contexts: about 50 s on a quiet machine, past the default minute on a busy one.
  test.setTimeout(150_000);
  for (const path of ['/', '/pricing-plans', '/posts']) {
    expect(isDark(await firstPaintBackground(browser, path, 'dark', 'light')), `${path}: dark chosen, light system`).toBe(true);
    expect(isDark(await firstPaintBackground(browser, path, 'light', 'dark')), `${path}: light chosen, dark system`).toBe(false);
    expect(isDark(await firstPaintBackground(browser, path, null, 'dark')), `${path}: no choice, dark system`).toBe(true);
    expect(isDark(await firstPaintBackground(browser, path, null, 'light')), `${path}: no choice, light system`).toBe(false);
  }
});

test('the footer’s switch sets the theme at once and the next page is drawn in it', async ({ page }) => {
  await page.goto('/faqs');
  const footerSwitch = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  await footerSwitch.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'theme');
  expect(cookie).toMatchObject({ value: 'dark', sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);
  const next = await page.goto('/about-us');
  expect(await next!.text()).toContain('<html data-theme="dark"');
  await expect(footerSwitch.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await footerSwitch.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect((await page.context().cookies()).find((c) => c.name === 'theme')).toBeUndefined();
});
