import { readFile } from 'node:fs/promises';
import {
  api, createMemberViaApi, expect, expectLoginRefused, expectNoSeriousA11y, loginViaUi, newMemberAccount, snap, test, toast,
} from './helpers.ts';

/** The copy this journey checks (shared account.ts ACCOUNT_MSG, site-and-admin.md §8). */
const TEXT = {
  sessionEnded: 'Signed out of that device',
  accountDeleted: 'Your account has been deleted',
};

/** The "other device": a Windows PC with Firefox, as the devices list names it. */
const OTHER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const OTHER_DEVICE = 'Windows · Firefox 128';
/** A 16×16 green PNG: a post needs one chart image. */
const CHART_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGNgnZZJEmIY1TCqYfhqAADWUwQQJgqbyAAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue 15 §4-7: a member on /profile signs out a session on another device (whose token then
 * stops working), downloads their data (the file read back as JSON holds the post they wrote and
 * no password hash), and deletes their account (signed out, home, and the login is then refused).
 * axe on the profile and the delete dialog.
 */
test('the member\'s own account: sign out another device, download my data, delete my account', async (
  { page, request, adminToken, consoleErrors },
  testInfo,
) => {
  test.slow();
  const member = newMemberAccount(testInfo, 'account', `Account Walker ${testInfo.project.name}`);
  const title = `Bank Nifty above 48,000 (${testInfo.project.name} ${Date.now()})`;

  // Set-up through the API on the "other device": the member agrees to the community terms and posts.
  const user = await createMemberViaApi(request, adminToken, member);
  const login = await request.post('/api/auth/login', {
    data: { email: member.email, password: member.password }, headers: { 'User-Agent': OTHER_UA },
  });
  expect(login.status()).toBe(200);
  const otherToken = (await login.json()).data.token as string;
  const agreed = await api(request, otherToken, 'PATCH', '/api/user/update', { _id: user._id, agree: true });
  expect(agreed.status, agreed.message).toBe(true);
  const upload = await request.post('/api/upload', {
    headers: { Authorization: `Bearer ${otherToken}` },
    multipart: { file: { name: 'chart.png', mimeType: 'image/png', buffer: CHART_PNG } },
  });
  const uploaded = await upload.json();
  expect(upload.status(), uploaded.message).toBe(200);
  const post = await api(request, otherToken, 'POST', '/api/post/create', {
    title, images: [uploaded.data.location], tags: ['Intraday'], targetPrice1: 48200, targetPrice2: 48400, stopLoss: 47900, risk: 1,
  });
  expect(post.status, post.message).toBe(true);

  await test.step('sign in and sign the other device out from /profile', async () => {
    await loginViaUi(page, member, { expectPath: /\/(posts|user-dashboard)$/ });
    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByText('This device')).toBeVisible();
    await expect(devices.getByText(OTHER_DEVICE)).toBeVisible();
    await snap(page, testInfo, 'account-profile', true);
    await expectNoSeriousA11y(page, testInfo, 'account-profile');

    await devices.getByRole('button', { name: `Sign out ${OTHER_DEVICE}` }).click();
    await expect(toast(page, TEXT.sessionEnded)).toBeVisible();
    await expect(devices.getByText(OTHER_DEVICE)).toHaveCount(0);
    await expect(devices.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    const res = await request.get('/api/auth', { headers: { Authorization: `Bearer ${otherToken}` } });
    expect(res.status()).toBe(401);
  });

  await test.step('download my data: a JSON file holding the post, without secrets', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    const data = JSON.parse(text) as { profile: { email: string; name: string }; posts: { title: string }[]; sessions: { device: string; revokedAt: string | null }[] };
    expect(data.profile).toMatchObject({ email: member.email, name: member.name });
    expect(data.posts.map((p) => p.title)).toContain(title);
    // The device signed out a moment ago is in the record, as ended.
    expect(data.sessions.filter((s) => s.device === 'Windows' && s.revokedAt)).toHaveLength(1);
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/);
  });

  await test.step('delete my account: signed out, home, and the login is refused', async () => {
    await page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('radio', { name: /Keep my posts and comments/ })).toBeChecked();
    await dialog.getByLabel('Your password').fill(member.password);
    await snap(page, testInfo, 'account-delete-dialog');
    await expectNoSeriousA11y(page, testInfo, 'account-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page, TEXT.accountDeleted)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    // The guard leaves /profile as soon as the session ends; storage is cleared within the spec's 150 ms after.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'))).toBeNull();
    // A request the page had in flight when its session ended may be answered 401: expected here.
    for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 401\b/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);

    await expectLoginRefused(page, member, consoleErrors);
  });

  expect(consoleErrors).toEqual([]);
});
