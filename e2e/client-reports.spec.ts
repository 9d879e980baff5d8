import { expect, test } from './helpers.ts';

/**
 * Issue 28 §6: a real browser's errors and Web Vitals reach the first-party analytics endpoint,
 * with the path and no query, and the server takes them (200).
 */
interface Sent { kind: string; path: string; category?: string; action?: string; label?: string; value?: number }

test('an uncaught error, an unhandled rejection and the page\'s Web Vitals are reported when the page is hidden', async ({ page }) => {
  // Playwright does not show a beacon's Blob body: the page keeps a copy of each one it sends.
  await page.addInitScript(() => {
    const w = window as unknown as { sentBeacons: string[] };
    w.sentBeacons = [];
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => w.sentBeacons.push(t));
      return send(url, data);
    };
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.url().endsWith('/api/analytics/events')) answers.push(r.status());
  });
  await page.goto('/pricing-plans?plan_selected=3');
  await page.waitForSelector('html[data-client-reports]');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom');
    });
    void Promise.reject(new Error('e2e rejected'));
  });
  // An input finalises the page's LCP.
  await page.mouse.click(5, 5);
  const sent = async (): Promise<Sent[]> => (await page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons))
    .flatMap((body) => (JSON.parse(body) as { events: Sent[] }).events);
  // web-vitals hands over LCP when the browser is idle after the input, maybe after the errors went out:
  // wait for both, each hide sending what has come since.
  await expect.poll(async () => {
    // Hiding the page sends what waits (as leaving it does), by beacon.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const now = await sent();
    return { errors: now.filter((e) => e.kind === 'error').length, lcp: now.some((e) => e.kind === 'vital' && e.action === 'LCP') };
  }, { timeout: 15_000 }).toEqual({ errors: 2, lcp: true });
  const events = await sent();
  expect(events.filter((e) => e.kind === 'error').map((e) => [e.path, e.category, e.label])).toEqual(expect.arrayContaining([
    ['/pricing-plans', 'error', 'Error: e2e boom'],
    ['/pricing-plans', 'unhandledrejection', 'Error: e2e rejected'],
  ]));
  const vitals = events.filter((e) => e.kind === 'vital');
  expect(vitals.map((v) => v.action)).toEqual(expect.arrayContaining(['FCP', 'TTFB', 'LCP']));
  expect(vitals.every((v) => v.path === '/pricing-plans' && typeof v.value === 'number' && v.value >= 0)).toBe(true);
  // The server took every batch.
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(answers.every((s) => s === 200)).toBe(true);
});
