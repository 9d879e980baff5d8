import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Demo accounts seeded with DEMO_DATA=true. */
export interface Account {
  email: string;
  password: string;
  name: string;
}
export const DEMO_MEMBER: Account = { email: 'member@example.com', password: 'Member@123', name: 'Demo Member' };
export const DEMO_ADMIN: Account = { email: 'admin@example.com', password: 'Admin@123', name: 'Demo Admin' };
/** Paid period over: login answers 402 with a renewal token. */
export const DEMO_EXPIRED: Account = { email: 'expired@example.com', password: 'Member@123', name: 'Expired Member' };
/** Deactivated: login answers 401. */
export const DEMO_SUSPENDED: Account = { email: 'suspended@example.com', password: 'Member@123', name: 'Suspended Member' };

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * Collects console errors and uncaught page errors of a page.
 * `ignore` drops messages that a journey expects (e.g. a deliberate 401).
 */
export function trackConsoleErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  const keep = (text: string) => !ignore.some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const loc = msg.location();
    const text = `console.error: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`;
    if (keep(text)) errors.push(text);
  });
  page.on('pageerror', (err) => {
    const text = `pageerror: ${err.message}`;
    if (keep(text)) errors.push(text);
  });
  return errors;
}

/**
 * `test` with a `consoleErrors` fixture: every console error and uncaught exception of `page`,
 * so journeys can `expect(consoleErrors).toEqual([])` at their checkpoints.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    await use(trackConsoleErrors(page));
  },
});
export { expect };

/** Waits until the page has settled: network idle and fonts loaded. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(() => document.fonts?.ready).catch(() => {});
}

/** Screenshot into e2e/screenshots/<project>-<width>-<name>.png (git-ignored) and attach it to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${testInfo.project.name}-${width}-${name}.png`);
  await settle(page);
  // 'disabled' fast-forwards CSS animations (menus fade in) so the picture shows the settled state.
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  return file;
}

/** The site header: the page's banner landmark (every page with a top bar, the landing page included). */
export function siteHeader(page: Page) {
  return page.getByRole('banner');
}

/**
 * The guest's "Login" link: in the header's main nav on wide screens, in the side menu
 * ("Open menu" drawer) below 992 px. Opens the drawer when needed.
 */
export async function guestLoginLink(page: Page) {
  const header = siteHeader(page);
  await expect(header).toBeVisible();
  const inHeader = header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true });
  if (await inHeader.isVisible()) return inHeader;
  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('link', { name: 'Login', exact: true });
}

/** Opens /login and reveals the form behind "Platform Login". */
export async function openLoginForm(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  if (!(await email.isVisible().catch(() => false))) {
    await page.getByRole('button', { name: 'Platform Login' }).click();
  }
  await expect(email).toBeVisible();
}

/**
 * Logs in through the web form and waits for the landing page.
 * Starts from /login unless the page is already there.
 */
export async function loginViaUi(
  page: Page,
  account: Account = DEMO_MEMBER,
  opts: { remember?: boolean; expectPath?: string | RegExp } = {},
): Promise<void> {
  await openLoginForm(page);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (opts.remember) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(opts.expectPath ?? /\/user-dashboard/);
}

/** The header's avatar menu trigger. */
export function accountMenuTrigger(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

/** Opens the avatar menu and returns it. */
export async function openAccountMenu(page: Page) {
  await accountMenuTrigger(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Logs out through the avatar menu and waits for the home page. */
export async function logoutViaUi(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Logs in through the API; returns the bearer token (for API set-up steps in journeys). */
export async function apiLogin(request: APIRequestContext, account: Account = DEMO_MEMBER): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(body.status).toBe(true);
  const token: unknown = body.data?.token;
  expect(typeof token).toBe('string');
  return token as string;
}

/** GET/POST helper with a bearer token that unwraps the envelope `{status, code, data, message}`. */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<{ code: number; status: boolean; data: T; message?: string }> {
  const res = await request.fetch(url, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  expect(body.code, `${method} ${url}: HTTP ${res.status()} but envelope code ${body.code}`).toBe(res.status());
  return body;
}
