import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { api, expect, mailDir, test, uniqueEmail, waitForMail } from './helpers.ts';

/**
 * Issue 26 §4, §5: promises around a visitor's consent. Google Analytics and the Meta pixel load
 * only after Accept on the consent prompt; the newsletter's unsubscribe link works in one click.
 */

/** The trackers' hosts: every request to them is answered here, so nothing leaves the machine. */
const TRACKER_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.net|facebook\.com)$/;

async function watchTrackers(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.context().route((url) => TRACKER_HOST.test(url.hostname), (route) => {
    seen.push(route.request());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return seen;
}

// One server for every journey: the tracker ids are set for this file's few seconds only, one test at a time.
test.describe.configure({ mode: 'serial' });

test.describe('Google Analytics and the Meta pixel wait for consent', () => {
  // The site's CSP admits the trackers' hosts only when their ids come from the environment; the
  // ids here are an admin's (the settings), so the browser is told to let the page try.
  test.use({ bypassCSP: true });

  let before: { gaMeasurementId: string | null; metaPixelId: string | null } | undefined;
  test.beforeAll(async ({ playwright, adminToken }, workerInfo) => {
    const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
    const current = await api<{ gaMeasurementId: { value: string | null }; metaPixelId: { value: string | null } }>(request, adminToken, 'GET', '/api/admin/settings/analytics');
    before = { gaMeasurementId: current.data.gaMeasurementId.value, metaPixelId: current.data.metaPixelId.value };
    const saved = await api(request, adminToken, 'PUT', '/api/admin/settings/analytics', { gaMeasurementId: 'G-E2ECONSENT', metaPixelId: '1234567890' });
    expect(saved.code).toBe(200);
    await request.dispose();
  });
  test.afterAll(async ({ playwright, adminToken }, workerInfo) => {
    const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
    await api(request, adminToken, 'PUT', '/api/admin/settings/analytics', before ?? { gaMeasurementId: null, metaPixelId: null });
    await request.dispose();
  });

  test('no tracker request on public pages before Accept; both load after it', async ({ page, consoleErrors }) => {
    const trackers = await watchTrackers(page);
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'Cookies for analytics and ads' });
    await expect(prompt).toBeVisible();
    await page.goto('/pricing-plans');
    await expect(prompt).toBeVisible();
    await page.goto('/webinar');
    await expect(prompt).toBeVisible();
    expect(trackers.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');

    await prompt.getByRole('button', { name: 'Accept' }).click();
    await expect(prompt).toBeHidden();
    await expect.poll(() => trackers.map((r) => new URL(r.url()).hostname).sort())
      .toEqual(expect.arrayContaining(['connect.facebook.net', 'www.googletagmanager.com']));
    expect(trackers.find((r) => r.url().includes('googletagmanager'))!.url()).toContain('id=G-E2ECONSENT');
    // Remembered: the next page neither asks nor waits.
    await page.goto('/about-us');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('Decline is remembered and keeps them out; the footer reopens the question', async ({ page, consoleErrors }) => {
    const trackers = await watchTrackers(page);
    const events: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/analytics/events') && events.push(r.url()));
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: 'Cookies for analytics and ads' });
    await prompt.getByRole('button', { name: 'Decline' }).click();
    await expect(prompt).toBeHidden();
    await page.goto('/faqs');
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(trackers).toEqual([]);
    // The first-party page views need no consent: they still go when the page is hidden.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    await expect.poll(() => events.length).toBeGreaterThan(0);

    await settings.click();
    await prompt.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => trackers.length).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the newsletter unsubscribes in one click', () => {
  test('the welcome mail carries List-Unsubscribe and a link whose page unsubscribes at once, signed out', async ({ page, request, adminToken }, testInfo) => {
    const email = uniqueEmail(testInfo, 'unsub');
    expect((await api(request, undefined, 'POST', '/api/subscribers/subscribe', { email })).code).toBe(200);
    const mail = await waitForMail(email, /Welcome to our newsletter/, 20_000);
    // The headers as sent (the helper's body is quoted-printable decoded, which would read `=22…` in a token as a quote).
    const raw = readFileSync(path.join(mailDir()!, mail.file), 'utf8');
    const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(/^List-Unsubscribe: ?<https?:\/\/[^>]+\/api\/subscribers\/unsubscribe\?token=[A-Za-z0-9_-]+>/m);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The visible link: the page at the site's root (the header's address is the API's).
    const link = /https?:\/\/[^\s/]+\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(mail.body)![0];

    const listed = async () => {
      const all = await api<{ subscribers: { email: string }[] }>(request, adminToken, 'GET', '/api/subscribers/all?limit=5000&offset=0');
      return all.data.subscribers.some((s) => s.email === email);
    };
    expect(await listed()).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await listed()).toBe(false);
  });
});
