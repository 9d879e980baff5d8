import { z } from 'zod';

/** The two courses (site-and-admin §3 Course). Amounts in rupees. */
export const COURSE_SEED = [
  {
    courseId: 'tlt-technical-analysis', slug: 'technical-analysis', name: 'Profitable Trading Masterclass',
    description: 'Chart reading, entries, exits and risk: the 33 key secrets behind our own trades.',
    amount: 9999, base: 15000, duration: '10+ hrs', lessons: '104', validityMonths: 12, keySecrets: 33,
  },
  {
    courseId: 'tlt-trading-psychology', slug: 'trading-psychology', name: 'Trading Psychology Masterclass',
    description: 'Discipline, patience and handling losses: the habits that keep a trader in the game.',
    amount: 4000, base: 15000, duration: '4+ hrs', lessons: '30+', validityMonths: 12, keySecrets: null,
  },
] as const;

/** Which courses a plan includes: 6 months and up get the trading course, 12 adds psychology. */
export function coursesForPlanMonths(months: number): string[] {
  if (months >= 12) return ['technical-analysis', 'trading-psychology'];
  if (months >= 6) return ['technical-analysis'];
  return [];
}

export const COURSE_VALIDITY_MONTHS = 12;
export const REFUND_WINDOW_DAYS = 7;

export const CourseSchema = z.object({
  _id: z.string(),
  course_id: z.string(),
  course_name: z.string(),
  course_description: z.string(),
  course_image: z.string().nullable(),
  course_amount: z.number(),
  base_amount: z.number(),
  course_duration: z.string(),
  duration: z.string(),
  course_lessons: z.string(),
  no_of_lessons: z.string(),
  course_validity: z.string(),
  slug: z.string(),
});
export type Course = z.infer<typeof CourseSchema>;

/** GET /api/learning/my-courses (site-and-admin §3 Course purchase item). */
export const CoursePurchaseSchema = z.object({
  amount: z.number(),
  courseId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isRefundPeriodOver: z.boolean(),
  course_name: z.string(),
  slug: z.string(),
  txnId: z.string(),
  userType: z.literal('course'),
});
export type CoursePurchase = z.infer<typeof CoursePurchaseSchema>;
