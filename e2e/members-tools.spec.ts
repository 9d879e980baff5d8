import {
  agreedMemberToken, api, expect, expectBellToMatchServer, expectNoSeriousA11y, memberNotifications, notificationBell,
  openOtherWindow, pasteChart, signInWithToken, snap, test, toast,
} from './helpers.ts';

/** The spec's copy this journey checks (community.md §8). */
const TEXT = {
  watchlistCreated: 'Watch List created successfully!!',
  tradeWisdomCreated: 'Trade Wisdom created successfully!!',
};

/**
 * Issue 11: the admin publishes a watchlist and a trade-wisdom item from their pages; a member
 * who was paid up at that moment gets both notifications, sees the badge count them, opens one,
 * lands on the item and it is marked read; the member filters watchlists by category and sizes a
 * trade from a post.
 */
test('the admin publishes a watchlist and trade wisdom; a member is notified, opens one, filters and sizes a trade', async (
  { page, browser, request, adminToken, consoleErrors },
  testInfo,
) => {
  test.slow();
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const watchlistTitle = `Gold and silver setups (${stamp})`;
  const wisdomTitle = `Cut losers early, let winners run (${stamp})`;
  // Paid up before anything is published: notifications go to who is a member at that moment.
  const memberToken = await agreedMemberToken(request, adminToken, testInfo, 'tools');
  let wisdomNoteId = '';

  await test.step('the admin creates a Commodities watchlist with a pasted chart', async () => {
    const { context, page: admin, errors: adminErrors } = await openOtherWindow(browser, page, testInfo);
    await signInWithToken(admin, request, adminToken);
    await admin.goto('/watchlist');
    await admin.getByRole('button', { name: 'Create Watchlist' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Nothing filled in: the spec's first message, nothing sent.
    await dialog.getByRole('button', { name: 'Create Watchlist' }).click();
    await expect(dialog.getByText('Please enter title!!').first()).toBeVisible();
    await dialog.getByLabel('Title').fill(watchlistTitle);
    await dialog.getByLabel('Category').selectOption('Commodities');
    await pasteChart(admin);
    await expect(dialog.getByRole('button', { name: 'Remove chart image 1' })).toBeVisible();
    await snap(admin, testInfo, 'watchlist-create');
    await expectNoSeriousA11y(admin, testInfo, 'watchlist-create');
    await dialog.getByRole('button', { name: 'Create Watchlist' }).click();
    await expect(toast(admin, TEXT.watchlistCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(watchlistTitle)).toBeVisible();

    await admin.goto('/trade-wisdom');
    await admin.getByRole('button', { name: 'Create Trade Wisdom' }).click();
    const wisdom = admin.getByRole('dialog');
    await wisdom.getByLabel(/Title|Text|Wisdom/).first().fill(wisdomTitle);
    await pasteChart(admin);
    await expect(wisdom.getByRole('button', { name: 'Remove chart image 1' })).toBeVisible();
    await wisdom.getByRole('button', { name: 'Create Trade Wisdom' }).click();
    await expect(toast(admin, TEXT.tradeWisdomCreated)).toBeVisible();
    await expect(admin.getByText(wisdomTitle).first()).toBeVisible();
    await snap(admin, testInfo, 'trade-wisdom-admin');
    await expectNoSeriousA11y(admin, testInfo, 'trade-wisdom-admin');
    expect(adminErrors).toEqual([]);
    await context.close();
  });

  await signInWithToken(page, request, memberToken);

  await test.step('the badge counts both notifications', async () => {
    const mine = await memberNotifications(request, memberToken);
    expect(mine.filter((n) => !n.read && (n.title.includes(watchlistTitle) || n.data.type === 'tradewisdom')).length).toBeGreaterThanOrEqual(2);
    await page.goto('/user-dashboard');
    await expectBellToMatchServer(page, request, memberToken);
    await expect(notificationBell(page)).not.toHaveAccessibleName('Notifications');
    await snap(page, testInfo, 'user-dashboard');
    await expectNoSeriousA11y(page, testInfo, 'user-dashboard');
  });

  await test.step('opening the trade wisdom from its notification lands on it and marks it read', async () => {
    // The address a notification leads to (as a push or the list would open it).
    const wisdomId = (await api<{ _id: string; title: string }[]>(request, memberToken, 'GET', '/api/tradeWisdom/all?offset=0&limit=10'))
      .data.find((w) => w.title === wisdomTitle)!._id;
    const note = (await memberNotifications(request, memberToken)).find((n) => n.data.id === wisdomId)!;
    expect(note.read).toBe(false);
    wisdomNoteId = note._id;
    await page.goto(`/trade-wisdom/${note.data.id}/${note._id}`);
    await expect(page.getByText(wisdomTitle)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/trade-wisdom');
    await expect.poll(async () => (await memberNotifications(request, memberToken)).find((n) => n._id === note._id)!.read).toBe(true);
    await expectBellToMatchServer(page, request, memberToken);
    await snap(page, testInfo, 'trade-wisdom-item');
  });

  await test.step('the notifications page lists both, the unread one highlighted; a click opens the watchlist', async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const watchlistNote = page.getByRole('link').filter({ hasText: watchlistTitle });
    const wisdomNote = page.locator(`a[href$="/${wisdomNoteId}"]`);
    await expect(watchlistNote).toContainText('Unread');
    await expect(wisdomNote).toBeVisible();
    await expect(wisdomNote).not.toContainText('Unread');
    await snap(page, testInfo, 'notifications');
    await expectNoSeriousA11y(page, testInfo, 'notifications');
    await watchlistNote.click();
    await page.waitForURL(/\/watchlist\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: watchlistTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/watchlist');
    // The list marked what it showed read; the watchlist's notification is read now too.
    const watchlistNoteRow = (await memberNotifications(request, memberToken)).find((n) => n.title.includes(watchlistTitle))!;
    expect(watchlistNoteRow.read).toBe(true);
    await expectBellToMatchServer(page, request, memberToken);
    await snap(page, testInfo, 'watchlist-item');
  });

  await test.step('the member filters watchlists by category', async () => {
    await page.goto('/watchlist');
    await expect(page.getByText(watchlistTitle)).toBeVisible();
    await page.getByRole('button', { name: /Categories:/ }).click();
    for (const other of ['Stocks', 'Currencies', 'F&O']) {
      await page.getByRole('menuitemcheckbox', { name: other }).click();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab')).toHaveText(['All', 'Commodities', 'Other']);
    await page.getByRole('tab', { name: 'Commodities' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(watchlistTitle)).toBeVisible();
    // A demo Stocks watchlist is not among them.
    await expect(panel.getByText(/Stocks/)).toHaveCount(0);
    await snap(page, testInfo, 'watchlist-filtered');
    await expectNoSeriousA11y(page, testInfo, 'watchlist');
  });

  await test.step('the member sizes a trade from a post', async () => {
    await page.goto('/posts');
    // A stock post opens in shares (an index or a commodity post opens in lots).
    await page.getByRole('article').filter({ hasText: 'Reliance: pullback' }).getByRole('button', { name: 'Size this trade' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
    const stop = Number(await dialog.getByLabel('Stop loss').inputValue());
    expect(stop).toBeGreaterThan(0);
    await dialog.getByLabel('Capital').fill('100000');
    await dialog.getByLabel('Risk').fill('1');
    // Five rupees above the stop: ₹1,000 at risk buys 200 shares (the spec's worked example).
    await dialog.getByLabel('Entry price').fill(String(stop + 5));
    const result = dialog.getByRole('region', { name: 'Result' });
    await expect(result).toContainText('200');
    await expect(result).toContainText(/buy/i);
    await snap(page, testInfo, 'calculator-from-post');
    await expectNoSeriousA11y(page, testInfo, 'calculator');
  });

  await test.step('a Gold (MCX) post opens the calculator in Commodities with the Gold contract and its figures (issue 26)', async () => {
    const found = await api<{ posts: { _id: string; title: string }[] }>(request, memberToken, 'POST', '/api/post/allPosts', { tags: ['Commodities'] });
    const gold = found.data.posts.find((p) => p.title.startsWith('Gold (MCX) daily'));
    expect(gold, 'the demo Gold post').toBeDefined();
    await page.goto(`/posts/${gold!._id}`);
    await page.getByRole('button', { name: 'Size this trade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trade Calculator' });
    await expect(dialog.getByRole('tab', { name: 'Commodities' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('combobox', { name: 'Contract' }).locator('option:checked')).toHaveText(/^Gold \(1 Kg\)/);
    await expect(dialog.getByLabel('Entry price')).toHaveValue('72400');
    await expect(dialog.getByLabel('Stop loss')).toHaveValue('71200');
    await expect(dialog.getByLabel('Target (optional)')).toHaveValue('75500');
    await expect(dialog.getByLabel('Risk')).toHaveValue('1');
    await dialog.getByLabel('Capital').fill('30000000');
    // 1% of ₹3 crore over ₹1,200 a 10 g at ₹100 a lot per ₹1: 2 lots, never shares.
    await expect(dialog.getByRole('region', { name: 'Result' })).toContainText('buy 2 lots');
    await snap(page, testInfo, 'calculator-from-gold-post');
  });

  expect(consoleErrors).toEqual([]);
});
