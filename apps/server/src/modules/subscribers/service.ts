import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentSource } from '@tlt/shared/account';
import { SUBSCRIBER_MSG, type SubscriberList } from '@tlt/shared/leads';
import type { Db } from '../../db/client.ts';
import { subscribers } from '../../db/schema/index.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';
import { notFound } from '../../lib/errors.ts';
import { recordConsent, withdrawMarketingOf } from '../consents/service.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';

/** Who may get newsletter mail: a subscriber who has not withdrawn (decision 0033). */
const subscribed = isNull(subscribers.unsubscribedAt);

/**
 * True when the email is new, or comes back after withdrawing; a repeat leaves the one row as it
 * was. Either way the marketing consent is recorded in the same transaction (decision 0033): by
 * the e-mail from the public form, by the member from /profile. With `welcome`, a fresh consent
 * also queues the welcome (welcome.ts, issue 14 §9) in that transaction; a repeat gets none.
 */
export async function subscribe(
  db: Db, email: string, by: { userId?: string; source: ConsentSource } = { source: 'newsletter' },
  welcome?: (tx: Db, email: string) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(subscribers).values({ email })
      .onConflictDoUpdate({ target: subscribers.email, set: { unsubscribedAt: null }, setWhere: sql`${subscribers.unsubscribedAt} is not null` })
      .returning({ id: subscribers.id });
    if (!added.length) return false;
    await recordConsent(tx, { userId: by.userId, email, kinds: ['marketing'], source: by.source });
    await welcome?.(tx, email);
    return true;
  });
}

/**
 * Marketing consent withdrawn: the address leaves the list and its export (the newsletter goes out
 * from them), and every marketing consent of the address or its member ends. The one switch behind
 * the profile, the mail's unsubscribe link and the admin's remove (issue 26 §5).
 */
export async function unsubscribe(tx: Db, email: string): Promise<void> {
  await withdrawMarketingOf(tx, email);
  await tx.update(subscribers).set({ unsubscribedAt: sql`now()` }).where(and(eq(subscribers.email, email), subscribed));
}

/** The mail's link: in one transaction, and the same answer when it is used twice. */
export const unsubscribeByLink = (db: Db, email: string) => db.transaction((tx) => unsubscribe(tx, email));

/** DELETE subscribers/:id: an admin takes an address off the list, written to the audit log. */
export async function removeSubscriber(db: Db, actor: AuditActor, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ email: subscribers.email }).from(subscribers).where(and(eq(subscribers.id, id), subscribed)).for('update');
    if (!row) throw notFound(SUBSCRIBER_MSG.notFound);
    await unsubscribe(tx, row.email);
    await recordAudit(tx, { actorId: actor.id, action: 'subscriber.remove', ip: actor.ip, data: { email: row.email } });
    return row.email;
  });
}

const newestFirst = [desc(subscribers.createdAt), desc(subscribers.id)] as const;

/** GET subscribers/all: newest first; (created_at, id) so ties never repeat or skip across pages. */
export async function listSubscribers(db: Db, p: { limit: number; offset: number }): Promise<SubscriberList> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(subscribers).where(subscribed).orderBy(...newestFirst).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(subscribers).where(subscribed),
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
    .where(and(subscribed, olderThan(subscribers.createdAt, subscribers.id, cursor)))
    .orderBy(...newestFirst)
    .limit(pageSize), pageSize);
  for await (const r of rows) yield { email: r.email, createdAt: r.createdAt };
}
