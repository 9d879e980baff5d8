import { addMonths } from 'date-fns';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Course, type CoursePurchase, COURSE_VALIDITY_MONTHS, REFUND_WINDOW_DAYS, coursesForPlanMonths } from '@tlt/shared/courses';
import type { Db } from '../../db/client.ts';
import { coursePurchases, courses } from '../../db/schema/index.ts';

type CourseRow = typeof courses.$inferSelect;

export function toCourseDto(c: CourseRow): Course {
  return {
    _id: c.id, course_id: c.courseId, course_name: c.name, course_description: c.description,
    course_image: c.image, course_amount: c.amountPaise / 100, base_amount: c.basePaise / 100,
    course_duration: c.duration, duration: c.duration, course_lessons: c.lessons, no_of_lessons: c.lessons,
    course_validity: `${c.validityMonths} Months`, slug: c.slug,
  };
}

export const listCourses = async (db: Db) => (await db.select().from(courses).orderBy(asc(courses.amountPaise))).reverse().map(toCourseDto);

/** The courses a plan includes, valid 12 months from `start` (run inside the payment's transaction). */
export async function grantPlanCourses(db: Db, userId: string, months: number, txnId: string, start: Date) {
  const slugs = coursesForPlanMonths(months);
  if (!slugs.length) return;
  const rows = await db.select().from(courses).where(inArray(courses.slug, slugs));
  await db.insert(coursePurchases).values(rows.map((c) => ({
    userId, courseId: c.id, amountPaise: c.amountPaise, txnId, startDate: start,
    endDate: addMonths(start, COURSE_VALIDITY_MONTHS),
  })));
}

const purchasesOf = (db: Db, userId: string) => db
  .select({ p: coursePurchases, c: courses })
  .from(coursePurchases)
  .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
  .where(eq(coursePurchases.userId, userId))
  .orderBy(desc(coursePurchases.endDate));

type PurchaseRow = Awaited<ReturnType<typeof purchasesOf>>[number];

const toPurchase = ({ p, c }: PurchaseRow, now: Date): CoursePurchase => ({
  amount: p.amountPaise / 100, courseId: c.courseId, startDate: p.startDate.toISOString(),
  endDate: p.endDate.toISOString(),
  isRefundPeriodOver: now.getTime() - p.startDate.getTime() > REFUND_WINDOW_DAYS * 86400_000,
  course_name: c.name, slug: c.slug, txnId: p.txnId, userType: 'course' as const,
});

export async function myCourses(db: Db, userId: string, now = new Date()): Promise<CoursePurchase[]> {
  return (await purchasesOf(db, userId)).map((row) => toPurchase(row, now));
}

/** The admin's view of a member's courses: each also says whether a refund ended it early. */
export async function memberCourseAccess(db: Db, userId: string, now = new Date()) {
  return (await purchasesOf(db, userId)).map((row) => ({ ...toPurchase(row, now), endedByRefund: row.p.endedByRefundId !== null }));
}

/** The course access a payment (its member and txnId) bought that is still open at `now`, by course name. */
export async function openCoursesOf(db: Db, userId: string, txnId: string, now = new Date()): Promise<string[]> {
  const rows = await db.select({ name: courses.name }).from(coursePurchases)
    .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
    .where(and(eq(coursePurchases.userId, userId), eq(coursePurchases.txnId, txnId), gt(coursePurchases.endDate, now)))
    .orderBy(asc(courses.name));
  return rows.map((r) => r.name);
}

/**
 * Ends the open course access a payment bought, in the refund's transaction (issue 26 §1): at `now`,
 * or at its start when it has not begun (a queued renewal). The old end is kept for failRefund.
 */
export async function endCoursesForRefund(db: Db, o: { userId: string; txnId: string; refundId: string; now: Date }) {
  await db.update(coursePurchases)
    .set({ endedFrom: sql`${coursePurchases.endDate}`, endDate: sql`greatest(${coursePurchases.startDate}, ${o.now.toISOString()}::timestamptz)`, endedByRefundId: o.refundId })
    .where(and(eq(coursePurchases.userId, o.userId), eq(coursePurchases.txnId, o.txnId), gt(coursePurchases.endDate, o.now)));
}

/** A refund that failed never happened: the course access it ended runs to its old end again. */
export async function restoreCoursesOfRefund(db: Db, refundId: string) {
  await db.update(coursePurchases)
    .set({ endDate: sql`${coursePurchases.endedFrom}`, endedFrom: null, endedByRefundId: null })
    .where(eq(coursePurchases.endedByRefundId, refundId));
}
