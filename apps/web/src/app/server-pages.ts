import type { PAGE_ROUTES } from '@tlt/shared/routes';

type RoutePath = (typeof PAGE_ROUTES)[number]['path'];

/**
 * The public pages the server renders (decision 0035): a visitor's view that every visitor shares,
 * drawn from the content, the plans, the blogs and the webinar settings. Member and admin pages,
 * and the pages that depend on the visit (registration and checkout with their plan and step, the
 * password reset and e-mail links with their tokens, the thank-you and webinar success pages with
 * what was just done, the webinar registration with its list of every Indian city) are drawn in
 * the browser as before. So is /login: its first screen is a choice of buttons, and a tap on a
 * server-drawn button before the code has run would be lost.
 */
export const SERVER_RENDERED: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/',
  '/pricing-plans',
  '/webinar',
  '/blogs',
  '/blogs/:slug',
  '/about-us',
  '/faqs',
  '/contact-us',
  '/our-performance',
  '/how-it-works',
  '/privacy-policy',
  '/terms-and-conditions',
  '/disclaimer',
  '/refund-policy',
  '/join-us',
  '/landing-page',
  '/landing-page-ebook',
  '/landing-page-webinar',
  '/404',
]);
