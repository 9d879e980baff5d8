/**
 * The page routes that are built, with their access rule (site-and-admin §2, §6).
 * The web router guards by these; the server answers 404 for paths not listed.
 * Add a route here when its page is built; anything else is the 404 page.
 */
export type PageAccess =
  | { kind: 'public' }
  /** Signed-in visitors are sent to `redirect`. */
  | { kind: 'guest'; redirect: string }
  /** Needs a stored token, otherwise back to /. */
  | { kind: 'auth' }
  /**
   * Needs a token, otherwise back to /; renders only for admins. A signed-in member sees the 404
   * page, or is sent to `membersTo` where the spec says so (/all-posts-review: community.md §8).
   */
  | { kind: 'admin'; membersTo?: string };

export interface PageRoute {
  path: string;
  access: PageAccess;
  /** Prefix match (only /notifications in the spec). */
  prefix?: boolean;
}

export const PAGE_ROUTES = [
  { path: '/', access: { kind: 'guest', redirect: '/user-dashboard' } },
  { path: '/login', access: { kind: 'guest', redirect: '/user-dashboard' } },
  { path: '/404', access: { kind: 'public' } },
  { path: '/user-dashboard', access: { kind: 'auth' } },
  /** The admin dashboard; members who land here go on to /user-dashboard. */
  { path: '/dashboard', access: { kind: 'auth' } },
  { path: '/pricing-plans', access: { kind: 'guest', redirect: '/' } },
  { path: '/register', access: { kind: 'guest', redirect: '/thank-you' } },
  { path: '/thank-you', access: { kind: 'public' } },
  // A reminder mail's renewal link opens signed in or not (issue 26 §4; community.md said it redirected).
  { path: '/renew-subscription/:renewalToken', access: { kind: 'public' } },
  { path: '/reset-password', access: { kind: 'guest', redirect: '/user-dashboard' } },
  // The link of an e-mail change: may open signed in or not (issue 15 §4).
  { path: '/confirm-email', access: { kind: 'public' } },
  { path: '/profile', access: { kind: 'auth' } },
  { path: '/admin/plans', access: { kind: 'admin' } },
  { path: '/admin/content', access: { kind: 'admin' } },
  // Info pages (public) and funnel pages (guests only).
  { path: '/faqs', access: { kind: 'public' } },
  { path: '/about-us', access: { kind: 'public' } },
  { path: '/our-performance', access: { kind: 'public' } },
  { path: '/how-it-works', access: { kind: 'public' } },
  { path: '/refund-policy', access: { kind: 'public' } },
  { path: '/privacy-policy', access: { kind: 'public' } },
  { path: '/disclaimer', access: { kind: 'public' } },
  { path: '/terms-and-conditions', access: { kind: 'public' } },
  { path: '/join-us', access: { kind: 'guest', redirect: '/user-dashboard' } },
  { path: '/landing-page', access: { kind: 'guest', redirect: '/user-dashboard' } },
  { path: '/landing-page-ebook', access: { kind: 'guest', redirect: '/user-dashboard' } },
  { path: '/landing-page-webinar', access: { kind: 'guest', redirect: '/user-dashboard' } },
  // Blogs (features/blogs).
  { path: '/blogs', access: { kind: 'public' } },
  { path: '/blogs/:slug', access: { kind: 'public' } },
  { path: '/admin/blogs', access: { kind: 'admin' } },
  // Contact and the webinar funnel (features/contact, features/webinar).
  { path: '/contact-us', access: { kind: 'public' } },
  { path: '/webinar', access: { kind: 'public' } },
  { path: '/webinar-registration', access: { kind: 'guest', redirect: '/dashboard' } },
  { path: '/webinar-register-success', access: { kind: 'guest', redirect: '/dashboard' } },
  // The members' community (community.md §2): features/posts, features/community-terms.
  { path: '/posts', access: { kind: 'auth' } },
  { path: '/posts/:postId', access: { kind: 'auth' } },
  { path: '/posts/:postId/:notificationId', access: { kind: 'auth' } },
  { path: '/community-terms-and-conditions', access: { kind: 'auth' } },
  { path: '/all-posts-review', access: { kind: 'admin', membersTo: '/' } },
  // Members' tools (issue 11): features/watchlist, features/trade-wisdom, features/notifications.
  { path: '/watchlist', access: { kind: 'auth' } },
  { path: '/watchlist/:title', access: { kind: 'auth' } },
  { path: '/watchlist/:title/:notificationId', access: { kind: 'auth' } },
  { path: '/trade-wisdom', access: { kind: 'auth' } },
  { path: '/trade-wisdom/:wisdomId', access: { kind: 'auth' } },
  { path: '/trade-wisdom/:wisdomId/:notificationId', access: { kind: 'auth' } },
  /** The spec's one prefix match (site-and-admin §2). */
  { path: '/notifications', access: { kind: 'auth' }, prefix: true },
  { path: '/admin/commodity-contracts', access: { kind: 'admin' } },
  // The back-office (issue 13): features/members, features/back-office, features/audit.
  { path: '/all-users', access: { kind: 'admin' } },
  { path: '/all-users/:userId', access: { kind: 'admin' } },
  { path: '/all-queries', access: { kind: 'admin' } },
  { path: '/all-leads', access: { kind: 'admin' } },
  { path: '/all-subscribers', access: { kind: 'admin' } },
  { path: '/admin/audit', access: { kind: 'admin' } },
  // The member's payments (issue 15): renew early signed in; the seller on the invoices.
  { path: '/renew-early', access: { kind: 'auth' } },
  { path: '/admin/invoice-settings', access: { kind: 'admin' } },
  // Running the webinar (issue 26 §6): features/back-office.
  { path: '/admin/webinar-registrations', access: { kind: 'admin' } },
  // The newsletter mail's one-click unsubscribe (issue 26 §5): no sign-in, signed in or not.
  { path: '/unsubscribe', access: { kind: 'public' } },
] as const satisfies readonly PageRoute[];

function matches(pattern: string, pathname: string, prefix = false): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (prefix ? got.length < want.length : got.length !== want.length) return false;
  return want.every((seg, i) => seg.startsWith(':') ? got[i] !== undefined : seg === got[i]);
}

export function findPageRoute(pathname: string): PageRoute | undefined {
  return (PAGE_ROUTES as readonly PageRoute[]).find((r) => matches(r.path, pathname, r.prefix));
}
