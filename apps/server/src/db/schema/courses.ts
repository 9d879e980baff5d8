import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refunds } from './refunds.ts';
import { users } from './users.ts';

/** The video courses (site-and-admin §3 Course). */
export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  courseId: text('course_id').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  amountPaise: integer('amount_paise').notNull(),
  basePaise: integer('base_paise').notNull(),
  duration: text('duration').notNull(),
  lessons: text('lessons').notNull(),
  validityMonths: integer('validity_months').notNull(),
  keySecrets: integer('key_secrets'),
});

/** A member's access to a course (site-and-admin §3 Course purchase item). */
export const coursePurchases = pgTable(
  'course_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').notNull().references(() => courses.id),
    amountPaise: integer('amount_paise').notNull(),
    txnId: text('txn_id').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The refund that ended this access early (issue 26 §1), and the end it had before: given back if that refund fails. */
    endedByRefundId: uuid('ended_by_refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    endedFrom: timestamp('ended_from', { withTimezone: true }),
  },
  (t) => [index('course_purchases_user_idx').on(t.userId)],
);
