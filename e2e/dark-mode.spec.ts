import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { PAGE_ROUTES, type PageRoute } from '../packages/shared/src/routes.ts';
import { agreedMemberToken, api, expect, settle, signInWithToken, test } from './helpers.ts';

/**
 * Dark mode (issue 30 §7, docs/decisions/0068-dark-mode.md): axe's colour-contrast rule on every
 * page the walk visits (visitor, member, admin; the routes of the shared list without parameters,
 * and a blog), in the light and the dark theme, at 390 px (phone project) and 1280 px (desktop);
 * the first paint in the chosen theme before any script runs; the switch sets and keeps the choice.
 */

const ROUTES = (PAGE_ROUTES as readonly PageRoute[]).filter((r) => !r.path.includes(':'));
const pathsFor = (...kinds: PageRoute['access']['kind'][]) => ROUTES.filter((r) => kinds.includes(r.access.kind)).map((r) => r.path);
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

async function withThemeCookie(page: Page, theme: Theme) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'theme', value: theme, url }]);
}

/** Every element axe finds below WCAG AA contrast on each page, one line each (none expected). */
async function contrastFailures(page: Page, paths: string[], theme: Theme): Promise<string[]> {
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    // A toast fading in or out has blended colours (helpers.ts, expectNoSeriousA11y).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    expect(await page.locator('html').getAttribute('data-theme'), `${path} in ${theme}`).toBe(theme);
    const results = await new AxeBuilder({ page }).withRules(['color-contrast']).options({ resultTypes: ['violations'] }).analyze();
    for (const v of results.violations.filter((x) => x.id === 'color-contrast')) {
      for (const n of v.nodes) failures.push(`${theme} ${path} (at ${page.url().replace(/^https?:\/\/[^/]+/, '')}): ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
    }
  }
  return failures;
}

async function firstBlogPath(page: Page): Promise<string[]> {
  const body = await api<{ slug: string }[]>(page.request, undefined, 'GET', '/api/blogs/all');
  return body.data?.[0] ? [`/blogs/${body.data[0].slug}`] : [];
}

for (const theme of THEMES) {
  test.describe(`colour contrast in the ${theme} theme`, () => {
    test.describe.configure({ timeout: 300_000 });

    test('visitor pages', async ({ page }, testInfo: TestInfo) => {
      await withThemeCookie(page, theme);
      const paths = [...pathsFor('public', 'guest'), ...(await firstBlogPath(page))];
      const failures = await contrastFailures(page, paths, theme);
      await testInfo.attach(`contrast-visitor-${theme}`, { body: failures.join('\n'), contentType: 'text/plain' });
      expect(failures).toEqual([]);
    });

    test('member pages', async ({ page, request, adminToken }, testInfo) => {
      await withThemeCookie(page, theme);
      await signInWithToken(page, request, await agreedMemberToken(request, adminToken, testInfo, `dark-${theme}`));
      const failures = await contrastFailures(page, pathsFor('auth'), theme);
      await testInfo.attach(`contrast-member-${theme}`, { body: failures.join('\n'), contentType: 'text/plain' });
      expect(failures).toEqual([]);
    });

    test('admin pages', async ({ page, request, adminToken }, testInfo) => {
      await withThemeCookie(page, theme);
      await signInWithToken(page, request, adminToken);
      const failures = await contrastFailures(page, pathsFor('admin'), theme);
      await testInfo.attach(`contrast-admin-${theme}`, { body: failures.join('\n'), contentType: 'text/plain' });
      expect(failures).toEqual([]);
    });
  });
}

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
