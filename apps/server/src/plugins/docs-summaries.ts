/**
 * Operation summaries for the API description (decision 0034). A route's own `schema.summary` wins;
 * then this map, for the spec's paths whose words say little ("allPosts" is a filtered feed read by
 * POST); then a sentence made from the method and the path, which new routes get by themselves.
 */
const SUMMARIES: Record<string, string> = {
  getHealth: 'Health check',
  getHealthReady: 'Readiness: database, LISTEN connection and job queue',
  getUnderMaintenance: 'Read the maintenance flag',
  putUnderMaintenance: 'Switch maintenance mode on or off',
  postAuthLogin: 'Sign in',
  getAuth: 'The signed-in user',
  getAuthLogout: 'Sign out',
  postAuthSignup: 'Sign up after payment',
  postUserIsUserExists: 'Check whether an e-mail is registered',
  postUserRenewSubscription: 'Renew a subscription after payment',
  postUserForgetPassword: 'Send a password reset link',
  postUserResetPassword: 'Set a new password from a reset link',
  patchUserUpdate: 'Update own profile',
  postUserChangePassword: 'Change own password',
  postUpload: 'Upload an image',
  getPlanConfig: 'Read the plans page settings',
  putPlanConfig: 'Update the plans page settings',
  postOrderCreate: 'Create a payment order',
  getRefundQuote: 'Quote a refund',
  postRefundCreate: 'Issue a refund',
  postPaymentsWebhook: 'Payment provider webhook',
  postPaymentsTestCheckout: 'Complete a test checkout',
  getLearningCourses: 'List courses',
  getLearningMyCourses: 'List own courses',
  getContent: 'List content keys',
  getContentValues: 'Read several content entries',
  getContentByKey: 'Read a content entry',
  putContentByKey: 'Update a content entry',
  postAnalyticsEvents: 'Record page events',
  postContactusCreateQuery: 'Send a contact query',
  getContactusSupport: 'Read the support contacts',
  getContactusAllQueries: 'List contact queries',
  getContactusChangeQueryStatus: 'Resolve or reopen a contact query',
  getLeadAllLeads: 'List leads',
  getLeadExport: 'Export leads (Excel)',
  postSubscribersSubscribe: 'Subscribe to the newsletter',
  getSubscribersExport: 'Export subscribers (Excel)',
  postUserImport: 'Import members (Excel)',
  getUserAll: 'List members',
  getUserExport: 'Export members (Excel)',
  postUserChangeUserStatus: 'Suspend or restore a member',
  postUserChangeUserProfitableStatus: "Mark a member's profitability",
  getUserByIdDetail: "A member's details",
  postUserByIdSessionsEnd: "End a member's sessions",
  getAdminAudit: 'List audit entries',
  getAdminAuditFilters: 'Audit log filter choices',
  postWebinarRegister: 'Register for the webinar',
  getBlogsBySlug: 'Read a blog by its slug',
  postPostAllPosts: 'List community posts',
  postPostCreateComment: 'Comment on a post',
  postPostCreateCommentReply: 'Reply to a comment',
  deletePostDeleteCommentReply: 'Delete a reply',
  postPostMakeFavorite: 'Add a post to favorites or remove it',
  postPostLikePost: 'Like or unlike a post',
  postNotificationMarkAsRead: 'Mark notifications as read',
  patchCalculatorContractsById: 'Update a calculator contract',
  getPushVapidPublicKey: 'Read the Web Push public key',
  postPushSubscribe: 'Register a device for push',
  deletePushSubscribe: 'Remove a device from push',
  patchPushPreferences: "Set a device's push preferences",
  getUserAnalytics: 'Subscription analytics',
  postUserSendRenewalReminder: 'Send a renewal reminder',
  // Issue 14: the content editor and the site switches.
  getAdminContentByKey: 'Read a content entry for editing, with its versions',
  getAdminContentByKeyVersionsByVersionId: 'Read a saved version of a content entry',
  postAdminContentByKeyVersionsByVersionIdRestore: 'Restore a saved version of a content entry',
  getAdminSettingsAnalytics: 'Read the analytics ids',
  putAdminSettingsAnalytics: 'Update the analytics ids',
  getAdminLaunchChecklist: 'Placeholders still to replace',
  // Issue 15: invoices and the member's own account.
  postUserRenewEarly: 'Renew before the plan ends',
  getSettingsInvoice: 'Read the invoice settings',
  putSettingsInvoice: 'Update the invoice settings',
  postUserMeSessionsEndOthers: 'Sign out every other device',
  postUserMeEmail: 'Ask to change own e-mail',
  postUserEmailConfirm: 'Confirm an e-mail change from its link',
  putUserMeConsentsMarketing: 'Give or withdraw marketing consent',
  getUserMeExport: 'Export own data (JSON)',
  postUserMeDelete: 'Delete own account',
  postUserByIdErase: "Erase a member's account",
  // Issue 26: running the webinar.
  getWebinarRegistrations: 'List webinar registrations',
  getWebinarRegistrationsExport: 'Export webinar registrations (Excel)',
};

/** Path words that already say what is done: the sentence starts with them. */
const ACTION_WORDS = new Set(['create', 'update', 'delete', 'remove', 'export', 'import', 'register', 'subscribe', 'send', 'change', 'mark', 'end', 'check', 'reset']);

const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * A sentence from the method, the path and the tag, for routes the map does not name:
 * `GET /api/user/all` (members) → "List members"; `POST /api/watchlist/create` (watchlists) → "Create a watchlist";
 * `GET /api/blogs/{id}` → "Read a blog"; `POST /api/post/likePost` (posts) → "Like post (posts)".
 */
export function generatedSummary(method: string, url: string, tag?: string): string {
  const segments = url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean);
  const hasParam = segments.some((s) => /^[:{]/.test(s));
  const split = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
  const lastIsParam = /^[:{]/.test(segments.at(-1) ?? '');
  let words = segments.filter((s) => !/^[:{]/.test(s)).flatMap(split);
  // `/user/me/…` is the caller's own; `/admin/…` says who may call, which the security already does.
  words = words.join(' ').replace(/\b(user )?me\b/, 'own').replace(/^admin\b ?/, '').split(' ').filter(Boolean);
  const noun = tag ?? words[0] ?? 'API';
  const one = singular(noun);
  // The words naming the resource (the tag's words) say nothing the tag does not.
  const own = split(noun).map(singular);
  while (words.length >= own.length && own.every((w, i) => singular(words[i]) === w)) words = words.slice(own.length);
  const listing = words.includes('all');
  const action = method === 'GET' || method === 'POST' ? words.find((w) => ACTION_WORDS.has(w)) : undefined;
  const what = words.filter((w) => w !== 'all' && w !== 'by' && w !== 'id' && w !== action && !ACTION_WORDS.has(w)).join(' ');
  if (listing && (method === 'GET' || method === 'POST')) return capital(`list ${noun}${what ? ` ${what}` : ''}`);
  if (action) return capital(`${action} ${what || `a ${one}`}`);
  if (method === 'GET') {
    if (!what) return hasParam ? `Read a ${one}` : `List ${noun}`;
    // One of something (the path ends in its id): "Read own invoice", "Read a version".
    if (lastIsParam) return capital(`read ${what.startsWith('own ') ? '' : 'a '}${singular(what)}`);
    return capital(what.startsWith('own ') ? `read ${what}` : `read ${noun} ${what}`);
  }
  const thing = lastIsParam && what ? singular(what) : what;
  if (method === 'PUT' || method === 'PATCH') return capital(`update ${thing || `a ${one}`}`);
  if (method === 'DELETE') return capital(`delete ${thing || `a ${one}`}`);
  return what ? `${capital(what)} (${noun})` : `Create a ${one}`;
}

export function summaryOf(operationId: string, method: string, url: string, tag?: string): string {
  return SUMMARIES[operationId] ?? generatedSummary(method, url, tag);
}
