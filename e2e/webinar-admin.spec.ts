import ExcelJS from 'exceljs';
import { api, expect, expectNoSeriousA11y, signInWithToken, snap, test, uniqueEmail } from './helpers.ts';

/**
 * Issue 26 §6: a visitor registers for the webinar; the admin finds them at
 * /admin/webinar-registrations by e-mail, narrows to their session, and exports the list: the
 * workbook holds them. axe on the page.
 */
test('the webinar registrants: find a registrant, narrow to the session, export', async ({ page, request, adminToken }, testInfo) => {
  const email = uniqueEmail(testInfo, 'webinar-admin');
  const name = `Webinar Guest ${testInfo.project.name}`;
  const reg = await api<{ _id: string; slotDate: string }>(request, '', 'POST', '/api/webinar/register', {
    name, email, contact: '9876543210', city: 'Pune', language: 'Hindi',
  });
  expect(reg.status, reg.message).toBe(true);
  // The session's day in India, as the session select's value names it.
  const sessionDay = new Date(new Date(reg.data.slotDate).getTime() + 330 * 60_000).toISOString().slice(0, 10);

  await signInWithToken(page, request, adminToken);
  await page.goto('/admin/webinar-registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinar Registrations' })).toBeVisible();

  await test.step('find the registrant by e-mail', async () => {
    await page.getByLabel('Search registrations').fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    const entry = page.locator('tr, li').filter({ hasText: email });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(name);
    await expect(entry).toContainText('Pune');
    await expect(entry).toContainText('Hindi');
    await expect(entry).toContainText('Not yet');
  });

  await test.step('narrow to the session', async () => {
    await page.getByLabel('Session').selectOption(sessionDay);
    await expect(page).toHaveURL(new RegExp(`[?&]slot=${sessionDay}`));
    await expect(page.locator('tr, li').filter({ hasText: email })).toHaveCount(1);
    await expect(page.getByText('1 registration matches')).toBeVisible();
    await snap(page, testInfo, 'webinar-registrations');
    await expectNoSeriousA11y(page, testInfo, 'webinar-registrations');
  });

  await test.step('export what the list shows: the workbook holds the registrant', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^webinar-registrations-\d\d-\d\d-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Name', 'Email', 'Contact', 'City', 'Language', 'Session', 'Source', 'Registered on', 'Reminder sent']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([email]);
  });
});
