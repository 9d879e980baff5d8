import type { Locator, Page } from '@playwright/test';
import { agreedMemberToken, expect, floatingOverContent, floatingSettled, scrollToFraction, settle, signInWithToken, siteHeader, snap, test, toast } from './helpers.ts';

/** site-and-admin.md §8, the contact form's success toast. */
const CONTACT_SUCCESS = 'Query submitted successfully. One of our executive will get in touch with you soon!';

/** Issue 14 §6: at 390 px nothing that floats covers content or controls (and the same rules hold at 1280 px). */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of an element's text itself (a paragraph's own box spans the page's width and padding). */
async function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

const whatsapp = (page: Page) => page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
const channelPopup = (page: Page) => page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Close' }) });

test('landing: the channel popup, the share bar and the WhatsApp button never stack', async ({ page, consoleErrors }, testInfo) => {
  await page.goto('/');
  await settle(page);
  await scrollToFraction(page, 0.3);
  // On a desktop it waits while a section's heading is under its place (issue 26 §11).
  for (let f = 0.35; testInfo.project.name !== 'phone' && f < 0.7 && !(await channelPopup(page).isVisible()); f += 0.05) await scrollToFraction(page, f);
  await expect(channelPopup(page)).toBeVisible();
  // While the popup holds the bottom of a phone's screen, the other two stay out of its way.
  if (testInfo.project.name === 'phone') {
    await expect(whatsapp(page)).toBeHidden();
  } else if (await whatsapp(page).isVisible()) {
    expect(overlap(await boxOf(whatsapp(page)), await boxOf(channelPopup(page)))).toBe(false);
  }
  await snap(page, testInfo, 'phones-landing-popup');
  await channelPopup(page).getByRole('button', { name: 'Close' }).click();

  // Mid-page the share bar and the WhatsApp button step aside from whatever text is under them.
  await scrollToFraction(page, 0.6);
  expect(await floatingOverContent(page, { popups: true })).toEqual([]);

  // At the end of the page they are both there, side by side, and the closing lines stay readable.
  await scrollToFraction(page, 1);
  const share = page.getByRole('complementary').filter({ has: page.getByRole('button', { name: /buttons$/ }) });
  await expect(share).toBeVisible();
  await expect(whatsapp(page)).toBeVisible();
  expect(overlap(await boxOf(share), await boxOf(whatsapp(page)))).toBe(false);
  await snap(page, testInfo, 'phones-landing-end');
  for (const line of [page.getByText(/All rights reserved\./), page.getByText(/^Educational only\. We are not/).last()]) {
    const text = await textBox(line);
    expect(overlap(text, await boxOf(whatsapp(page)))).toBe(false);
    expect(overlap(text, await boxOf(share))).toBe(false);
  }
  expect(await floatingOverContent(page, { popups: true })).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('landing: the channel popup never covers a section heading on a desktop, holds the bottom of a phone, and still shows', async ({ page, consoleErrors }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto('/');
  await settle(page);
  const screenHeight = page.viewportSize()!.height;
  let shown = 0;
  // Issue 26 §11: it covered "Know Your Experts" at 1280 px. Down the page in steps, resting at each.
  for (let f = 0.25; f <= 1; f += 0.03) {
    await scrollToFraction(page, f);
    if (!(await channelPopup(page).isVisible())) continue;
    shown++;
    const popup = await boxOf(channelPopup(page));
    if (phone) {
      // Issue 14 §6: on a phone it holds the bottom of the screen (text scrolls past under it) and the
      // WhatsApp button steps aside.
      expect(popup.y + popup.height, `its bottom at ${f.toFixed(2)}`).toBeGreaterThan(screenHeight - 40);
      await expect(whatsapp(page)).toBeHidden();
    } else {
      for (const heading of await page.locator('main :is(h1, h2, h3):not([data-floating] *)').all()) {
        if (await heading.isVisible()) expect(overlap(await textBox(heading), popup), `${await heading.textContent()} at ${f.toFixed(2)}`).toBe(false);
      }
    }
    if (shown === 1) await snap(page, testInfo, 'landing-channel-popup-steps');
  }
  expect(shown).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test('contact us: the WhatsApp button steps aside while typing, and the toast covers no header control', async ({ page, consoleErrors }, testInfo) => {
  await page.goto('/contact-us');
  await settle(page);
  const form = page.locator('main form');
  // Scrolled to the end, the form's submit button is well above the corner: the button shows.
  await scrollToFraction(page, 1);
  await expect(whatsapp(page)).toBeVisible();
  await form.getByLabel('Name', { exact: true }).scrollIntoViewIfNeeded();
  await form.getByLabel('Name', { exact: true }).fill('Asha Rao');
  // On a phone the keyboard is up now, the submit button near the bottom: the button steps aside.
  if (testInfo.project.name === 'phone') await expect(whatsapp(page)).toBeHidden();
  await form.getByLabel(/^Email/).fill('asha.rao@example.com');
  await form.getByLabel('Contact No. (optional)').fill('9876543210');
  await form.getByLabel('Description').fill('When does the next webinar start?');
  await form.getByRole('button', { name: 'Submit' }).click();
  const sent = toast(page, CONTACT_SUCCESS);
  await expect(sent).toBeVisible();
  await snap(page, testInfo, 'phones-contact-toast');
  const toastBox = await boxOf(sent);
  expect(overlap(toastBox, await boxOf(siteHeader(page)))).toBe(false);
  for (const control of await siteHeader(page).getByRole('button').or(siteHeader(page).getByRole('link')).all()) {
    if (await control.isVisible()) expect(overlap(toastBox, await boxOf(control))).toBe(false);
  }

  // The submit button at the bottom of the screen, no field focused: the WhatsApp button is not over it.
  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.evaluate((el) => {
    (document.activeElement as HTMLElement | null)?.blur();
    el.scrollIntoView({ block: 'end' });
  });
  await floatingSettled(page);
  if (await whatsapp(page).isVisible()) expect(overlap(await boxOf(submit), await boxOf(whatsapp(page)))).toBe(false);
  await snap(page, testInfo, 'phones-contact-submit');
  expect(consoleErrors).toEqual([]);
});

test('the feed: the quotes card is no taller than the quote on show', async ({ page, request, adminToken }, testInfo) => {
  const token = await agreedMemberToken(request, adminToken, testInfo, 'quotes');
  await signInWithToken(page, request, token);
  await page.goto('/posts');
  const card = page.getByRole('region', { name: 'Trading wisdom' }).filter({ visible: true }).first();
  await expect(card).toBeVisible();
  await settle(page);
  for (let i = 0; i < 3; i++) {
    const quote = card.locator('[aria-roledescription="slide"][aria-current="true"]');
    await expect(async () => {
      const viewport = await boxOf(quote.locator('xpath=../..'));
      const shown = await boxOf(quote);
      expect(Math.abs(viewport.height - shown.height)).toBeLessThanOrEqual(1);
    }).toPass({ timeout: 5_000 });
    await card.getByRole('button', { name: 'Next quote' }).click();
  }
  await snap(page, testInfo, 'phones-quotes');
});

test('the watchlist: a chart thumbnail shows its whole chart, labels included (issue 26)', async ({ page, request, adminToken }, testInfo) => {
  const token = await agreedMemberToken(request, adminToken, testInfo, 'thumbs');
  await signInWithToken(page, request, token);
  await page.goto('/watchlist');
  await page.getByRole('button', { name: 'MCX: Gold and Crude levels' }).click();
  const thumbs = page.getByRole('button', { name: /^View chart \d of 2 large$/ }).locator('img');
  await expect(thumbs).toHaveCount(2);
  for (const img of await thumbs.all()) {
    await expect(async () => {
      const shown = await img.evaluate((el: HTMLImageElement) => ({
        fit: getComputedStyle(el).objectFit,
        natural: el.naturalWidth / el.naturalHeight,
        box: el.clientWidth / el.clientHeight,
      }));
      expect(shown.natural).toBeGreaterThan(0);
      // "cover" in a box of another shape cuts the chart's edges, where its title and price axis are.
      if (shown.fit === 'cover') expect(Math.abs(shown.box - shown.natural)).toBeLessThan(0.02);
    }).toPass({ timeout: 5_000 });
  }
  await snap(page, testInfo, 'phones-watchlist-thumbnails');
});
