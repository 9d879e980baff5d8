import { api, DEMO_ADMIN, expect, loginViaUi, logoutViaUi, snap, test } from './helpers.ts';

/** The spec's copy (site-and-admin.md §2) and the admin's banner (issue 27 §5). */
const TEXT = {
  screen: 'We are currently working on something awesome. Stay tuned.',
  banner: 'Maintenance mode is on',
};

/**
 * Maintenance that the admin can get through (issue 27 §5): switched on from the admin's page, the
 * site shows only the maintenance screen to a visitor, yet /login still opens and the admin signs
 * back in, reaches the dashboard and switches it off.
 *
 * The switch is the whole server's: the journey keeps it on as briefly as it can and switches it off
 * through the API whatever happens (CI runs the journeys one at a time).
 */
test('maintenance: an admin switches it on, signs out, signs back in through /login and switches it off', async ({ page, request, adminToken, consoleErrors }, testInfo) => {
  try {
    await loginViaUi(page, DEMO_ADMIN);
    await page.goto('/admin/content');
    const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // The admin keeps the site, under a banner that says so.
    const banner = page.getByRole('region', { name: TEXT.banner });
    await expect(banner).toBeVisible();

    // A visitor's write is refused while it is on.
    const write = await api(request, undefined, 'POST', '/api/contactus/createQuery', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' });
    expect(write).toMatchObject({ code: 503, message: TEXT.screen });

    await logoutViaUi(page);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.screen })).toBeVisible();
    // As a visitor arriving finds it (the server draws it).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.screen })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await snap(page, testInfo, 'maintenance-screen');

    // /login still opens, and the admin signs back in.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await loginViaUi(page, DEMO_ADMIN);
    await expect(banner).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(banner).toBeVisible();
    await snap(page, testInfo, 'maintenance-admin-banner');

    // The banner's link leads to the switch.
    await banner.getByRole('link', { name: 'Turn it off' }).click();
    await expect(page).toHaveURL(/\/admin\/content/);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(banner).toHaveCount(0);

    await logoutViaUi(page);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.screen })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  } finally {
    await api(request, adminToken, 'PUT', '/api/underMaintenance', { isTLT: false });
  }
});
