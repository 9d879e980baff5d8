import { addMonths } from 'date-fns';
import { asc, desc, eq, inArray } from 'drizzle-orm';
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

export async function myCourses(db: Db, userId: string, now = new Date()): Promise<CoursePurchase[]> {
  const rows = await db
    .select({ p: coursePurchases, c: courses })
    .from(coursePurchases)
    .innerJoin(courses, eq(courses.id, coursePurchases.courseId))
    .where(eq(coursePurchases.userId, userId))
    .orderBy(desc(coursePurchases.endDate));
  return rows.map(({ p, c }) => ({
    amount: p.amountPaise / 100, courseId: c.courseId, startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    isRefundPeriodOver: now.getTime() - p.startDate.getTime() > REFUND_WINDOW_DAYS * 86400_000,
    course_name: c.name, slug: c.slug, txnId: p.txnId, userType: 'course' as const,
  }));
}
