import type { APIRequestContext, Page } from '@playwright/test';
import { PAGE_ROUTES, type PageRoute } from '../packages/shared/src/routes.ts';
import { localizePath } from '../packages/shared/src/i18n/locale.ts';
import { englishWords } from './hindi-words.ts';
import { agreedMemberToken, api, expect, runAxe, seriousA11yViolations, settle, signInWithToken, test } from './helpers.ts';

/**
 * The walk (issue 30 §7 and §8, docs/decisions/0072-one-walk.md): every page of the app as a
 * visitor, a member and an admin, each visited once per width, and on each
 * - axe's colour-contrast rule in the light theme, then in the dark one (the page switched in place,
 *   as the site's own switch does: the theme is CSS alone; dark-mode.spec checks the server draws it);
 * - at 390 px (the phone project) the page's Hindi twin, failing on any visible English interface
 *   word outside the allow-list (hindi-words.ts). What people wrote is left out by its marks:
 *   `lang` other than Hindi (an English blog or quote: "en"; members' posts, comments, lists, whose
 *   language nobody knows: ""), and `translate="no"` (names, tickers, devices);
 * - at 1280 px the English page.
 * One visit per page does all three, so the walk costs what one of them did before.
 */

const ROUTES = PAGE_ROUTES as readonly PageRoute[];
const bare = (...kinds: PageRoute['access']['kind'][]) => ROUTES.filter((r) => kinds.includes(r.access.kind) && !r.path.includes(':')).map((r) => r.path);
type Theme = 'light' | 'dark';

interface Findings {
  contrast: string[];
  english: string[];
}

/** The visible text of the page and its placeholders, but what people wrote (marked: see above). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const other = (el: Element | null) => el?.closest('[lang]:not([lang="hi"]):not(html), [translate="no"]') != null;
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || other(el) || el.closest('script, style, noscript, template')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!other(field) && field.checkVisibility()) parts.push(field.placeholder);
    }
    return parts.join('\n');
  });
}

async function contrast(page: Page, theme: Theme, where: string, into: string[]) {
  const results = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
  // Only this rule: the page's other rules are expectNoSeriousA11y's, in the journeys.
  for (const v of results.violations.filter((x) => x.id === 'color-contrast')) {
    for (const n of v.nodes) into.push(`${theme} ${where}: ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

async function walk(page: Page, paths: string[], hindi: boolean): Promise<Findings> {
  const found: Findings = { contrast: [], english: [] };
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.context().addCookies([{ name: 'theme', value: 'light', url: test.info().project.use.baseURL! }]);
  for (const path of paths) {
    const address = hindi ? localizePath(path, 'hi') : path;
    const response = await page.goto(address);
    expect(response?.status(), address).toBeLessThan(400);
    await settle(page);
    // A toast fading in or out has blended colours (helpers.ts, expectNoSeriousA11y).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    const where = `${address}${new URL(page.url()).pathname === address ? '' : ` (at ${new URL(page.url()).pathname})`}`;
    await expect(page.locator('html'), where).toHaveAttribute('data-theme', 'light');
    if (hindi) {
      await expect(page.locator('html'), where).toHaveAttribute('lang', 'hi');
      const words = englishWords(await interfaceText(page));
      if (words.length) found.english.push(`${where}: ${words.join(' ')}`);
    }
    await contrast(page, 'light', where, found.contrast);
    await page.evaluate(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
      // Colours move by CSS transitions (0.01 ms under reduced motion, but ended only by the next
      // frames): read before them, text has its light colour on the dark background.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {})));
    });
    await contrast(page, 'dark', where, found.contrast);
  }
  return found;
}

async function firstBlog(request: APIRequestContext): Promise<string[]> {
  const body = await api<{ slug: string }[]>(request, undefined, 'GET', '/api/blogs/all');
  return body.data?.[0] ? [`/blogs/${body.data[0].slug}`] : [];
}

async function firstPost(request: APIRequestContext, token: string): Promise<string[]> {
  const body = await api<{ posts?: { _id: string }[] }>(request, token, 'POST', '/api/post/allPosts', { page: 1 });
  const id = body.data?.posts?.[0]?._id;
  return id ? [`/posts/${id}`] : [];
}

async function firstMember(request: APIRequestContext, token: string): Promise<string[]> {
  const body = await api<{ members?: { _id: string }[] }>(request, token, 'GET', '/api/user/all?page=1');
  const id = body.data?.members?.[0]?._id;
  return id ? [`/all-users/${id}`] : [];
}

function report(found: Findings, testInfo: ReturnType<typeof test.info>) {
  void testInfo.attach('walk', { body: [...found.english, ...found.contrast].join('\n'), contentType: 'text/plain' });
  expect(found.english, 'English words on Hindi pages').toEqual([]);
  expect(found.contrast, 'colour contrast below WCAG AA').toEqual([]);
}

test.describe('the walk: every page, both themes, Hindi at 390 px', () => {
  test.describe.configure({ timeout: 360_000 });

  test('as a visitor', async ({ page, request }, testInfo) => {
    const paths = [...bare('public', 'guest'), ...(await firstBlog(request))];
    report(await walk(page, paths, testInfo.project.name === 'phone'), testInfo);
  });

  test('as a member', async ({ page, request, adminToken }, testInfo) => {
    const token = await agreedMemberToken(request, adminToken, testInfo, 'walk');
    await signInWithToken(page, request, token);
    const paths = [...bare('auth'), ...(await firstPost(request, token))];
    report(await walk(page, paths, testInfo.project.name === 'phone'), testInfo);
  });

  test('as an admin', async ({ page, request, adminToken }, testInfo) => {
    await signInWithToken(page, request, adminToken);
    const paths = ['/dashboard', ...bare('admin'), ...(await firstMember(request, adminToken))];
    report(await walk(page, paths, testInfo.project.name === 'phone'), testInfo);
  });
});

test('the checks bite: axe finds low contrast and an image without a name on a page', async ({ page }, testInfo) => {
  await page.goto('/about-us');
  await settle(page);
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Grey on grey';
    p.style.cssText = 'color:#777;background:#888';
    const img = document.createElement('img');
    img.src = '/favicon.ico';
    document.querySelector('main')!.append(p, img);
  });
  const found: string[] = [];
  await contrast(page, 'light', '/about-us', found);
  expect(found, 'the grey paragraph').toHaveLength(1);
  expect((await seriousA11yViolations(page, testInfo, 'bite')).join('\n')).toMatch(/color-contrast[\s\S]*image-alt|image-alt[\s\S]*color-contrast/);
});
