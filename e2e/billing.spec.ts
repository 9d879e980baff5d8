import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import {
  type Account, accountMenuTrigger, createMemberViaApi, currentUser, expect, expectAccountMenuFor, expectLoginRefused, loginViaUi, monthsFromNow,
  openLoginForm, snap, storedToken, takeExpectedHttpError, test, uniqueEmail, waitForMail,
} from './helpers.ts';

/**
 * Money journeys (spec site-and-admin §2 Plans, Registration, Login, Renew Subscription,
 * Thank-you, Reset password; §4 Registration and Renewal; §8 messages), in the phone and
 * desktop projects. The server runs in test payment mode: the checkout is the app's own
 * dialog with Pay, Fail and a close that asks for confirmation.
 *
 * Every journey works on accounts of its own (a fresh email per run and project), so the
 * projects run in parallel without touching each other or the demo accounts.
 */

/** The spec's copy (§8), word for word. */
const TEXT = {
  signupSuccess: 'Registration success!!',
  loginExpired: 'Subscription Expired. Please renew your subscription to continue using our services!!',
  renewSuccess: 'Subscription renewed successfully. Please login to continue',
  forgotSent: 'Please check your email for password reset link',
  resetSuccess: 'Password reset success.',
  cancelConfirm: 'Are you sure you want to cancel the payment?',
};

const PASSWORD = 'Str0ng!pass';
const DAY_MS = 24 * 3600 * 1000;

/** The test checkout: the app's dialog standing in for the provider's (only in test payment mode). */
function checkoutDialog(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Test mode: no real money moves' });
}

/** A toast (sonner, top right, 2.5 s) with exactly this text. */
function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Step 3's plan cards are toggle buttons in the "Plans" group; the selected one is pressed. */
function planButton(page: Page, planType: 'Half-Yearly' | 'Yearly') {
  // "Half-Yearly" contains "Yearly": the Yearly card is the one whose plan name follows "12 months".
  const name = planType === 'Yearly' ? /^12 months.*\bYearly/ : /Half-Yearly/;
  return page.getByRole('group', { name: 'Plans' }).getByRole('button', { name });
}

/** The analytics queue the app pushes its events onto (spec §2: category, action, label, value). */
function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Record<string, unknown>[]);
}

function expectNoConsoleErrors(consoleErrors: string[], where: string) {
  expect(consoleErrors, `console errors ${where}`).toEqual([]);
}

/**
 * /pricing-plans → Get Started on `planType` → step 1 (details) → step 2 (one answer, Skip
 * turns into Proceed) → step 3 with that plan selected → Pay → the test checkout is open.
 */
async function registerUntilCheckout(
  page: Page,
  testInfo: TestInfo,
  consoleErrors: string[],
  request: APIRequestContext,
  member: Account,
  planType: 'Half-Yearly' | 'Yearly',
  shotPrefix: string,
): Promise<void> {
  await test.step('plans page: plan cards and the offer countdown', async () => {
    await page.goto('/pricing-plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans & Pricing' })).toBeVisible();
    for (const plan of ['Quarterly', 'Half-Yearly', 'Yearly']) {
      const card = page.getByRole('article', { name: `${plan} plan`, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: `Get Started with the ${plan} plan` })).toBeVisible();
    }
    // The offer runs daily until 22:00 India time; between then and midnight it is over and hidden.
    const config = await (await request.get('/api/plan/config')).json();
    const timer = page.getByRole('timer');
    if (config.data[0].expired) {
      testInfo.annotations.push({ type: 'note', description: 'offer over for today: countdown hidden' });
      await expect(timer).toHaveCount(0);
    } else {
      await expect(timer).toHaveAccessibleName(/^Offer ends in \d{2}:\d{2}:\d{2}$/);
      await expect(timer).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
      await expect(page.getByText(/^Limited-time offer/)).toBeVisible();
    }
    await snap(page, testInfo, `${shotPrefix}-pricing-plans`, true);
    expectNoConsoleErrors(consoleErrors, 'on /pricing-plans');
  });

  await test.step(`Get Started on the ${planType} card`, async () => {
    const link = page
      .getByRole('article', { name: `${planType} plan`, exact: true })
      .getByRole('link', { name: `Get Started with the ${planType} plan` });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/register\?plan_selected=\d+$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await expect(page.getByRole('heading', { level: 1, name: 'Join Us' })).toBeVisible();
  });

  await test.step('step 1: details', async () => {
    await expect(page.getByRole('heading', { level: 2, name: /Your details/ })).toBeVisible();
    const join = page.getByRole('button', { name: 'Join Us', exact: true });
    await expect(join, 'Join Us stays disabled until the form is complete').toBeDisabled();
    await page.getByLabel('Name', { exact: true }).fill(member.name);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Contact', { exact: true }).fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(member.password);
    await expect(join).toBeDisabled();
    await page.getByRole('checkbox', { name: /^I agree to the/ }).check();
    await expect(join).toBeEnabled();
    await snap(page, testInfo, `${shotPrefix}-register-step1`, true);
    await join.click();
    expectNoConsoleErrors(consoleErrors, 'on register step 1');
  });

  await test.step('step 2: investor profile, Skip turns into Proceed', async () => {
    await expect(page.getByRole('heading', { level: 2, name: /Investor profile/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed', exact: true })).toHaveCount(0);
    await page.getByLabel('Trading experience').selectOption({ label: '1-3 years' });
    await expect(page.getByRole('button', { name: 'Skip', exact: true })).toHaveCount(0);
    const proceed = page.getByRole('button', { name: 'Proceed', exact: true });
    await expect(proceed).toBeVisible();
    await snap(page, testInfo, `${shotPrefix}-register-step2`);
    await proceed.click();
    expectNoConsoleErrors(consoleErrors, 'on register step 2');
  });

  await test.step(`step 3: the ${planType} plan is selected; Pay opens the test checkout`, async () => {
    await expect(page.getByRole('heading', { level: 2, name: /Plan & payment/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Plans' }).getByRole('button')).toHaveCount(3);
    await expect(planButton(page, planType)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Plans' }).getByRole('button', { pressed: true })).toHaveCount(1);
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
    await expect(pay).toBeEnabled();
    await snap(page, testInfo, `${shotPrefix}-register-step3`, true);
    const label = (await pay.textContent())!.trim();
    await pay.click();

    const dialog = checkoutDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${planType} membership`)).toBeVisible();
    await expect(dialog.getByText(member.email, { exact: true })).toBeVisible();
    // The dialog charges what the page's Pay button said.
    await expect(dialog.getByRole('button', { name: label, exact: true })).toBeEnabled();
    await expectInViewport(page, dialog);
    await snap(page, testInfo, `${shotPrefix}-checkout`);
    expectNoConsoleErrors(consoleErrors, 'opening the checkout');
  });
}

/** The whole element is inside the viewport (a dialog must not be cut off on the phone). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const vp = page.viewportSize()!;
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.y, 'top edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'right edge on screen').toBeLessThanOrEqual(vp.width + 0.5);
  expect(box!.y + box!.height, 'bottom edge on screen').toBeLessThanOrEqual(vp.height + 0.5);
}

test('plans → register → pay → thank-you → community link', async ({ page, consoleErrors, request }, testInfo) => {
  const member: Account = { name: 'Asha Buyer', email: uniqueEmail(testInfo, 'buyer'), password: PASSWORD };
  await registerUntilCheckout(page, testInfo, consoleErrors, request, member, 'Half-Yearly', 'j1');

  await test.step('Pay in the checkout → /thank-you', async () => {
    await checkoutDialog(page).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you');
    await expect(toast(page, TEXT.signupSuccess)).toBeVisible();
    await expect(checkoutDialog(page)).toHaveCount(0);
  });

  await test.step('thank-you: congratulations and Join Community to /posts', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Congratulations, Asha!' })).toBeVisible();
    await expect(page.getByText(/Your Half-Yearly plan is active until/)).toBeVisible();
    const join = page.getByRole('link', { name: 'Join Community' });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', '/posts');
    await snap(page, testInfo, 'j1-thank-you', true);
    expectNoConsoleErrors(consoleErrors, 'on /thank-you');
  });

  await test.step('header: the avatar menu names the new member', async () => {
    await expect(accountMenuTrigger(page)).toBeVisible();
    await expectAccountMenuFor(page, testInfo, member.name, 'j1-thank-you-menu');
  });

  await test.step('API: the account has the paid Half-Yearly plan', async () => {
    const user = await currentUser(request, await storedToken(page));
    expect(user.email).toBe(member.email);
    expect(user.name).toBe(member.name);
    expect(user.active).toBe(true);
    const plan = user.payment[0]!;
    expect(plan.planType).toBe('Half-Yearly');
    expect(plan.amount).toBe(17999);
    expect(plan.txnId).not.toBe('');
    expect(plan.orderId).toBeTruthy();
    const days = (Date.parse(plan.endDate) - Date.parse(plan.startDate)) / DAY_MS;
    expect(days, 'a 6-month period').toBeGreaterThanOrEqual(180);
    expect(days, 'a 6-month period').toBeLessThanOrEqual(185);
    expect(Date.parse(plan.startDate)).toBeGreaterThan(Date.now() - DAY_MS);
  });
});

test('a cancelled checkout leaves the visitor on step 3 and creates no account', async ({ page, consoleErrors, request }, testInfo) => {
  const member: Account = { name: 'Ravi Canceller', email: uniqueEmail(testInfo, 'cancel'), password: PASSWORD };
  await registerUntilCheckout(page, testInfo, consoleErrors, request, member, 'Yearly', 'j2');

  await test.step('close the checkout → confirm → cancelled', async () => {
    const dialog = checkoutDialog(page);
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(dialog.getByText(TEXT.cancelConfirm)).toBeVisible();
    await expectInViewport(page, dialog);
    await snap(page, testInfo, 'j2-checkout-confirm-cancel');
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('still on step 3, Pay usable again', async () => {
    await expect(page).toHaveURL(/\/register\?plan_selected=\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: /Plan & payment/ })).toBeVisible();
    await expect(planButton(page, 'Yearly')).toHaveAttribute('aria-pressed', 'true');
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
    await expect(pay).toBeEnabled();
    await snap(page, testInfo, 'j2-register-step3-after-cancel');
    const events = await dataLayer(page);
    expect(events).toContainEqual(expect.objectContaining({
      event: 'event', category: 'Registration', action: 'Payment Cancelled', label: 'Yearly',
    }));
    expect(events.filter((e) => e.action === 'Payment Failed')).toEqual([]);

    // Usable means it opens a new checkout; this time closed with Escape, "No" keeps it open.
    await pay.click();
    const dialog = checkoutDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog.getByText(TEXT.cancelConfirm)).toBeVisible();
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel payment' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(pay).toBeEnabled();
    expect((await dataLayer(page)).filter((e) => e.action === 'Payment Cancelled')).toHaveLength(2);
    expectNoConsoleErrors(consoleErrors, 'after cancelling the checkout');
  });

  await test.step('API: no account for that email', async () => {
    const res = await request.post('/api/user/isUserExists', { data: { email: member.email } });
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
  });
});

test('an expired member logs in, renews and logs in again', async ({ page, consoleErrors, request, adminToken }, testInfo) => {
  const member: Account = { name: 'Esha Expired', email: uniqueEmail(testInfo, 'expired'), password: PASSWORD };

  await test.step('set-up: an admin creates a member whose plan ended 2 months ago', async () => {
    const user = await createMemberViaApi(request, adminToken, member, {
      amount: 17999, txnId: 'NEFT-1', planType: 'Half-Yearly', startDate: monthsFromNow(-8), endDate: monthsFromNow(-2),
    });
    expect(Date.parse(user.payment[0]!.endDate)).toBeLessThan(Date.now());
  });

  await test.step('login answers 402 → /renew-subscription/{token}', async () => {
    await page.goto('/login');
    await openLoginForm(page);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/renew-subscription\/[^/]+$/);
    await expect(toast(page, TEXT.loginExpired)).toBeVisible();
    await takeExpectedHttpError(consoleErrors, 402, '/api/auth/login');
  });

  await test.step('renewal page: the 12-month plan is selected and Most Popular', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Renew Subscription' })).toBeVisible();
    const plans = page.getByRole('group', { name: 'Plans' });
    await expect(plans.getByRole('button')).toHaveCount(3);
    const selected = plans.getByRole('button', { pressed: true });
    await expect(selected).toHaveCount(1);
    await expect(selected).toContainText('12 months');
    await expect(selected).toContainText('Most Popular');
    await expect(plans.getByText('Most Popular', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    await snap(page, testInfo, 'j3-renew-subscription', true);
    expectNoConsoleErrors(consoleErrors, 'on /renew-subscription');
  });

  await test.step('Go → test checkout → Pay → success toast and /login', async () => {
    const go = page.getByRole('button', { name: /^Go · ₹[\d,]+$/ });
    await expect(go).toBeEnabled();
    await go.click();
    const dialog = checkoutDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Yearly membership (12 months)')).toBeVisible();
    await expect(dialog.getByText(member.email, { exact: true })).toBeVisible();
    await expectInViewport(page, dialog);
    await snap(page, testInfo, 'j3-renew-checkout');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(toast(page, TEXT.renewSuccess)).toBeVisible();
    await snap(page, testInfo, 'j3-login-after-renewal');
    expectNoConsoleErrors(consoleErrors, 'renewing');
  });

  await test.step('log in again → /user-dashboard, with a current Yearly plan', async () => {
    await loginViaUi(page, member);
    await expect(accountMenuTrigger(page)).toBeVisible();
    await snap(page, testInfo, 'j3-user-dashboard');
    const user = await currentUser(request, await storedToken(page));
    const plan = user.payment[0]!;
    expect(plan.planType).toBe('Yearly');
    expect(Date.parse(plan.endDate)).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    expectNoConsoleErrors(consoleErrors, 'on /user-dashboard');
  });
});

test('forgot password → mailed link → reset → log in with the new password', async ({ page, consoleErrors, request, adminToken }, testInfo) => {
  const member: Account = { name: 'Farah Forgetful', email: uniqueEmail(testInfo, 'forgot'), password: PASSWORD };
  const newPassword = 'N3w!pass-word';

  await test.step('set-up: an admin creates a current member', async () => {
    await createMemberViaApi(request, adminToken, member);
  });

  await test.step('login page → Forgot password? → the Forgot Password modal → success toast', async () => {
    await page.goto('/login');
    await openLoginForm(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByRole('dialog', { name: 'Forgot Password' });
    await expect(modal).toBeVisible();
    const send = modal.getByRole('button', { name: 'Send reset link' });
    await expect(send, 'disabled while the email is empty').toBeDisabled();
    await modal.getByLabel('Email', { exact: true }).fill(member.email);
    await expectInViewport(page, modal);
    await snap(page, testInfo, 'j4-forgot-password');
    await send.click();
    await expect(toast(page, TEXT.forgotSent)).toBeVisible();
    await expect(modal).toBeHidden();
    expectNoConsoleErrors(consoleErrors, 'asking for a reset link');
  });

  let link = '';
  await test.step('the reset mail holds a /reset-password?token= link', async () => {
    const mail = await waitForMail(member.email, /Reset your password/);
    const found = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.body);
    expect(found, `a reset link in ${mail.file}`).not.toBeNull();
    link = found![0];
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  });

  await test.step('open the link, set the new password twice → toast and /login', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await snap(page, testInfo, 'j4-reset-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(toast(page, TEXT.resetSuccess)).toBeVisible();
    expectNoConsoleErrors(consoleErrors, 'resetting the password');
  });

  await test.step('the old password now fails', async () => {
    await expectLoginRefused(page, member, consoleErrors);
    await snap(page, testInfo, 'j4-login-old-password');
  });

  await test.step('the new password logs in → /user-dashboard', async () => {
    await loginViaUi(page, { ...member, password: newPassword });
    await expect(accountMenuTrigger(page)).toBeVisible();
    await snap(page, testInfo, 'j4-user-dashboard');
    expectNoConsoleErrors(consoleErrors, 'on /user-dashboard');
  });
});
