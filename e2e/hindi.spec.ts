import { expect, snap, test } from './helpers.ts';

/**
 * Issue 30 §2: the switch, the remembered choice, the offer, no redirect. The pages in Hindi are
 * walked by walk.spec.ts.
 */

test.describe('the language switch and the remembered choice (issue 30 §2)', () => {
  test('leads to the same page in the other language, query kept, and back', async ({ page }, testInfo) => {
    await page.goto('/pricing-plans?utm_source=walk');
    const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).filter({ visible: true }).first();
    await expect(toHindi).toHaveAttribute('href', '/hi/pricing-plans?utm_source=walk');
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi\/pricing-plans\?utm_source=walk$/);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
    await snap(page, testInfo, 'hindi-pricing-plans');

    // The visitor who chose Hindi and opens / stays on English /, the side menu marking the choice
    // (the landing page has no footer: spec §2); the footer marks it on the other pages.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The side menu is the phone's way to the switch; on a desktop the header shows it.
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: /हिन्दी.*your language/ })).toHaveAttribute('href', '/hi');
      await snap(page, testInfo, 'side-menu-choice');
    }
    await page.goto('/faqs');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /हिन्दी.*your language/ })).toHaveAttribute('href', '/hi/faqs');
  });

  test('offers a first visitor whose browser prefers Hindi the Hindi twin, without sending them there', async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      locale: 'hi-IN',
      viewport: testInfo.project.use.viewport ?? undefined,
      baseURL: testInfo.project.use.baseURL,
    });
    const page = await context.newPage();
    const response = await page.goto('/webinar');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(response?.url()).toMatch(/\/webinar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('complementary', { name: 'Read this page in Hindi' });
    await expect(offer.getByRole('link', { name: /यह पेज हिन्दी में पढ़ें/ })).toHaveAttribute('href', '/hi/webinar');
    await snap(page, testInfo, 'hindi-offer');
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(page.getByRole('complementary', { name: 'Read this page in Hindi' })).toHaveCount(0);
    await context.close();
  });
});
