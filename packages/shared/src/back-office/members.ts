import { z } from 'zod';
import { LOCALES } from '../i18n/locale.ts';
import { limitParam, offsetParam, pageWindow } from '../paging.ts';
import { CoursePurchaseSchema } from '../courses.ts';
import { blankAsAbsent, boolQueryParam, emailField } from '../fields.ts';
import { expiringWindowEnd } from '../india-time.ts';
import { PaymentSchema, UserSchema } from '../user.ts';
import { RefundSchema } from './refunds.ts';

/** Spec §9: the admin users table 10 per page (10, 20, 30); the users table 500 (100, 200, 500). */
export const ADMIN_MEMBER_PAGE_SIZES = [10, 20, 30] as const;
export const MEMBER_PAGE_SIZES = [100, 200, 500] as const;
/** The most rows one list call answers, whatever it asks for. */
export const MEMBER_LIST_MAX_LIMIT = 500;
/** The longest search the list accepts. */
export const MEMBER_SEARCH_MAX = 100;
/**
 * A search's matches are counted up to this many (decision members-search-budget): past it the list says "1,000+"
 * (`totalCapped`), as GitLab's lists do, instead of counting every "kavita" on each keystroke.
 */
export const MEMBER_COUNT_CAP = 1000;

/** The account: may sign in, or suspended by an admin. */
export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
/** The paid period: current (ends later), expiring (current, ends within 7 days), expired (none current). */
export const MEMBER_PERIODS = ['current', 'expiring', 'expired'] as const;
export type MemberPeriod = (typeof MEMBER_PERIODS)[number];

/** The search and filters shared by GET /api/user/all and GET /api/user/export. */
export const MemberFilterSchema = z.object({
  /** Part of a name, an e-mail or a phone number (digits however typed); case-insensitive. */
  q: z.preprocess(blankAsAbsent, z.string().trim().max(MEMBER_SEARCH_MAX).optional()),
  status: z.preprocess(blankAsAbsent, z.enum(MEMBER_STATUSES).optional()),
  period: z.preprocess(blankAsAbsent, z.enum(MEMBER_PERIODS).optional()),
  profitable: z.preprocess(blankAsAbsent, boolQueryParam.optional()),
  /** A plan's name or alias (Yearly, Annual…): members whose current plan is that plan. */
  plan: z.preprocess(blankAsAbsent, z.string().trim().max(40).optional()),
});
export type MemberFilter = z.output<typeof MemberFilterSchema>;

/** GET /api/user/all?q=&status=&period=&profitable=&plan=&offset=0&limit=10: newest first. */
export const MemberListParamsSchema = MemberFilterSchema.extend({
  offset: offsetParam,
  limit: limitParam(MEMBER_LIST_MAX_LIMIT, ADMIN_MEMBER_PAGE_SIZES[0]),
});
export type MemberListParams = z.input<typeof MemberListParamsSchema>;

/**
 * GET /api/user/export?q=&status=&period=&profitable=&plan=&columns=: the list's search and filters,
 * every match. `columns=email` is the e-mail list of community.md §6 (one column of addresses).
 */
export const MEMBER_EXPORT_COLUMNS = ['all', 'email'] as const;
export const MemberExportParamsSchema = MemberFilterSchema.extend({
  columns: z.preprocess(blankAsAbsent, z.enum(MEMBER_EXPORT_COLUMNS).optional()).transform((c) => c ?? 'all'),
});
export type MemberExportParams = z.input<typeof MemberExportParamsSchema>;

/** A member as the admin's list shows it: never a password, a session or a token. */
export const MemberRowSchema = UserSchema.pick({
  _id: true, name: true, email: true, contactNo: true, userType: true, active: true, isProfitable: true, createdAt: true,
}).extend({
  /**
   * The plan in force (a period bought early waits in `next`) and the end of the member's paid access
   * (the period ending last); null when the member never paid.
   */
  planType: z.string().nullable(),
  endDate: z.string().nullable(),
  /** A period renewed early, queued after the one in force: "Next: Quarterly from 27 Nov 2027". */
  next: z.object({ planType: z.string(), startDate: z.string() }).nullable(),
  /** The latest use of any of the member's sessions (written every few minutes at most). */
  lastSeenAt: z.string().nullable(),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const MemberListSchema = z.object({
  members: z.array(MemberRowSchema),
  ...pageWindow,
  /**
   * True when a search matched more than MEMBER_COUNT_CAP members and counting stopped there:
   * `total` is then the cap, a lower bound ("1,000+"), and more pages may follow it. Absent or false:
   * `total` is exact.
   */
  totalCapped: z.boolean().optional(),
});
export type MemberList = z.infer<typeof MemberListSchema>;

/** The admin's toasts for the two switches (the spec names the calls, not their words). */
export const MEMBER_MSG = {
  activated: 'Member activated. They can sign in again',
  deactivated: 'Member deactivated and signed out everywhere',
  markedProfitable: 'Marked as profitable',
  unmarkedProfitable: 'Marked as not profitable',
  statusFailed: 'Failed to change the member status. Please try again',
  profitableFailed: 'Failed to change the profitable status. Please try again',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  sessionsEnded: 'All sessions ended. The member is signed out everywhere',
  sessionsEndFailed: 'Failed to end the sessions. Please try again',
  notFound: 'Member not found',
  exportFailed: 'Failed to export. Please try again',
  // the calls' own refusals
  activeFlag: 'active must be true or false',
  profitableFlag: 'isProfitable must be true or false',
  invalidId: 'Invalid member id',
} as const;

/** POST /api/user/changeUserStatus (spec §7). */
export const ChangeUserStatusSchema = z.object({ email: emailField, active: z.boolean({ error: MEMBER_MSG.activeFlag }) });
/** POST /api/user/changeUserProfitableStatus (spec §7). */
export const ChangeUserProfitableSchema = z.object({
  email: emailField,
  isProfitable: z.boolean({ error: MEMBER_MSG.profitableFlag }),
});

/** A paid period on the member's detail page; money in rupees. */
export const MemberPaymentSchema = PaymentSchema.omit({ expiry: true }).extend({
  _id: z.string(),
  /** Rupees refunded so far (processed or on its way), so the refund dialog offers only the rest. */
  refunded: z.number(),
  source: z.string(),
  createdAt: z.string(),
  /** The period in force now. */
  current: z.boolean(),
});
export type MemberPayment = z.infer<typeof MemberPaymentSchema>;

/**
 * A refund as the member's detail page lists it (the billing module's record); rupees. What it ended
 * (issue 26 §1): the paid period, the course access the payment bought; never for a failed one.
 */
export const MemberRefundSchema = RefundSchema.pick({ _id: true, paymentId: true, amount: true, createdAt: true, endedPeriod: true, endedCourseAccess: true })
  .extend({ txnId: z.string().nullable(), status: z.string() });
export type MemberRefund = z.infer<typeof MemberRefundSchema>;

/** One signed-in device: read from its user agent; the token is never shown. */
export const MemberSessionSchema = z.object({
  _id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

/** GET /api/user/:id/detail. */
export const MemberDetailSchema = z.object({
  member: MemberRowSchema.extend({
    agree: z.boolean(),
    profileImg: z.string().nullable(),
    experience: z.string().nullable(),
    investorType: z.string().nullable(),
    portfolio: z.string().nullable(),
    /** The learning platform's account name, when one was made. */
    courseUsername: z.string().nullable(),
    /** The language of the member's site, mails and pushes (issue 30 §2). */
    language: z.enum(LOCALES),
  }),
  payments: z.array(MemberPaymentSchema),
  refunds: z.array(MemberRefundSchema),
  /** Each with whether a refund ended it early. */
  courses: z.array(CoursePurchaseSchema.extend({ endedByRefund: z.boolean() })),
  /** Live sessions only (not ended, not past their expiry), latest use first. */
  sessions: z.array(MemberSessionSchema),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

export const MemberIdParamsSchema = z.object({ id: z.uuid({ error: MEMBER_MSG.invalidId }) });

/** POST /api/user/:id/sessions/end: how many sessions it ended. */
export const EndSessionsResultSchema = z.object({ ended: z.number().int() });

/** The period of a member's current plan, as the list's filters count it. */
export function memberPeriod(endDate: string | null, now = new Date()): MemberPeriod {
  if (!endDate) return 'expired';
  const end = new Date(endDate);
  if (end.getTime() <= now.getTime()) return 'expired';
  return end.getTime() <= expiringWindowEnd(now).getTime() ? 'expiring' : 'current';
}
