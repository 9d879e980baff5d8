import { count, desc } from 'drizzle-orm';
import type { SubscriberList } from '@tlt/shared/leads';
import type { Db } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';

/** True when the email is new; a repeat leaves the one row as it was. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db.insert(subscribers).values({ email }).onConflictDoNothing({ target: subscribers.email }).returning({ id: subscribers.id });
  return inserted.length > 0;
}

export async function listSubscribers(db: Db, p: { limit: number; offset: number }): Promise<SubscriberList> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(subscribers),
  ]);
  return {
    subscribers: rows.map((r) => ({ _id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    total: Number(n),
  };
}
