import { customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The workbook as uploaded, kept only until its import has run (decision 0028, background imports). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A member import (POST /api/user/import) run by the `users.member-import` job: the upload's
 * options and file, its progress (counts of the rows so far) and when it ended. The file is
 * deleted (null) once the import has ended; each row's outcome is in member_import_rows.
 */
export const memberImports = pgTable(
  'member_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorIp: text('actor_ip').notNull(),
    /** queued → running → done (or failed: the job gave up; the rows done so far stand). */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    /** MemberImportOptions as validated at upload (planType, amount, txnId, notify). */
    options: jsonb('options').notNull(),
    planType: text('plan_type').notNull(),
    file: bytea('file'),
    rows: integer('rows').notNull(),
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('member_imports_newest_idx').on(t.createdAt.desc())],
);

/**
 * Each row's outcome, written with the row's own work (a created member's in its transaction), so
 * a job run again after a crash resumes after the rows already answered and never creates twice.
 */
export const memberImportRows = pgTable(
  'member_import_rows',
  {
    importId: uuid('import_id').notNull().references(() => memberImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    outcome: text('outcome', { enum: ['created', 'skipped', 'refused'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    /** The cell as the report quotes it (clipped to 200 characters). */
    text: text('text').notNull().default(''),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.importId, t.row] })],
);
