import { eq, sql } from 'drizzle-orm';
import { COMMUNITY_MSG, type TradeWisdom, type TradeWisdomInputSchema } from '@tlt/shared/community';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tradeWisdom, users } from '../../db/schema/index.ts';
import { clipText } from '../../lib/clip-text.ts';
import { chartItemColumns } from '../../lib/chart-item.ts';
import { notFound } from '../../lib/errors.ts';
import type { MembersNotifier } from '../push/index.ts';

type TradeWisdomInput = z.output<typeof TradeWisdomInputSchema>;

/** How much of the lesson a notification shows. */
export const NOTICE_BODY_CHARS = 140;
export const NOTICE_TITLE = 'New trade wisdom';

const selection = {
  id: tradeWisdom.id,
  title: tradeWisdom.title,
  images: tradeWisdom.images,
  createdAt: tradeWisdom.createdAt,
  updatedAt: tradeWisdom.updatedAt,
  authorId: users.id,
  authorName: users.name,
  authorImg: users.profileImg,
};

const withAuthor = (db: Db) => db.select(selection).from(tradeWisdom).innerJoin(users, eq(users.id, tradeWisdom.postedBy));
type Row = Awaited<ReturnType<typeof withAuthor>>[number];

const toTradeWisdom = (r: Row): TradeWisdom => ({
  _id: r.id,
  title: r.title,
  images: r.images,
  postedBy: { _id: r.authorId, name: r.authorName, profileImg: r.authorImg },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The lesson as plain text (line breaks kept), only images `allowed` admits. */
const columns = (input: TradeWisdomInput, allowed: (url: string) => boolean) => chartItemColumns(input, allowed);


/** Newest first (created_at, then id), `offset`/`limit` paged (10 a page, community.md §9). */
export async function listTradeWisdom(db: Db, offset: number, limit: number): Promise<TradeWisdom[]> {
  const rows = await withAuthor(db)
    // `nulls last` as trade_wisdom_newest_idx is (drizzle's .desc()), so the index gives the order.
    .orderBy(sql`${tradeWisdom.createdAt} desc nulls last`, sql`${tradeWisdom.id} desc nulls last`)
    .offset(offset).limit(limit);
  return rows.map(toTradeWisdom);
}

export async function getTradeWisdom(db: Db, id: string): Promise<TradeWisdom> {
  const [row] = await withAuthor(db).where(eq(tradeWisdom.id, id));
  if (!row) throw notFound(COMMUNITY_MSG.tradeWisdomNotFound);
  return toTradeWisdom(row);
}

/** What the members' notification says: that a lesson was published, and how it begins. */
export function tradeWisdomNotice(title: string) {
  return { title: NOTICE_TITLE, body: clipText(title, NOTICE_BODY_CHARS) };
}

/** An admin's new lesson, and one notification per active paid member in the same transaction. */
export async function createTradeWisdom(
  db: Db, owns: (url: string) => boolean, authorId: string, input: TradeWisdomInput, notifyMembers: MembersNotifier,
): Promise<TradeWisdom> {
  const values = columns(input, owns);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(tradeWisdom).values({ ...values, postedBy: authorId }).returning({ id: tradeWisdom.id });
    await notifyMembers(tx, { authorId, ...tradeWisdomNotice(values.title), type: 'tradewisdom', refId: row.id });
    return row.id;
  });
  return getTradeWisdom(db, id);
}

/** Every field again; images already on the item may stay. No notification. */
export async function updateTradeWisdom(
  db: Db, owns: (url: string) => boolean, id: string, input: TradeWisdomInput,
): Promise<TradeWisdom> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ images: tradeWisdom.images }).from(tradeWisdom)
      .where(eq(tradeWisdom.id, id)).for('no key update');
    if (!current) throw notFound(COMMUNITY_MSG.tradeWisdomNotFound);
    const values = columns(input, (url) => owns(url) || current.images.includes(url));
    await tx.update(tradeWisdom).set({ ...values, updatedAt: sql`now()` }).where(eq(tradeWisdom.id, id));
  });
  return getTradeWisdom(db, id);
}

/** Its notifications stay: the web shows them as no longer available (decision 0019). */
export async function deleteTradeWisdom(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(tradeWisdom).where(eq(tradeWisdom.id, id)).returning({ id: tradeWisdom.id });
  if (!row) throw notFound(COMMUNITY_MSG.tradeWisdomNotFound);
}
