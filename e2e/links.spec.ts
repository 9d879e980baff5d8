import type { Page } from '@playwright/test';
import { agreedMemberToken, expect, NETWORK_IDLE_MAX_MS, signInWithToken, test } from './helpers.ts';

/**
 * Issue 11: no link in the app leads to the 404 page. Starting from the signed-in pages, the walk
 * follows every same-site link it finds, including those inside the menus that only exist once
 * opened (the side menu, the community menu, the avatar menu), as a member and as an admin.
 * Addresses that differ only by an id (a post, a watchlist) are visited once per shape.
 */

const STARTS = ['/user-dashboard', '/dashboard', '/posts', '/profile'];
/** Files and API answers are not pages; /404 itself is where a broken link would land. */
const NOT_PAGES = /^\/(api|uploads|assets|docs)\b|\.[a-z0-9]+$/i;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Enough for every page shape the app has today; a runaway walk fails instead of timing out. */
const MAX_PAGES = 80;

/** The shape of an address: ids and slugs under a known list replaced, so each kind is walked once. */
function shapeOf(pathname: string): string {
  return pathname.replace(UUID, ':id').replace(/^\/blogs\/[^/]+$/, '/blogs/:slug');
}

/** Same-site page addresses of every link now in the document. */
async function linksOnPage(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((h) => new URL(h, origin))
    .filter((u) => u.origin === origin && !NOT_PAGES.test(u.pathname))
    .map((u) => u.pathname + u.search);
}

/**
 * Links of the page plus those inside each menu it can open. A menu is the same on every page of
 * the walk (it depends on the role, which stays), so each is opened on the first page that has it:
 * opening all three on each of some forty pages was half the walk's time.
 */
async function allLinks(page: Page, opened: Set<string>): Promise<string[]> {
  const found = new Set(await linksOnPage(page));
  for (const name of ['Open menu', 'Account menu', 'Community menu']) {
    if (opened.has(name)) continue;
    const button = page.getByRole('button', { name, exact: true }).first();
    if (!(await button.isVisible().catch(() => false))) continue;
    opened.add(name);
    await button.click({ timeout: 5_000 });
    await expect(page.locator('[role="dialog"], [role="menu"]').first()).toBeVisible();
    for (const l of await linksOnPage(page)) found.add(l);
    await page.keyboard.press('Escape');
    // Closed before the next menu's button is pressed (an open drawer covers the page).
    await expect(page.locator('[role="dialog"], [role="menu"]')).toHaveCount(0);
  }
  return [...found];
}

async function walk(page: Page): Promise<{ visited: string[]; broken: string[] }> {
  const queue = [...STARTS];
  const shapes = new Set<string>();
  const visited: string[] = [];
  const broken: string[] = [];
  const openedMenus = new Set<string>();
  while (queue.length && visited.length < MAX_PAGES) {
    const target = queue.shift()!;
    const shape = shapeOf(new URL(target, 'http://x').pathname);
    if (shapes.has(shape)) continue;
    shapes.add(shape);
    await page.goto(target);
    await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MAX_MS }).catch(() => {});
    visited.push(target);
    if (new URL(page.url()).pathname === '/404' || (await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) {
      broken.push(target);
      continue;
    }
    for (const link of await allLinks(page, openedMenus)) queue.push(link);
  }
  return { visited, broken };
}

test('as a member, every link in the app leads to a page', async ({ page, request, adminToken }, testInfo) => {
  test.setTimeout(240_000);
  const token = await agreedMemberToken(request, adminToken, testInfo, 'walker');
  await signInWithToken(page, request, token);
  const { visited, broken } = await walk(page);
  expect(broken, `visited ${visited.join(', ')}`).toEqual([]);
  // The walk reached the members' tools through the menus, not only the start pages.
  for (const p of ['/watchlist', '/trade-wisdom', '/notifications']) expect(visited).toContain(p);
  expect(visited.length).toBeLessThan(MAX_PAGES);
});

test('as an admin, every link in the app leads to a page', async ({ page, request, adminToken }) => {
  test.setTimeout(240_000);
  await signInWithToken(page, request, adminToken);
  const { visited, broken } = await walk(page);
  expect(broken, `visited ${visited.join(', ')}`).toEqual([]);
  for (const p of ['/watchlist', '/trade-wisdom', '/notifications', '/all-posts-review', '/admin/commodity-contracts']) {
    expect(visited).toContain(p);
  }
  expect(visited.length).toBeLessThan(MAX_PAGES);
});
