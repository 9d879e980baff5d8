import { count, desc } from 'drizzle-orm';
import type { SubscriberList } from '@tlt/shared/leads';
import type { Db } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';

/** True when the email is new; a repeat leaves the one row as it was. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db.insert(subscribers).values({ email }).onConflictDoNothing({ target: subscribers.email }).returning({ id: subscribers.id });
  return inserted.length > 0;
}

const newestFirst = [desc(subscribers.createdAt), desc(subscribers.id)] as const;

/** GET subscribers/all: newest first; (created_at, id) so ties never repeat or skip across pages. */
export async function listSubscribers(db: Db, p: { limit: number; offset: number }): Promise<SubscriberList> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(subscribers).orderBy(...newestFirst).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(subscribers),
  ]);
  return {
    subscribers: rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    total: Number(n),
    limit: p.limit,
    offset: p.offset,
  };
}

/** Subscribers read per statement by the export: one page is all it holds at once. */
export const SUBSCRIBER_EXPORT_PAGE = 1_000;

/** Every subscriber, newest first, for the Excel export: keyset pages (lib/newest-first.ts), never all rows at once. */
export async function* subscriberExportRows(db: Db, o: { pageSize?: number } = {}): AsyncGenerator<{ email: string; createdAt: Date }> {
  const pageSize = o.pageSize ?? SUBSCRIBER_EXPORT_PAGE;
  const rows = newestFirstRows((cursor) => db
    .select({ id: subscribers.id, email: subscribers.email, createdAt: subscribers.createdAt, cursorAt: cursorText(subscribers.createdAt) })
    .from(subscribers)
    .where(olderThan(subscribers.createdAt, subscribers.id, cursor))
    .orderBy(...newestFirst)
    .limit(pageSize), pageSize);
  for await (const r of rows) yield { email: r.email, createdAt: r.createdAt };
}
