import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * What the API description says of each operation beyond its schemas, read from the route itself
 * (decision 0034): who may call it (its guard), and so which refusals it can answer. Routes added
 * later get the same without listing them; the maps below hold only what a route cannot show.
 */
export type Guard = 'user' | 'member' | 'community' | 'admin';

/** The operation's refusals travel from the route transform to the document's last pass under this extension key. */
export const ERRORS_KEY = 'x-tlt-errors';

/** Statuses the description documents with the error envelope (decision 0034). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 502 | 503;

/**
 * Routes that read a session inside the handler rather than through a guard: a token is optional
 * (a visitor is served), so the description offers both (`security: [{}, {bearer: []}]`). Keyed by operationId.
 */
const OPTIONAL_SESSION = new Set(['getHealth', 'getBlogsBySlug', 'postAnalyticsEvents', 'postAuthSignup', 'postOrderCreate']);

/**
 * Refusals a route's shape does not show (its service decides them), keyed by operationId. Found by
 * reading the services and checked against the fuzz run's answers (decision 0034); a route missing here
 * still documents the rest.
 */
const EXTRA_STATUSES: Record<string, ErrorStatus[]> = {
  // Suspended (401), unpaid (402), wrong e-mail or password (403); the lockout (429).
  postAuthLogin: [401, 402, 403],
  // A stale token (401) or a member's token (403) on an admin's manual signup; the e-mail taken or the order used (409).
  postAuthSignup: [401, 403, 409],
  postUserRenewSubscription: [409],
  // Renew early without a live session (401) or by an admin (403); the e-mail already registered (409); the payment provider failed (502).
  postOrderCreate: [401, 403, 409, 502],
  postRefundCreate: [404, 409, 502],
  getRefundQuote: [404],
  postPaymentsTestCheckout: [404],
  postUserForgetPassword: [502],
  postUserSendRenewalReminder: [404, 409, 429],
  getHealth: [503],
  getNotificationStream: [406],
  // Two exports at once per process (lib/xlsx.ts).
  getUserExport: [503],
  getLeadExport: [503],
  getSubscribersExport: [503],
  // Uploads per hour (429); the image queue full (503).
  postUpload: [429, 503],
  postContactusCreateQuery: [503],
  getContactusChangeQueryStatus: [404],
  postUserChangeUserStatus: [404],
  postUserChangeUserProfitableStatus: [404],
  // A slug already taken.
  postBlogs: [409],
  putBlogsById: [409],
  // Ids in the body or the query rather than the path.
  postPostAllPosts: [404],
  patchPostUpdate: [404],
  postPostCreateComment: [404],
  postPostCreateCommentReply: [404],
  deletePostDeleteComment: [404],
  deletePostDeleteCommentReply: [404],
  postPostMakeFavorite: [404],
  postPostLikePost: [404],
  patchWatchlistUpdate: [404],
  patchTradeWisdomUpdate: [404],
  patchPushPreferences: [404],
  // Another member's id in the body.
  patchUserUpdate: [403],
  // Password attempts per account.
  postUserMeDelete: [429],
  // A mailed document link: not issued yet (409), expired (410); altered is the path's 404.
  getDocumentsByToken: [409, 410],
};

const GUARD_RANK: Guard[] = ['user', 'member', 'community', 'admin'];

/** `GET /api/user/me/invoice/:paymentId` → `getUserMeInvoiceByPaymentId`; `bySlug/:slug` gives `BySlug` once. */
export function operationIdOf(method: string, url: string): string {
  const words: string[] = [];
  for (const segment of url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean)) {
    const param = /^[:{](\w+)\}?$/.exec(segment);
    const part = param ? `by-${param[1]}` : segment;
    const pieces = part.split(/[^A-Za-z0-9]+/).filter(Boolean).map((p) => p[0].toUpperCase() + p.slice(1));
    const joined = pieces.join('');
    if (param && words.at(-1) === joined) continue;
    words.push(joined);
  }
  return method.toLowerCase() + words.join('');
}

type Hook = RouteOptions['onRequest'];
const hooksOf = (h: Hook | RouteOptions['preHandler']): unknown[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/** The strongest of the route's guards (onRequest, preValidation or preHandler), compared by identity with app's. */
export function guardOf(app: FastifyInstance, route: RouteOptions): Guard | undefined {
  const guards: [Guard, unknown][] = [
    ['user', app.requireUser], ['member', app.requireMember], ['community', app.requireCommunity], ['admin', app.requireAdmin],
  ];
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap(hooksOf);
  let found: Guard | undefined;
  for (const [name, fn] of guards) {
    if (hooks.includes(fn) && (!found || GUARD_RANK.indexOf(name) > GUARD_RANK.indexOf(found))) found = name;
  }
  return found;
}

/** Methods whose body Fastify parses (DELETE too, when a content type is sent). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OperationFacts {
  operationId: string;
  guard?: Guard;
  /** A token is read when sent but not required. */
  optionalSession: boolean;
  errors: ErrorStatus[];
}

/** Which refusals a route can answer, from its guard, its schemas and its config. */
export function factsOf(app: FastifyInstance, route: RouteOptions, url: string): OperationFacts {
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const operationId = (route.schema?.operationId as string | undefined) ?? operationIdOf(method, url);
  const schema = route.schema ?? {};
  const guard = guardOf(app, route);
  const takesBody = BODY_METHODS.has(method) || !!schema.body || !!schema.consumes || route.bodyLimit !== undefined;
  const config = (route.config ?? {}) as { rateLimit?: unknown; idempotent?: boolean; refusedInMaintenance?: boolean };
  const limited = config.rateLimit === false ? false : !!config.rateLimit || app.config.limits.globalPerMin > 0;

  const errors = new Set<ErrorStatus>(EXTRA_STATUSES[operationId] ?? []);
  // Every route: the text rule (plugins/text-guard.ts) refuses a NUL or broken Unicode in any path
  // parameter or query, schema or not; and a schema, or a malformed JSON body, is refused the same way.
  errors.add(400);
  if (guard) errors.add(401);
  if (guard === 'member' || guard === 'community') errors.add(402);
  if (guard === 'admin' || guard === 'community') errors.add(403);
  // A path parameter names something that may not exist, and Fastify refuses one over 100 characters (414).
  if (schema.params || /[:{]/.test(url)) errors.add(404).add(414);
  // Idempotency-Key: a repeat while the first still runs (409), the key reused with another body (422).
  if (config.idempotent) errors.add(409).add(422);
  // A body over the limit (413) or of a media type no parser takes (415).
  if (takesBody) errors.add(413).add(415);
  if (limited) errors.add(429);
  // Maintenance on: a write refused to all but admins (modules/maintenance marks which).
  if (config.refusedInMaintenance) errors.add(503);
  return { operationId, guard, optionalSession: OPTIONAL_SESSION.has(operationId), errors: [...errors].sort((a, b) => a - b) };
}
