import { stripLocale } from './i18n/locale.ts';

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

const PUBLIC = { kind: 'public' } as const;
const AUTH = { kind: 'auth' } as const;
const ADMIN = { kind: 'admin' } as const;
const guestTo = <const R extends string>(redirect: R) => ({ kind: 'guest', redirect }) as const;
/** Where signed-in visitors of the sign-in and funnel pages go. */
const GUEST_HOME = guestTo('/user-dashboard');

/** Routes in a row that share one access rule, each path keeping its literal type (web's page maps key on them). */
type RoutesOf<P extends readonly string[], A> = { [K in keyof P]: { path: P[K]; access: A } };
function pages<const P extends readonly string[], const A extends PageAccess>(access: A, ...paths: P): RoutesOf<P, A> {
  return paths.map((path) => ({ path, access })) as RoutesOf<P, A>;
}

export const PAGE_ROUTES = [
  ...pages(GUEST_HOME, '/', '/login'),
  { path: '/404', access: PUBLIC },
  { path: '/user-dashboard', access: AUTH },
  /** The admin dashboard; members who land here go on to /user-dashboard. */
  { path: '/dashboard', access: AUTH },
  { path: '/pricing-plans', access: guestTo('/') },
  { path: '/register', access: guestTo('/thank-you') },
  { path: '/thank-you', access: PUBLIC },
  // A reminder mail's renewal link opens signed in or not (issue 26 §4; community.md said it redirected).
  { path: '/renew-subscription/:renewalToken', access: PUBLIC },
  { path: '/reset-password', access: GUEST_HOME },
  // The link of an e-mail change: may open signed in or not (issue 15 §4).
  { path: '/confirm-email', access: PUBLIC },
  { path: '/profile', access: AUTH },
  ...pages(ADMIN, '/admin/plans', '/admin/content'),
  // Info pages (public) and funnel pages (guests only).
  ...pages(PUBLIC, '/faqs', '/about-us', '/our-performance', '/how-it-works'),
  ...pages(PUBLIC, '/refund-policy', '/privacy-policy', '/disclaimer', '/terms-and-conditions'),
  ...pages(GUEST_HOME, '/join-us', '/landing-page', '/landing-page-ebook', '/landing-page-webinar'),
  // Blogs (features/blogs).
  ...pages(PUBLIC, '/blogs', '/blogs/:slug'),
  { path: '/admin/blogs', access: ADMIN },
  // Contact and the webinar funnel (features/contact, features/webinar).
  ...pages(PUBLIC, '/contact-us', '/webinar'),
  ...pages(guestTo('/dashboard'), '/webinar-registration', '/webinar-register-success'),
  // The members' community (community.md §2): features/posts, features/community-terms.
  ...pages(AUTH, '/posts', '/posts/:postId', '/posts/:postId/:notificationId', '/community-terms-and-conditions'),
  { path: '/all-posts-review', access: { kind: 'admin', membersTo: '/' } },
  // Members' tools (issue 11): features/watchlist, features/trade-wisdom, features/notifications.
  ...pages(AUTH, '/watchlist', '/watchlist/:title', '/watchlist/:title/:notificationId'),
  ...pages(AUTH, '/trade-wisdom', '/trade-wisdom/:wisdomId', '/trade-wisdom/:wisdomId/:notificationId'),
  /** The spec's one prefix match (site-and-admin §2). */
  { path: '/notifications', access: AUTH, prefix: true },
  { path: '/admin/commodity-contracts', access: ADMIN },
  // The back-office (issue 13): features/members, features/back-office, features/audit.
  ...pages(ADMIN, '/all-users', '/all-users/:userId', '/all-queries', '/all-leads', '/all-subscribers', '/admin/audit'),
  // The member's payments (issue 15): renew early signed in; the seller on the invoices.
  { path: '/renew-early', access: AUTH },
  { path: '/admin/invoice-settings', access: ADMIN },
  // Running the webinar (issue 26 §6): features/back-office.
  { path: '/admin/webinar-registrations', access: ADMIN },
  // The newsletter mail's one-click unsubscribe (issue 26 §5): no sign-in, signed in or not.
  { path: '/unsubscribe', access: PUBLIC },
] as const satisfies readonly PageRoute[];

function matches(pattern: string, pathname: string, prefix = false): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (prefix ? got.length < want.length : got.length !== want.length) return false;
  return want.every((seg, i) => seg.startsWith(':') ? got[i] !== undefined : seg === got[i]);
}

/** The page route of an address, in either language (`/hi/pricing-plans` is `/pricing-plans`'s Hindi twin). */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const bare = stripLocale(pathname);
  return (PAGE_ROUTES as readonly PageRoute[]).find((r) => matches(r.path, bare, r.prefix));
}
