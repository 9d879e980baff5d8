import type { PAGE_ROUTES } from '@tlt/shared/routes';

type RoutePath = (typeof PAGE_ROUTES)[number]['path'];

/**
 * The public pages the server renders (decision 0035): a visitor's view that every visitor shares,
 * drawn from the content, the plans, the blogs and the webinar settings. Member and admin pages,
 * and the forms whose page depends on the visit (registration, checkout, password reset, the
 * thank-you and webinar success pages) are drawn in the browser as before.
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
]);
