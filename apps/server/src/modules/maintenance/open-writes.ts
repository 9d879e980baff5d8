/**
 * The writes maintenance leaves open to everyone (decision 0044-maintenance-lets-admins-in): what an
 * admin needs to get back in, and what completes money the provider has already taken. Every
 * other POST/PUT/PATCH/DELETE is refused to all but a signed-in admin; the POST reads stay open.
 */
export const OPEN_WRITES: Record<string, string> = {
  // Getting in: sign in (anyone: only an admin's session lets writes through), and the password reset.
  'POST /api/auth/login': 'getting in',
  'POST /api/user/forgetPassword': 'getting in',
  'POST /api/user/resetPassword': 'getting in',
  // Money: the provider's word is recorded, and a payment already made completes its sign-up or renewal.
  'POST /api/payments/webhook': 'money',
  'POST /api/payments/test/checkout': 'money (test mode plays the provider, which maintenance does not stop)',
  'POST /api/auth/signup': 'money (needs a paid order, made before maintenance)',
  'POST /api/user/renewSubscription': 'money (needs a paid order, made before maintenance)',
  // The open pages' page views (spec §2: each page view is sent to analytics); the screen sends none.
  'POST /api/analytics/events': 'page views',
  // Reads sent as POST (their body is a filter or a question).
  'POST /api/post/allPosts': 'read',
  'POST /api/watchlist/all': 'read',
  'POST /api/user/isUserExists': 'read',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether maintenance refuses this route to all but admins. */
export function refusedInMaintenance(method: string, url: string): boolean {
  return WRITES.has(method.toUpperCase()) && !Object.hasOwn(OPEN_WRITES, `${method.toUpperCase()} ${url}`);
}
