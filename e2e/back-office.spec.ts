import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  api, apiLogin, createMemberViaApi, expect, expectNoSeriousA11y, newMemberAccount, openOtherWindow, signInWithToken, snap, test,
  toast, uniqueEmail,
} from './helpers.ts';

/** The spec's copy this journey checks (site-and-admin.md §8). */
const TEXT = {
  refundIssued: 'Refund issued successfully!!',
  queryResolved: 'Query marked as resolved',
};

/** Ten digits starting 9, unique enough for one run: the search finds the member by its last six. */
function uniquePhone(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/**
 * A member who paid through the test checkout, as a visitor does (order → the test provider's Pay →
 * signup): a captured payment the provider can refund.
 */
async function paidMember(request: APIRequestContext, testInfo: TestInfo, name: string, phone: string) {
  const email = uniqueEmail(testInfo, 'refund');
  const order = await api<{ orderId: string }>(request, '', 'POST', '/api/order/create', { planId: 2, name, email });
  expect(order.status, order.message).toBe(true);
  const paid = await api<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }>(
    request, '', 'POST', '/api/payments/test/checkout', { orderId: order.data.orderId, outcome: 'pay' },
  );
  expect(paid.status, paid.message).toBe(true);
  const signup = await api<{ user: { _id: string } }>(request, '', 'POST', '/api/auth/signup', {
    name, email, contactNo: phone, password: 'Member@123', portfolio: '2', experience: '1', investorType: '1', userType: 'normal', active: true,
    payment: { orderId: paid.data.razorpay_order_id, txnId: paid.data.razorpay_payment_id, signature: paid.data.razorpay_signature },
  });
  expect(signup.status, signup.message).toBe(true);
  return { email, name, phone, id: signup.data.user._id, txnId: paid.data.razorpay_payment_id };
}

/** The members list, searched: the row (a table row at 1280 px, a card at 390 px) naming this member. */
function memberEntry(page: Page, email: string) {
  return page.locator('tr, li').filter({ hasText: email });
}

async function searchMembers(page: Page, text: string) {
  await page.getByLabel('Search members').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${text}`));
}

/**
 * Issue 13: the admin finds a member by part of the phone number, marks them profitable, refunds
 * them in full and sees it in the audit log; suspends another, who is signed out; exports the
 * members and the file opens as a workbook holding that member; resolves a query; the dashboard's
 * charts render. axe on each screen.
 */
test('the back-office: find, mark profitable, refund, audit, suspend, export, resolve a query, dashboard', async (
  { page, browser, request, adminToken, consoleErrors },
  testInfo,
) => {
  test.slow();
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const buyer = await paidMember(request, testInfo, `Refund Buyer ${testInfo.project.name}`, uniquePhone());
  const other = newMemberAccount(testInfo, 'suspend', `Suspend Me ${testInfo.project.name}`);
  await createMemberViaApi(request, adminToken, other);
  const otherToken = await apiLogin(request, other);

  await signInWithToken(page, request, adminToken);

  await test.step('find the buyer by part of the phone number and mark them profitable', async () => {
    await page.goto('/all-users');
    await expect(page.getByRole('heading', { level: 1, name: 'All Users' })).toBeVisible();
    await searchMembers(page, buyer.phone.slice(-6));
    const entry = memberEntry(page, buyer.email);
    await expect(entry).toHaveCount(1);
    const profitable = entry.getByRole('switch', { name: `Profitable: ${buyer.name}` });
    await expect(profitable).toHaveAttribute('aria-checked', 'false');
    await profitable.click();
    await expect(profitable).toHaveAttribute('aria-checked', 'true');
    await snap(page, testInfo, 'bo-all-users');
    await expectNoSeriousA11y(page, testInfo, 'bo-all-users');
  });

  await test.step('export the search to Excel: the workbook holds the buyer', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^members-\d\d-\d\d-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain(buyer.email);
    expect(cells).toContain(buyer.name);
  });

  await test.step('refund the buyer in full from their page', async () => {
    await memberEntry(page, buyer.email).getByRole('link', { name: buyer.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: buyer.name })).toBeVisible();
    await expect(page.getByText('Profitable').first()).toBeVisible();
    await page.getByRole('button', { name: `Refund payment ${buyer.txnId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${buyer.name}` });
    await expect(dialog.getByLabel('Amount to refund (₹)')).toHaveValue(/\d/);
    await snap(page, testInfo, 'bo-refund-dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^Refund ₹/ }).click();
    await expect(toast(page, TEXT.refundIssued)).toBeVisible();
    // Refunded in full: the payment offers no further refund and says so.
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('button', { name: `Refund payment ${buyer.txnId}` })).toHaveCount(0);
    await expect(payments.getByText('Refunded').first()).toBeVisible();
    await expectNoSeriousA11y(page, testInfo, 'bo-member');
  });

  await test.step('the audit log shows the refund and the profitable change', async () => {
    await page.goto(`/admin/audit?targetUserId=${buyer.id}`);
    // The entries: table rows at 1280 px, cards at 390 px; each names the member by e-mail.
    const entries = page.getByRole('main').locator('tr, li').filter({ hasText: buyer.email });
    await expect(entries.filter({ hasText: 'Refund issued' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Marked profitable' })).toHaveCount(1);
    await snap(page, testInfo, 'bo-audit');
    await expectNoSeriousA11y(page, testInfo, 'bo-audit');
  });

  await test.step('suspend the other member: their open page is signed out', async () => {
    const { context, page: memberPage } = await openOtherWindow(browser, page, testInfo, [/401/]);
    await signInWithToken(memberPage, request, otherToken);
    await memberPage.goto('/user-dashboard');
    await expect(memberPage).toHaveURL(/\/user-dashboard/);

    await page.goto('/all-users');
    await searchMembers(page, other.email.split('@')[0]!);
    const entry = memberEntry(page, other.email);
    await entry.getByRole('switch', { name: `Active: ${other.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(entry.getByRole('switch', { name: `Active: ${other.name}` })).toHaveAttribute('aria-checked', 'false');

    const res = await request.get('/api/auth', { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(res.status()).toBe(401);
    await memberPage.reload();
    await expect(memberPage).not.toHaveURL(/\/user-dashboard/);
    await context.close();
  });

  await test.step('resolve a query a visitor sent', async () => {
    const message = `Please call me about the annual plan (${stamp})`;
    const sent = await api(request, '', 'POST', '/api/contactus/createQuery', {
      name: 'Query Sender', email: uniqueEmail(testInfo, 'query'), contactNo: '9876543210', message,
    });
    expect(sent.status, sent.message).toBe(true);
    await page.goto('/all-queries');
    const entry = page.locator('tr, li').filter({ hasText: message });
    await expect(entry).toHaveCount(1);
    await snap(page, testInfo, 'bo-queries');
    await expectNoSeriousA11y(page, testInfo, 'bo-queries');
    await entry.getByRole('button', { name: /Resolve/ }).click();
    await expect(toast(page, TEXT.queryResolved)).toBeVisible();
  });

  await test.step('the dashboard: tiles and charts render', async () => {
    await page.goto('/dashboard');
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await snap(page, testInfo, 'bo-dashboard', true);
    await expectNoSeriousA11y(page, testInfo, 'bo-dashboard');
  });

  expect(consoleErrors).toEqual([]);
});

/**
 * Issue 27 §3: an Excel import from the dashboard runs in the background; the admin sees its
 * progress, then the result and the report, and the page stays within a phone's width (the result's
 * filter chips once pushed it to 502 px at 390).
 */
test('the dashboard imports members from Excel: the result, the report, and nothing wider than the screen', async (
  { page, request, adminToken, consoleErrors },
  testInfo,
) => {
  const stamp = `${testInfo.project.name}${Date.now()}`;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Members');
  sheet.addRow(['Email - Name - Contact - Domain']);
  sheet.addRow([`import.${stamp} - Imported Trader - 9876543210 - example.com`]);
  sheet.addRow(['not a member row']);
  sheet.addRow([`import.${stamp} - Same Trader Again - 9876543211 - example.com`]);
  const file = { name: 'members.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) };

  await signInWithToken(page, request, adminToken);
  await page.goto('/dashboard');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Import from Excel' }) });
  await form.locator('input[type=file]').setInputFiles(file);
  await form.getByLabel('Amount each paid (₹)').fill('0');
  await form.getByLabel('Txn id for all').fill(`E2E import ${stamp}`);
  await form.getByRole('button', { name: 'Import' }).click();

  await expect(toast(page, 'Import finished: 1 created, 2 skipped, 1 refused')).toBeVisible();
  await expect(form.getByText('4 rows read on the')).toBeVisible();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download the report (.xlsx)' }).click();
  const report = new ExcelJS.Workbook();
  await report.xlsx.readFile(await (await download).path());
  const outcomes = report.worksheets[0].getColumn(2).values.slice(2);
  expect(outcomes).toEqual(['Skipped', 'Created', 'Refused', 'Skipped']);

  // The refused rows are shown first, behind filter chips that scroll sideways on a phone.
  await expect(form.getByRole('button', { name: 'Refused 1' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await snap(page, testInfo, 'bo-member-import');
  expect(consoleErrors).toEqual([]);
});
