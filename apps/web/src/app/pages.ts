// lazyPage is React.lazy plus preload(), so main.tsx can load the first page before rendering.
import { lazyPage as lazy, type LazyPage } from './lazy-page.tsx';
import type { PAGE_ROUTES } from '@tlt/shared/routes';

type RoutePath = (typeof PAGE_ROUTES)[number]['path'];

/**
 * One lazily loaded page per built route. Keyed by the shared route list, so adding a
 * route there without a page here fails the typecheck instead of shipping a blank screen.
 */
export const PAGES: Record<RoutePath, LazyPage> = {
  '/': lazy(() => import('../features/landing/pages/landing-page.tsx')),
  '/login': lazy(() => import('../features/auth/pages/login-page.tsx')),
  '/404': lazy(() => import('../features/not-found/pages/not-found-page.tsx')),
  '/dashboard': lazy(() => import('../features/dashboard/pages/admin-dashboard-page.tsx')),
  '/user-dashboard': lazy(() => import('../features/dashboard/pages/user-dashboard-page.tsx')),
  '/pricing-plans': lazy(() => import('../features/plans/pages/pricing-plans-page.tsx')),
  '/register': lazy(() => import('../features/checkout/register/register-page.tsx')),
  '/thank-you': lazy(() => import('../features/thank-you/pages/thank-you-page.tsx')),
  '/renew-subscription/:renewalToken': lazy(() => import('../features/checkout/renewal/renew-subscription-page.tsx')),
  '/reset-password': lazy(() => import('../features/auth/pages/reset-password-page.tsx')),
  '/profile': lazy(() => import('../features/profile/pages/profile-page.tsx')),
  '/confirm-email': lazy(() => import('../features/profile/pages/confirm-email-page.tsx')),
  '/admin/plans': lazy(() => import('../features/plans/pages/admin-plans-page.tsx')),
  '/admin/content': lazy(() => import('../features/content-admin/pages/content-admin-page.tsx')),
  // Info pages and funnel pages (features/info).
  '/faqs': lazy(() => import('../features/info/faqs/faqs-page.tsx')),
  '/about-us': lazy(() => import('../features/info/about/about-page.tsx')),
  '/our-performance': lazy(() => import('../features/info/performance/performance-page.tsx')),
  '/how-it-works': lazy(() => import('../features/info/how-it-works/how-it-works-page.tsx')),
  '/refund-policy': lazy(() => import('../features/info/legal/refund-policy-page.tsx')),
  '/privacy-policy': lazy(() => import('../features/info/legal/privacy-policy-page.tsx')),
  '/disclaimer': lazy(() => import('../features/info/legal/disclaimer-page.tsx')),
  '/terms-and-conditions': lazy(() => import('../features/info/legal/terms-page.tsx')),
  '/join-us': lazy(() => import('../features/info/funnel/join-us-page.tsx')),
  '/landing-page': lazy(() => import('../features/info/funnel/landing-variant-page.tsx')),
  '/landing-page-ebook': lazy(() => import('../features/info/funnel/landing-ebook-page.tsx')),
  '/landing-page-webinar': lazy(() => import('../features/info/funnel/landing-webinar-page.tsx')),
  // Blogs (features/blogs); the admin page carries the editor, so Tiptap stays out of public bundles.
  '/blogs': lazy(() => import('../features/blogs/pages/blogs-page.tsx')),
  '/blogs/:slug': lazy(() => import('../features/blogs/pages/blog-page.tsx')),
  '/admin/blogs': lazy(() => import('../features/blogs/pages/admin-blogs-page.tsx')),
  // Contact and the webinar funnel.
  '/contact-us': lazy(() => import('../features/contact/pages/contact-us-page.tsx')),
  '/webinar': lazy(() => import('../features/webinar/pages/webinar-page.tsx')),
  '/webinar-registration': lazy(() => import('../features/webinar/pages/webinar-registration-page.tsx')),
  '/webinar-register-success': lazy(() => import('../features/webinar/pages/webinar-register-success-page.tsx')),
  // The members' community.
  '/posts': lazy(() => import('../features/posts/pages/feed-page.tsx')),
  '/posts/:postId': lazy(() => import('../features/posts/pages/post-page.tsx')),
  '/posts/:postId/:notificationId': lazy(() => import('../features/posts/pages/post-page.tsx')),
  '/community-terms-and-conditions': lazy(() => import('../features/community-terms/pages/terms-wizard-page.tsx')),
  '/all-posts-review': lazy(() => import('../features/posts/pages/review-page.tsx')),
  // Members' tools.
  '/watchlist': lazy(() => import('../features/watchlist/pages/watchlist-page.tsx')),
  '/watchlist/:title': lazy(() => import('../features/watchlist/pages/watchlist-item-page.tsx')),
  '/watchlist/:title/:notificationId': lazy(() => import('../features/watchlist/pages/watchlist-item-page.tsx')),
  '/trade-wisdom': lazy(() => import('../features/trade-wisdom/pages/trade-wisdom-page.tsx')),
  '/trade-wisdom/:wisdomId': lazy(() => import('../features/trade-wisdom/pages/trade-wisdom-item-page.tsx')),
  '/trade-wisdom/:wisdomId/:notificationId': lazy(() => import('../features/trade-wisdom/pages/trade-wisdom-item-page.tsx')),
  '/notifications': lazy(() => import('../features/notifications/pages/notifications-page.tsx')),
  // The back-office.
  '/all-users': lazy(() => import('../features/members/pages/all-users-page.tsx')),
  '/all-users/:userId': lazy(() => import('../features/members/pages/member-detail-page.tsx')),
  '/all-queries': lazy(() => import('../features/back-office/pages/all-queries-page.tsx')),
  '/all-leads': lazy(() => import('../features/back-office/pages/all-leads-page.tsx')),
  '/all-subscribers': lazy(() => import('../features/back-office/pages/all-subscribers-page.tsx')),
  '/admin/audit': lazy(() => import('../features/audit/pages/audit-page.tsx')),
  '/renew-early': lazy(() => import('../features/checkout/renew-early/renew-early-page.tsx')),
  '/admin/invoice-settings': lazy(() => import('../features/invoice-settings/pages/invoice-settings-page.tsx')),
  '/admin/commodity-contracts': lazy(() => import('../features/commodity-contracts/pages/commodity-contracts-page.tsx')),
  '/admin/webinar-registrations': lazy(() => import('../features/back-office/pages/webinar-registrations-page.tsx')),
  '/unsubscribe': lazy(() => import('../features/newsletter/pages/unsubscribe-page.tsx')),
};
