import {
  DEMO_ADMIN, DEMO_MEMBER, accountMenuTrigger, expect, expectAccountMenuFor, guestLoginLink, loginViaUi, logoutViaUi, openAccountMenu, openLoginForm,
  settle, siteHeader, snap, test,
} from './helpers.ts';

/**
 * Smoke: home → login page → Platform Login → log in as the demo member → avatar menu shows the
 * member's name → log out → guest header again. Runs in the phone (390 px) and desktop (1280 px)
 * projects, screenshots into e2e/screenshots/, and no console errors on the way.
 */
test('member logs in and out', async ({ page, consoleErrors }, testInfo) => {
  await test.step('home page', async () => {
    await page.goto('/');
    await settle(page);
    await expect(siteHeader(page)).toBeVisible();
    await expect(accountMenuTrigger(page)).toHaveCount(0);
    await snap(page, testInfo, 'home', true);
    expect(consoleErrors, 'console errors on /').toEqual([]);
  });

  await test.step('go to the login page and choose Platform Login', async () => {
    await (await guestLoginLink(page)).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Platform Login' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await snap(page, testInfo, 'login');
    expect(consoleErrors, 'console errors on /login').toEqual([]);
  });

  await test.step('log in as the demo member', async () => {
    await loginViaUi(page, DEMO_MEMBER, { remember: true });
    await expect(accountMenuTrigger(page)).toBeVisible();
  });

  await test.step('avatar menu shows the member', async () => {
    await settle(page);
    await expectAccountMenuFor(page, testInfo, DEMO_MEMBER.name, 'user-dashboard-menu');
    expect(consoleErrors, 'console errors on /user-dashboard').toEqual([]);
  });

  await test.step('log out: guest header again', async () => {
    await logoutViaUi(page);
    await expect(accountMenuTrigger(page)).toHaveCount(0);
    await expect(await guestLoginLink(page)).toBeVisible();
    expect(consoleErrors, 'console errors after logout').toEqual([]);
  });
});

test('admin logs in through the page and sees the Dashboard entry', async ({ page, consoleErrors }) => {
  await page.goto('/login');
  await openLoginForm(page);
  await loginViaUi(page, DEMO_ADMIN);
  // The community feed has no site header; the avatar menu is on the other pages.
  await page.goto('/user-dashboard');
  const menu = await openAccountMenu(page);
  await expect(menu.getByText(DEMO_ADMIN.name, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await logoutViaUi(page);
  await expect(accountMenuTrigger(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
