import { z } from 'zod';
import { MemberRowSchema } from './members.ts';

/**
 * The admin dashboard's subscription analytics (community.md §4 "Analytics classes", issue 13 §6,
 * decision 0029). Days and months are India's calendar; money is integer paise.
 */

/** The three classes of community.md §4, in the order the dashboard shows them. */
export const ANALYTICS_CLASSES = ['expiringToday', 'expiringWeek', 'expiredActive'] as const;
export type AnalyticsClass = (typeof ANALYTICS_CLASSES)[number];

export const ANALYTICS_CLASS_TITLES: Record<AnalyticsClass, string> = {
  expiringToday: 'Expiring today',
  expiringWeek: 'Expiring within 7 days',
  expiredActive: 'Expired but still active',
};

/**
 * The signup sources the server names itself (an admin's manual payment, the webinar, none known);
 * any other is a campaign's utm source as its link wrote it, shown as data. The values never change
 * with the language: the pages show these three through the catalogue.
 */
export const NAMED_SIGNUP_SOURCES: readonly string[] = ['manual', 'webinar', 'direct'];

/** Each class lists at most this many members (soonest or latest end first); its total counts all. */
export const ANALYTICS_CLASS_LIMIT = 100;
/** Signups by day cover this many India days, today included. */
export const SIGNUP_DAYS = 30;
/** Renewals and churn by month cover this many India months, this one included. */
export const TREND_MONTHS = 12;
/** One member gets at most one renewal reminder from an admin in this many seconds. */
export const REMINDER_INTERVAL_SECONDS = 60;

/** A member as the class lists show them; `active`: whether the account may sign in (a suspended member gets no reminder). */
export const ClassMemberSchema = MemberRowSchema.pick({ _id: true, name: true, email: true, contactNo: true, planType: true, active: true }).extend({
  /** The end of the member's current period (ISO); the class is read from it in India days. */
  endDate: z.string(),
});
export type ClassMember = z.infer<typeof ClassMemberSchema>;

export const AnalyticsClassListSchema = z.object({
  total: z.number().int(),
  members: z.array(ClassMemberSchema),
});
export type AnalyticsClassList = z.infer<typeof AnalyticsClassListSchema>;

const MoneyCountSchema = z.object({ count: z.number().int(), amountPaise: z.number().int() });

/** GET /api/user/analytics. */
export const SubscriptionAnalyticsSchema = z.object({
  /** The instant it was computed for, and that instant's India date (YYYY-MM-DD) and month (YYYY-MM). */
  asOf: z.string(),
  today: z.string(),
  month: z.string(),
  classes: z.object({
    expiringToday: AnalyticsClassListSchema,
    expiringWeek: AnalyticsClassListSchema,
    expiredActive: AnalyticsClassListSchema,
  }),
  /** Members (not admins, not suspended) whose paid period runs now. */
  activeMembers: z.number().int(),
  /** Each running period's price (less what was refunded of it) divided by its months, summed. */
  monthlyRevenuePaise: z.number().int(),
  /** Signups and renewals paid this India month, and refunds the provider accepted this month. */
  collections: MoneyCountSchema,
  refunds: MoneyCountSchema,
  /** The last SIGNUP_DAYS India days, oldest first, days without signups included. */
  signupsByDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** The same days' signups by source ("webinar", a campaign's utm source, "manual", "direct"), most first. */
  signupsBySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
  /** The last TREND_MONTHS India months, oldest first: signups, renewals and expiries (churn). */
  byMonth: z.array(z.object({ month: z.string(), signups: z.number().int(), renewals: z.number().int(), expiries: z.number().int() })),
});
export type SubscriptionAnalytics = z.infer<typeof SubscriptionAnalyticsSchema>;

export const ANALYTICS_MSG = {
  reminderSent: 'Renewal reminder sent',
  reminderFailed: 'Failed to send the renewal reminder. Please try again',
  reminderTooSoon: 'A renewal reminder went to this member less than a minute ago. Please wait a minute.',
  memberNotFound: 'Member not found',
  notAMember: 'Admins have no plan to renew',
  noPlan: 'This member has never paid for a plan',
  suspended: 'This member is suspended: reactivate the account before reminding them',
  notDue: 'This member’s period does not end within 7 days: no reminder needed yet',
  chooseMember: 'Choose a member',
} as const;

/** POST /api/user/sendRenewalReminder. */
export const SendReminderSchema = z.object({
  userId: z.uuid({ error: ANALYTICS_MSG.chooseMember }),
});
export type SendReminderInput = z.infer<typeof SendReminderSchema>;

export const ReminderSentSchema = z.object({ email: z.string(), sentAt: z.string() });
export type ReminderSent = z.infer<typeof ReminderSentSchema>;

