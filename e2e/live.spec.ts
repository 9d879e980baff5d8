import type { Page, Request } from '@playwright/test';
import {
  agreedMemberToken, expect, expectBellToMatchServer, notificationBell, openOtherWindow, signInWithToken, snap, test, toast,
  trackConsoleErrors,
} from './helpers.ts';

const STREAM_PATH = '/api/notification/stream';
const TEXT = { adminPostCreated: 'Post created successfully!!' };

const isStream = (r: Request) => new URL(r.url()).pathname === STREAM_PATH;

/**
 * Issue 12: two tabs of one member and one admin tab. The admin publishes a post with a
 * notification from the post editor; both member tabs show the badge go up and the toast, with no
 * reload, while the browser holds one stream; the feed shows the post; the toast opens it. When the
 * tab holding the stream closes, the other takes it over and asks for what it may have missed.
 */
test('an admin post with a notification reaches every open tab of a member live, over one stream', async (
  { page, browser, request, adminToken, consoleErrors },
  testInfo,
) => {
  test.slow();
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const postTitle = `Crude long above 6,500 (${stamp})`;
  const noteTitle = `New trade: crude (${stamp})`;
  const noteBody = 'Entry, targets and stop inside.';
  const memberToken = await agreedMemberToken(request, adminToken, testInfo, 'live');

  // Every stream request of the member's browser (one context: its tabs share locks and channels).
  const context = page.context();
  const streamRequests: Request[] = [];
  context.on('request', (r) => {
    if (isStream(r)) streamRequests.push(r);
  });

  const first = page;
  let second!: Page;
  let secondErrors: string[] = [];

  await test.step('the member has two tabs open: the feed and the watchlists; one stream serves both', async () => {
    await signInWithToken(first, request, memberToken);
    const opened = context.waitForEvent('request', { predicate: isStream });
    await first.goto('/posts');
    await expect(notificationBell(first)).toHaveAccessibleName('Notifications');
    const stream = await opened;
    // The session token goes in a header, never in the address.
    expect(stream.url()).not.toContain(memberToken);
    expect(await stream.headerValue('authorization')).toBe(`Bearer ${memberToken}`);

    second = await context.newPage();
    secondErrors = trackConsoleErrors(second);
    await signInWithToken(second, request, memberToken);
    await second.goto('/watchlist');
    await expect(notificationBell(second)).toHaveAccessibleName('Notifications');
    // The second tab has joined: it waits in line for the stream's lock (Web Locks), held by the first.
    await expect
      .poll(() => second.evaluate(async () => {
        const { held = [], pending = [] } = await navigator.locks.query();
        return `${held.filter((l) => l.name?.startsWith('tlt-live:')).length} held, ${pending.filter((l) => l.name?.startsWith('tlt-live:')).length} waiting`;
      }))
      .toBe('1 held, 1 waiting');
    expect(streamRequests).toHaveLength(1);
  });

  await test.step('the admin publishes a post with a notification from the post editor', async () => {
    const { context: adminContext, page: admin, errors: adminErrors } = await openOtherWindow(browser, page, testInfo);
    await signInWithToken(admin, request, adminToken);
    await admin.goto('/posts');
    await admin.getByRole('button', { name: 'Create Post' }).filter({ visible: true }).first().click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const title = dialog.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await title.pressSequentially(postTitle);
    await dialog.getByText('Commodities', { exact: true }).click();
    await dialog.getByLabel('Risk').fill('1');
    await dialog.getByLabel('Notification title').fill(noteTitle);
    await dialog.getByLabel('Notification body').fill(noteBody);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(admin, TEXT.adminPostCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  await test.step('both member tabs show the toast and the badge without a reload', async () => {
    for (const tab of [first, second]) {
      await expect(toast(tab, noteTitle)).toBeVisible();
      await expect(toast(tab, noteTitle)).toContainText(noteBody);
      await expectBellToMatchServer(tab, request, memberToken, 1);
    }
    expect(streamRequests).toHaveLength(1);
  });

  await test.step("the toast's Open leads to the post", async () => {
    // By keyboard: a toast of a journey running beside this one may lie on top of it in the stack.
    await toast(second, noteTitle).getByRole('button', { name: 'Open' }).focus();
    await second.keyboard.press('Enter');
    await second.waitForURL(/\/posts\/[^/]+\/[^/]+$/);
    await expect(second.getByText(postTitle)).toBeVisible();
  });

  await test.step('the feed shows the new post without a reload', async () => {
    await expect(first.getByRole('article').filter({ hasText: postTitle })).toBeVisible();
    await snap(first, testInfo, 'live-feed');
    expect(streamRequests).toHaveLength(1);
  });

  await test.step('when the tab holding the stream closes, the other takes it over and asks for what came after', async () => {
    const leader = streamRequests[0]!.frame().page();
    const other = leader === first ? second : first;
    const takeover = context.waitForEvent('request', { predicate: isStream, timeout: 10_000 });
    await leader.close();
    const next = await takeover;
    expect(next.frame().page()).toBe(other);
    expect(await next.headerValue('last-event-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(streamRequests).toHaveLength(2);
  });

  expect(consoleErrors).toEqual([]);
  expect(secondErrors).toEqual([]);
});
