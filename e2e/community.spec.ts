import type { Page } from '@playwright/test';
import {
  createMemberViaApi, DEMO_ADMIN, expect, expectNoSeriousA11y, loginViaUi, newMemberAccount, openOtherWindow, pasteChart, snap,
  test, toast,
} from './helpers.ts';

/** The spec's copy this journey checks (community.md §5, §8). */
const TEXT = {
  agreeRequired: 'Please agree to the terms and conditions to check our community!!',
  agreed: 'Congrats! You can now access the community!!',
  underReview: 'Post created successfully and is under review!!',
  approved: 'Post Approved!!',
  added: 'Added to favorites',
  removed: 'Removed from favorites',
  checkbox: 'I have read and agree to the terms and conditions, the disclaimer and the community rules.',
};

/** The card of the post with this title, wherever it is listed. */
function card(page: Page, title: string) {
  return page.getByRole('article').filter({ hasText: title });
}

test('a member agrees, posts a pasted chart for review; once the admin accepts it, they comment, reply, like and favourite it', async (
  { page, browser, request, adminToken, consoleErrors },
  testInfo,
) => {
  test.slow();
  const member = newMemberAccount(testInfo, 'community', 'Priya Trader');
  await createMemberViaApi(request, adminToken, member);
  const title = `Nifty breakout above 24,500 (${testInfo.project.name} ${Date.now()})`;

  await test.step('login → the terms wizard → Agree', async () => {
    await loginViaUi(page, member, { expectPath: /\/community-terms-and-conditions$/ });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByText(TEXT.agreeRequired)).toBeVisible();
    await snap(page, testInfo, 'community-terms-step3');
    await expectNoSeriousA11y(page, testInfo, 'terms');
    await page.getByLabel(TEXT.checkbox).check();
    await page.getByRole('button', { name: 'Agree' }).click();
    await expect(toast(page, TEXT.agreed)).toBeVisible();
    await page.waitForURL(/\/posts$/);
  });

  await test.step('create a post with a pasted chart → under review', async () => {
    await page.getByRole('button', { name: 'Create Post' }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await pasteChart(page);
    await expect(dialog.getByRole('button', { name: 'Remove chart image 1' })).toBeVisible();
    await dialog.getByText('Intraday', { exact: true }).click();
    await dialog.getByLabel('Risk').fill('1.5');
    await dialog.getByLabel('Risk').blur();
    await expect(dialog.getByLabel('Risk')).toHaveValue('1.50');
    await snap(page, testInfo, 'community-editor');
    await expectNoSeriousA11y(page, testInfo, 'editor');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(toast(page, TEXT.underReview)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Not in the public feed yet; the author sees it under Mine, marked as under review.
    await expect(card(page, title)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Mine' }).click();
    await expect(card(page, title).getByText('Under review')).toBeVisible();
  });

  await test.step('the admin accepts it in the review queue', async () => {
    const { context: adminContext, page: admin, errors: adminErrors } = await openOtherWindow(browser, page, testInfo);
    await loginViaUi(admin, DEMO_ADMIN);
    await admin.goto('/all-posts-review');
    const pending = card(admin, title);
    await expect(pending).toBeVisible();
    await snap(admin, testInfo, 'community-review');
    await expectNoSeriousA11y(admin, testInfo, 'review');
    await pending.getByRole('button', { name: 'ACCEPT' }).click();
    await expect(toast(admin, TEXT.approved)).toBeVisible();
    await expect(pending).toHaveCount(0);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  const post = card(page, title);
  await test.step('the member sees it in the feed; like and favourite', async () => {
    await page.getByRole('tab', { name: 'All' }).click();
    await page.reload();
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: 'Like' }).click();
    await expect(post.getByRole('button', { name: 'Unlike' })).toBeVisible();
    await expect(post.getByRole('button', { name: 'Unlike' })).toContainText('1');
    await post.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(toast(page, TEXT.added)).toBeVisible();
    await expect(post.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await snap(page, testInfo, 'community-feed');
    await expectNoSeriousA11y(page, testInfo, 'feed');
  });

  await test.step('a comment and a reply on the post page', async () => {
    await post.getByRole('link', { name: '0 comments' }).click();
    await page.waitForURL(/\/posts\/[0-9a-f-]{36}$/);
    const comment = page.getByLabel('Write a comment');
    await comment.fill('Entry was clean, volume confirmed it.');
    await comment.press('Enter');
    await expect(page.getByText('Entry was clean, volume confirmed it.')).toBeVisible();
    await page.getByRole('button', { name: `Reply to ${member.name}` }).click();
    const reply = page.getByPlaceholder('Write a reply…');
    await reply.fill('Trailing the stop to 24,380 now.');
    await reply.press('Enter');
    await expect(page.getByText('Trailing the stop to 24,380 now.')).toBeVisible();
    await expect(page.getByText('Today').first()).toBeVisible();
    await snap(page, testInfo, 'community-post-page', true);
    await expectNoSeriousA11y(page, testInfo, 'post-page');
  });

  await test.step('un-favouriting in the favourites view removes the post', async () => {
    await page.goto('/posts');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(post).toBeVisible();
    await post.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(toast(page, TEXT.removed)).toBeVisible();
    await expect(post).toHaveCount(0);
  });

  expect(consoleErrors).toEqual([]);
});
