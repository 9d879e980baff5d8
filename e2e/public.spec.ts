import type { Page, TestInfo } from '@playwright/test';
import { MSG } from '../packages/shared/src/messages.ts';
import { PAGE_ROUTES, type PageRoute } from '../packages/shared/src/routes.ts';
import { SERVER_RENDERED } from '../apps/web/src/app/server-pages.ts';
import {
  agreedMemberToken, api, expect, floatingOverContent, scrollToFraction, seriousA11yViolations, settle, signInWithToken, snap, test, uniqueEmail,
} from './helpers.ts';

/**
 * Issue 4: every public and guest page at 390 px (phone project) and 1280 px (desktop project),
 * as a visitor: exactly one visible h1, the spec's headings and copy (site-and-admin §2, §8),
 * no console errors, no serious or critical axe-core violation (WCAG 2.0/2.1 A and AA), and a
 * full-page screenshot in e2e/screenshots/. Then the contact form and the webinar registration
 * are submitted through their pages.
 *
 * The routes come from the shared route list, so a page added there is covered on the next run
 * (with the generic checks; add its copy to COPY below). Parameterised routes are skipped, except
 * /blogs/:slug, which gets the first blog that GET /api/blogs/all lists.
 */

const ROUTES = PAGE_ROUTES as readonly PageRoute[];

/** Public and guest pages without parameters, in the route list's order. */
const VISITOR_PAGES = ROUTES.filter((r) => (r.access.kind === 'public' || r.access.kind === 'guest') && !r.path.includes(':')).map((r) => r.path);

/** The spec's copy, word for word (site-and-admin §2 and §8). */
const TEXT = {
  becomeMember: 'BECOME A MEMBER NOW',
  experts: /^Know (Your|The) Experts$/,
  testimonials: "We've Helped Investors Worldwide",
  emi: 'Have Cash Crunch?',
  video: 'Learn from experts who have a track record of over 20 years',
  notFound: 'Page not found',
  goHome: 'Go To Home',
  platformLogin: 'Platform Login',
  courseLogin: 'Course Login',
  joinUs: 'Join Us',
  aboutValues: ['Complete Transparency', 'Practical Learning', 'Providing Value'],
  aboutOffer: ['Affordable Learning', 'Credible Experts', 'Exclusive Content'],
  notMember: "You're not a member",
  webinarSlot: /^7 PM, Sunday, \d{1,2} [A-Z][a-z]+ \d{4}$/,
  webinarRegistered: "You've successfully registered.",
  joinWhatsapp: 'Join Whatsapp Group',
  contactSuccess: 'Query submitted successfully. One of our executive will get in touch with you soon!',
};

function main(page: Page) {
  return page.getByRole('main');
}

/** A link or button with this exact name that the visitor can see (phones hide the header's copy). */
function visibleLink(page: Page, name: string | RegExp) {
  return main(page).getByRole('link', { name, exact: typeof name === 'string' }).filter({ visible: true }).first();
}

/**
 * What each page must say, beyond its one h1. Pages not listed get the generic checks only.
 * Runs against the settled page as a visitor.
 */
const COPY: Record<string, (page: Page, ctx: { testInfo: TestInfo }) => Promise<void>> = {
  '/': async (page) => {
    await expect(visibleLink(page, TEXT.becomeMember)).toBeVisible();
    await expect(visibleLink(page, TEXT.becomeMember)).toHaveAttribute('href', '/register');
    await expect(page.getByRole('heading', { name: 'What You Get' })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.experts })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured On' })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.testimonials })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.emi })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.video })).toBeVisible();
    await expect(page.getByText('Voted in Top 10 Financial Bloggers of Wall Street in 2014, 2020 & 2021')).toBeVisible();
  },
  '/login': async (page) => {
    await expect(page.getByRole('button', { name: TEXT.platformLogin })).toBeVisible();
    await expect(main(page).getByText(TEXT.courseLogin, { exact: true }).first()).toBeVisible();
  },
  '/404': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: TEXT.notFound })).toBeVisible();
    await expect(visibleLink(page, TEXT.goHome)).toHaveAttribute('href', '/');
  },
  '/pricing-plans': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Plans & Pricing' })).toBeVisible();
    for (const plan of ['Quarterly', 'Half-Yearly', 'Yearly']) {
      const card = page.getByRole('article', { name: `${plan} plan`, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: `Get Started with the ${plan} plan` })).toHaveAttribute('href', /^\/register\?plan_selected=\d+$/);
    }
    await expect(main(page).getByRole('link', { name: /Buy Course/i }).first()).toBeVisible();
  },
  '/register': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: TEXT.joinUs })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  },
  '/thank-you': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: TEXT.notMember })).toBeVisible();
    await expect(visibleLink(page, 'Become a Member')).toHaveAttribute('href', '/register');
  },
  '/faqs': async (page) => {
    // Spec §2 FAQ page: beginners, minimum capital, jobs, alerts, EMI, intraday, not an advisor, no guarantees.
    for (const q of [/beginner/i, /minimum capital/i, /job/i, /alerts/i, /EMI/, /intraday/i, /investment advisor/i, /guarantee/i]) {
      await expect(main(page).getByRole('button', { name: q }).first(), `an FAQ question about ${q}`).toBeVisible();
    }
    await expect(main(page).locator('a[href^="mailto:"]').first()).toBeVisible();
  },
  '/about-us': async (page) => {
    for (const t of [...TEXT.aboutValues, ...TEXT.aboutOffer]) await expect(main(page).getByText(t, { exact: true })).toBeVisible();
  },
  '/our-performance': async (page) => {
    await expect(page.getByRole('heading', { name: 'How You Benefit' })).toBeVisible();
    await expect(visibleLink(page, /^Become a Member/)).toHaveAttribute('href', '/register');
  },
  '/how-it-works': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    const img = main(page).getByRole('img').first();
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'the info image loaded').toBe(true);
  },
  '/refund-policy': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    await expect(main(page).getByText(/\b7 (calendar )?days\b/).first()).toBeVisible();
  },
  '/privacy-policy': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
  '/disclaimer': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
  },
  '/terms-and-conditions': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: /^Terms (and|&) Conditions$/ })).toBeVisible();
  },
  '/join-us': async (page) => {
    await expect(visibleLink(page, /Become a Member|Join/i)).toHaveAttribute('href', '/register');
  },
  '/landing-page': async (page) => {
    await expect(visibleLink(page, /Become a Member|Join/i)).toHaveAttribute('href', '/register');
  },
  '/landing-page-ebook': async (page) => {
    await expect(visibleLink(page, /Become a Member|Join/i)).toHaveAttribute('href', '/register');
  },
  '/landing-page-webinar': async (page) => {
    await expect(main(page).locator('a[href="/webinar"]').filter({ visible: true }).first()).toBeVisible();
  },
  '/blogs': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(main(page).locator('a[href^="/blogs/"]').first()).toBeVisible();
  },
  '/contact-us': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(contactField(page, 'Name')).toBeVisible();
    await expect(contactField(page, 'Email')).toBeVisible();
    await expect(contactField(page, 'Description')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Submit' })).toBeVisible();
  },
  '/webinar': async (page) => {
    const config = await (await page.request.get('/api/webinar/config')).json();
    const custom: string | null = config?.data?.customWebinarDate || null;
    await expect(page.getByRole('timer').first()).toBeVisible();
    // The line reads "Next webinar: 7 PM, Sunday, {date}" to screen readers (the label is visually hidden).
    await expect(main(page).getByText(custom ?? new RegExp(TEXT.webinarSlot.source.slice(1, -1))).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: "What you'll get" })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Don't get scammed" })).toBeVisible();
    const faq = page.getByRole('region', { name: /Frequently asked questions/i }).or(page.locator('section[aria-labelledby="webinar-faq"]'));
    await expect(faq.getByRole('button')).toHaveCount(9);
    await expect(faq.getByRole('button', { name: /Hindi|language/i }).first()).toBeVisible();
    await expect(visibleLink(page, 'Register for free')).toHaveAttribute('href', '/webinar-registration');
  },
  '/webinar-registration': async (page) => {
    for (const label of ['Name', 'Email', 'Contact No.', 'Language', 'Slot Details']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: /^City/ })).toBeVisible();
    await expect(page.getByLabel('Slot Details', { exact: true })).toHaveValue(TEXT.webinarSlot);
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  },
  '/webinar-register-success': async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: TEXT.webinarRegistered })).toBeVisible();
    await expect(visibleLink(page, TEXT.joinWhatsapp)).toHaveAttribute('href', /^https:\/\//);
  },
};

/** The contact form's fields, found by their labels (the contact number's label may say "(optional)"). */
function contactField(page: Page, label: 'Name' | 'Email' | 'Contact' | 'Description') {
  const form = main(page).locator('form');
  return label === 'Contact' ? form.getByLabel(/^Contact/) : form.getByLabel(label, { exact: true });
}

/** A file name for the screenshot: "/" → home, "/blogs/x" → blogs-x. */
function shotName(path: string): string {
  return `public-${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}`;
}

/** HTML text as the browser reads it: tags dropped, the entities React writes decoded, spaces collapsed. */
function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page as the server sends it, before any script runs: its first h1's text. */
async function rawHeading(page: Page, path: string): Promise<string | undefined> {
  const res = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), `HTTP status of ${path}`).toBeLessThan(400);
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await res.text());
  return h1 ? htmlText(h1[1]!) : undefined;
}

/**
 * The checks every page gets: one visible h1, its copy, no console errors, axe, a screenshot; on a
 * page the server draws, the same h1 in its HTML before scripts run; and nothing that floats over
 * the page covers text or a control at its top, its middle or its end (issue 14 §1, §6).
 */
async function checkPage(page: Page, testInfo: TestInfo, consoleErrors: string[], path: string, copyKey = path) {
  await test.step('exactly one visible h1', async () => {
    const h1 = page.locator('h1');
    await expect(h1.first()).toBeVisible();
    await expect(h1, `one h1 on ${path}`).toHaveCount(1);
    await expect(h1).toHaveText(/\S/);
  });
  const copy = COPY[copyKey];
  if (copy) await test.step('the spec\'s copy', () => copy(page, { testInfo }));
  // snap waits for the page to settle and scrolls to the top: axe then sees the settled page.
  await test.step('full-page screenshot', () => snap(page, testInfo, shotName(path), true));
  await test.step('axe: no serious or critical violation', async () => {
    const violations = await seriousA11yViolations(page, testInfo, shotName(path));
    expect(violations, `axe on ${path} at ${page.viewportSize()?.width}px:\n${violations.join('\n')}`).toEqual([]);
  });
  if ((SERVER_RENDERED as ReadonlySet<string>).has(copyKey)) {
    await test.step('the main heading is in the HTML before scripts run', async () => {
      const drawn = htmlText(await page.locator('h1').evaluate((h) => h.innerHTML));
      expect(await rawHeading(page, path), `the h1 in the HTML of ${path}`).toBe(drawn);
    });
  }
  await test.step('nothing that floats covers text or a control', async () => {
    // A popup the visitor closes covers the page while open; at the page's end it must leave room.
    for (const [at, popups] of [[0, false], [0.5, false], [1, true]] as const) {
      await scrollToFraction(page, at);
      expect(await floatingOverContent(page, { popups }), `${path} at ${at * 100}% of its height`).toEqual([]);
    }
  });
  expect(consoleErrors, `console errors on ${path}`).toEqual([]);
}

/** Opens a page as a visitor and waits for its route to settle (lazy chunk, data, fonts). */
async function visit(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), `HTTP status of ${path}`).toBeLessThan(400);
  await settle(page);
  // Guest pages send signed-in visitors away; a visitor stays (a redirect here is a bug).
  expect(new URL(page.url()).pathname, `a visitor stays on ${path}`).toBe(path);
}

test.describe('public pages', () => {
  for (const path of VISITOR_PAGES) {
    test(`visitor sees ${path}`, async ({ page, consoleErrors }, testInfo) => {
      await test.step(`open ${path}`, () => visit(page, path));
      await checkPage(page, testInfo, consoleErrors, path);
    });
  }

  test('visitor sees a blog post (/blogs/<slug>)', async ({ page, consoleErrors }, testInfo) => {
    const res = await page.request.get('/api/blogs/all');
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(200);
    const blogs = body.data as { slug: string; title: string }[];
    expect(blogs.length, 'blogs in the demo data').toBeGreaterThan(0);
    const blog = blogs[0]!;
    const path = `/blogs/${blog.slug}`;
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'All blogs' })).toHaveAttribute('href', '/blogs');
    await checkPage(page, testInfo, consoleErrors, path, '/blogs/:slug');
  });
});

/** Issue 14 §1: the members-only text of a locked blog is never in the page a visitor is sent, and a member reads it. */
test('a locked blog: its text is not in the HTML for a visitor, and a member reads it after signing in', async ({ page, request, adminToken, consoleErrors }, testInfo) => {
  const secret = `Members-only ${testInfo.project.name} text: size the position before the entry`;
  const teaser = `A preview for visitors (${testInfo.project.name})`;
  const made = await api<{ id: string; slug: string }>(request, adminToken, 'POST', '/api/blogs', {
    title: `Locked e2e blog ${testInfo.project.name} ${Date.now()}`,
    shortDescription: 'A locked blog for the e2e test',
    description: `<p>${secret}</p>`,
    is_locked: true,
    locked_content: teaser,
  });
  expect(made.status, made.message).toBe(true);
  const blog = made.data!;
  try {
    await test.step('a visitor: the HTML carries the preview, never the text', async () => {
      const html = await (await page.request.get(`/blogs/${blog.slug}`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(teaser);
      expect(html).toContain('This article is for members');
      expect(html).not.toContain(secret);
      await visit(page, `/blogs/${blog.slug}`);
      await expect(page.getByRole('heading', { name: 'This article is for members' })).toBeVisible();
      await expect(page.getByText(secret)).toHaveCount(0);
    });
    await test.step('a member, signed in: the text is there', async () => {
      await signInWithToken(page, request, await agreedMemberToken(request, adminToken, testInfo, 'locked-blog'));
      await page.goto(`/blogs/${blog.slug}`);
      await expect(page.getByText(secret)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'This article is for members' })).toHaveCount(0);
      await snap(page, testInfo, 'public-locked-blog-member');
    });
    expect(consoleErrors).toEqual([]);
  } finally {
    const gone = await api(request, adminToken, 'DELETE', `/api/blogs/${blog.id}`);
    expect(gone.status, gone.message).toBe(true);
  }
});

/**
 * Issue 14 §1: the landing page's sections under its first screens are server-drawn, and their code
 * loads only once the reader scrolls (or they come near the viewport); then they work as before.
 */
test('landing below the fold: drawn at once, its code loaded on the first scroll, and then its form works', async ({ page, consoleErrors }) => {
  const belowTheFold: string[] = [];
  page.on('request', (r) => /\/assets\/below-the-fold-[^/]*\.js$/.test(r.url()) && belowTheFold.push(r.url()));
  await page.goto('/');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  const subscribe = page.locator('section[aria-labelledby="subscribe-title"]');
  await expect(subscribe.getByRole('heading', { level: 2 })).toHaveCount(1);
  // Its code is asked for when the section's observer first reports it near (lib/when-near-viewport.ts):
  // that report comes in a task after the next frame; two frames and a task later it has come and gone.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));
  expect(belowTheFold, 'no below-the-fold code before the reader scrolls').toEqual([]);

  await subscribe.scrollIntoViewIfNeeded();
  await expect.poll(() => belowTheFold.length, { message: 'its code loads on the scroll' }).toBe(1);
  const form = subscribe.locator('form');
  await form.getByRole('textbox').fill('not-an-email');
  // Pressed until the form's code has taken it over: before that, the press is held back.
  await expect(async () => {
    await form.getByRole('button').click();
    await expect(form.getByText(MSG.invalidEmail)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(new URL(page.url()).search, 'no form fields in the address').toBe('');
  expect(consoleErrors).toEqual([]);
});

/**
 * Issue 14 §1: the testimonials carousel (embla) measures its slides only once it comes near the
 * viewport, not while the landing page starts; its arrows then move it, in a loop.
 */
test('landing testimonials: the carousel starts near the viewport and its arrows move it', async ({ page, consoleErrors }) => {
  await visit(page, '/');
  const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
  const slides = carousel.getByRole('group');
  const track = slides.first().locator('xpath=..');
  const count = await slides.count();
  expect(count, 'more than one slide').toBeGreaterThan(1);
  // Out of the first screen, embla has not started: its transform is not on the track yet.
  expect(await track.evaluate((el) => el.style.transform)).not.toContain('translate3d');
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => track.evaluate((el) => el.style.transform), { message: 'embla started' }).toContain('translate3d');
  await expect(slides.nth(0)).toHaveAttribute('aria-current', 'true');
  // The slide on show lines up with the carousel's window (a server-drawn style once left it a
  // third of a card out of line).
  const offset = (i: number) => slides.nth(i).evaluate((el) => Math.round(el.getBoundingClientRect().left - el.parentElement!.parentElement!.getBoundingClientRect().left));
  await expect.poll(() => offset(0), { message: 'the first slide in line' }).toBe(0);
  await carousel.getByRole('button', { name: 'Next testimonials' }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => offset(1), { message: 'the second slide in line once it has moved' }).toBe(0);
  await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
  await carousel.getByRole('button', { name: 'Previous testimonials' }).click();
  await expect(slides.nth(count - 1), 'loops round to the last slide').toHaveAttribute('aria-current', 'true');
  expect(consoleErrors).toEqual([]);
});

/** Issue 14 §1: a server-drawn form pressed before the app's code has run must not send its fields as a plain GET. */
test('a form sent before the page\'s code has run goes nowhere: no fields in the address', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: testInfo.project.use.viewport });
  const page = await context.newPage();
  // The app's code never arrives: the page stays as the server drew it (public/hydrate.js runs).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/contact-us');
  const form = page.locator('main form');
  await form.locator('input[name=name]').fill('Asha Rao');
  await form.locator('input[name=email]').fill('asha.rao@example.com');
  // The submit reaches the document after public/hydrate.js's listener: if it was held back, the
  // browser never sends the form (a navigation would end this page before it answers).
  await page.evaluate(() => {
    (window as unknown as { held: Promise<boolean> }).held = new Promise((resolve) =>
      document.addEventListener('submit', (event) => resolve(event.defaultPrevented), { once: true }));
  });
  await form.locator('button[type=submit]').click();
  expect(await page.evaluate(() => (window as unknown as { held: Promise<boolean> }).held), 'the submit was held back').toBe(true);
  expect(new URL(page.url()).pathname).toBe('/contact-us');
  expect(new URL(page.url()).search, 'no form fields in the address').toBe('');
  await context.close();
});

test('contact form: submitted through /contact-us and listed for the admin', async ({ page, consoleErrors, adminToken }, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact');
  const message = `E2E question from the ${testInfo.project.name} project: how do the alerts reach me?`;

  await test.step('fill and submit the form', async () => {
    await page.goto('/contact-us');
    await settle(page);
    await contactField(page, 'Name').fill('E2E Contact');
    await contactField(page, 'Email').fill(email);
    await contactField(page, 'Contact').fill('9876543210');
    await contactField(page, 'Description').fill(message);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(TEXT.contactSuccess, { exact: true })).toBeVisible();
    await snap(page, testInfo, 'contact-submitted');
    // The form is cleared for the next question.
    await expect(contactField(page, 'Email')).toHaveValue('');
    expect(consoleErrors, 'console errors on /contact-us').toEqual([]);
  });

  await test.step('the admin sees the query (GET /api/contactus/allQueries)', async () => {
    const body = await api<{ queries: { name: string; email: string; contactNo: string | null; message: string; active: boolean }[] }>(
      page.request, adminToken, 'GET', '/api/contactus/allQueries?limit=200&offset=0',
    );
    expect(body.status, body.message).toBe(true);
    const query = body.data.queries.find((q) => q.email === email);
    expect(query, `a query from ${email}`).toBeTruthy();
    expect(query).toMatchObject({ name: 'E2E Contact', message, active: true });
    expect(query!.contactNo).toContain('9876543210');
  });
});

test('webinar registration: from /?utm_source=fb through /webinar-registration to the success page', async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo, 'webinar');

  await test.step('a campaign visit stores utmSource', async () => {
    await page.goto('/?utm_source=fb');
    await settle(page);
    // The landing page stores it from an effect after first paint: wait for it rather than race it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('utmSource'))).toBe('fb');
  });

  await test.step('fill the form', async () => {
    await page.goto('/webinar-registration');
    await settle(page);
    await page.getByLabel('Name', { exact: true }).fill('E2E Webinar');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Contact No.', { exact: true }).fill('9876543210');

    const city = page.getByRole('combobox', { name: /^City/ });
    await city.click();
    await city.pressSequentially('Pun');
    const pune = page.getByRole('listbox', { name: /^City/ }).getByRole('option').filter({ hasText: /^Pune/ }).first();
    await expect(pune).toBeVisible();
    await pune.click();
    await expect(city).toHaveValue(/^Pune\b/);

    await page.getByLabel('Language', { exact: true }).selectOption('Hindi');
    await expect(page.getByLabel('Language', { exact: true })).toHaveValue('Hindi');
    const slot = page.getByLabel('Slot Details', { exact: true });
    await expect(slot).toHaveValue(TEXT.webinarSlot);
    expect(await slot.evaluate((el: HTMLInputElement) => el.readOnly), 'the slot line is read-only').toBe(true);
    await snap(page, testInfo, 'webinar-registration-filled', true);
  });

  let sent: Record<string, unknown> = {};
  await test.step('Sign Up → success page', async () => {
    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/webinar/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    sent = (await request).postDataJSON();
    await page.waitForURL((url) => url.pathname === '/webinar-register-success');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.webinarRegistered })).toBeVisible();
    await expect(visibleLink(page, TEXT.joinWhatsapp)).toBeVisible();
    await snap(page, testInfo, 'webinar-register-success', true);
    expect(consoleErrors, 'console errors in the webinar funnel').toEqual([]);
  });

  await test.step('the registration carries the campaign: source FB', async () => {
    expect(sent).toMatchObject({ name: 'E2E Webinar', email, contact: '9876543210', language: 'Hindi', utmSource: 'fb' });
    expect(String(sent.city)).toMatch(/^Pune\b/);
    // The server stores source "FB" for utmSource "fb" (spec §3); no admin API lists webinar
    // registrations yet, so the stored row itself cannot be read from here.
    testInfo.annotations.push({
      type: 'note',
      description: 'stored webinar source not read back: no admin API lists webinar registrations; checked the request carries utmSource "fb"',
    });
  });
});
