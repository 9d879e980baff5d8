/**
 * Which chrome a page gets, decided from the pathname alone (site-and-admin §2,
 * community §2). Pages are named by their first path segment so /posts/123 counts as posts.
 */

function firstSegment(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] ?? null;
}

const isLanding = (pathname: string) => firstSegment(pathname) === null;

/** The webinar funnel is three pages: the pitch, the registration and its success page. */
const WEBINAR_PAGES = ['webinar', 'webinar-registration', 'webinar-register-success'];
const TOP_BAR_HIDDEN = new Set([...WEBINAR_PAGES, 'posts', 'notifications', 'trade-wisdom', 'watchlist', 'renew-subscription']);
const FOOTER_HIDDEN = new Set(WEBINAR_PAGES);

export type TopBar = 'default' | 'landing' | null;

/**
 * Which header the layout draws above <main>: the landing page gets the 'landing' variant
 * (floats over the hero, sticks once scrolled past), some pages get none.
 */
export function topBar(pathname: string): TopBar {
  if (isLanding(pathname)) return 'landing';
  return TOP_BAR_HIDDEN.has(firstSegment(pathname) as string) ? null : 'default';
}

export function showsFooter(pathname: string): boolean {
  return !isLanding(pathname) && !FOOTER_HIDDEN.has(firstSegment(pathname) as string);
}

const INFO_PAGES = new Set([
  'about-us', 'blogs', 'pricing-plans', 'contact-us', 'privacy-policy', 'faqs', 'our-performance',
  'disclaimer', 'refund-policy', 'terms-and-conditions', 'thank-you', 'webinar', 'how-it-works', '404',
]);

export type ContactButtonMode = 'hidden' | 'always' | 'after-scroll';

/** Spec §2: public info pages for logged-out visitors; the landing page only once scrolled. */
export function contactButtonMode(pathname: string, signedIn: boolean): ContactButtonMode {
  if (signedIn) return 'hidden';
  if (isLanding(pathname)) return 'after-scroll';
  return INFO_PAGES.has(firstSegment(pathname) as string) ? 'always' : 'hidden';
}

/** Spec §9: share of the page to scroll on / before the contact button appears. */
export function contactButtonScrollThreshold(isPhone: boolean): number {
  return isPhone ? 0.1 : 0.15;
}
