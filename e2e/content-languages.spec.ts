import { DEMO_ADMIN, expect, loginViaUi, snap, test } from './helpers.ts';

/**
 * The content editor in two languages (issue 30 §4): each text field's English and Hindi side by
 * side on a wide screen and stacked on a phone, the Hindi box in Hindi, read only (nothing saved).
 */
test('content editor: English and Hindi of each text field side by side, stacked on a phone', async ({ page }, testInfo) => {
  await loginViaUi(page, DEMO_ADMIN);
  await page.goto('/admin/content?key=pages.faqs');
  const english = page.getByLabel('Title', { exact: true });
  const hindi = page.getByLabel('Title (हिन्दी)');
  await expect(english).toHaveValue('Frequently Asked Questions');
  await expect(hindi).toHaveValue('अक्सर पूछे जाने वाले सवाल');
  await expect(hindi).toHaveAttribute('lang', 'hi');
  const [en, hi] = [await english.boundingBox(), await hindi.boundingBox()];
  expect(en && hi).toBeTruthy();
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    // Beside each other: the same row, Hindi to the right.
    expect(Math.abs(hi!.y - en!.y)).toBeLessThan(8);
    expect(hi!.x).toBeGreaterThan(en!.x + en!.width);
  } else {
    // Stacked: Hindi under the English, as wide.
    expect(hi!.y).toBeGreaterThan(en!.y + en!.height);
    expect(Math.abs(hi!.width - en!.width)).toBeLessThan(2);
  }
  // The Devanagari fits its box: nothing scrolls sideways.
  expect(await hindi.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await snap(page, testInfo, 'content-editor-hindi');
});
