import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userType = pgEnum('user_type', ['normal', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index is on the plain column. */
    email: text('email').notNull(),
    contactNo: text('contact_no'),
    passwordHash: text('password_hash').notNull(),
    userType: userType('user_type').notNull().default('normal'),
    active: boolean('active').notNull().default(true),
    isProfitable: boolean('is_profitable').notNull().default(false),
    profileImg: text('profile_img'),
    agree: boolean('agree').notNull().default(false),
    experience: text('experience'),
    /** Signup preference, later the community's author bio (community.md §3). */
    investorType: text('investor_type'),
    portfolio: text('portfolio'),
    /** The learning-platform account: {_id, username}; its password is never kept. */
    courseAccount: jsonb('course_account').$type<{ _id: string; username: string }>(),
    deviceTokens: text('device_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt.desc()),
  ],
);
