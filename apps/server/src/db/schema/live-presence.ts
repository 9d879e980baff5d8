import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who has a live notification stream open, in which API process (issue 12, docs/decisions/0022):
 * one row per (process, user), written when the user's first stream opens in that process and
 * deleted when the last one closes; each process refreshes `seen_at` on the streams' heartbeat, so
 * the rows of a process that died are ignored once stale. The push worker, in whichever process,
 * reads it to skip members who see the notification live. Unlogged: it is rebuilt by reconnects
 * and need not survive a crash (no users FK for the same reason: a row outlives nothing).
 */
export const livePresence = pgTable(
  'live_presence',
  {
    processId: text('process_id').notNull(),
    userId: uuid('user_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.userId] }), index('live_presence_user_idx').on(t.userId)],
);
