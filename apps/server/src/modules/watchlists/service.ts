import { arrayOverlaps, eq, not, or, type SQL, sql } from 'drizzle-orm';
import {
  COMMUNITY_LIMITS, COMMUNITY_MSG, type Watchlist, WATCHLIST_OTHER, WATCHLIST_TYPES, type WatchlistInputSchema,
} from '@tlt/shared/community';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { watchlists } from '../../db/schema/index.ts';
import { clipText } from '../../lib/clip-text.ts';
import { chartItemColumns } from '../../lib/chart-item.ts';
import { notFound } from '../../lib/errors.ts';
import type { MembersNotifier } from '../push/index.ts';

type WatchlistInput = z.output<typeof WatchlistInputSchema>;
type Row = typeof watchlists.$inferSelect;

const toWatchlist = (w: Row): Watchlist => ({
  _id: w.id,
  title: w.title,
  images: w.images,
  types: w.types,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
});

/** The stored columns of a create or an edit: the title as plain text, only images `allowed` admits. */
const columns = (input: WatchlistInput, allowed: (url: string) => boolean) => ({ ...chartItemColumns(input, allowed), types: input.types });

/**
 * Newest first (created_at, then id), `offset`/`limit` paged. `types` filters by category; Other
 * matches the lists with no category of WATCHLIST_TYPES (missing or empty, community.md §3).
 */
export async function listWatchlists(db: Db, types: readonly string[], offset: number, limit: number): Promise<Watchlist[]> {
  const known = WATCHLIST_TYPES.filter((t) => types.includes(t));
  const wanted: SQL[] = [];
  if (known.length) wanted.push(arrayOverlaps(watchlists.types, known));
  if (types.includes(WATCHLIST_OTHER)) wanted.push(not(arrayOverlaps(watchlists.types, [...WATCHLIST_TYPES])));
  const rows = await db.select().from(watchlists)
    .where(types.length ? or(...wanted) : undefined)
    // `nulls last` as watchlists_newest_idx is (drizzle's .desc()), so the index gives the order.
    .orderBy(sql`${watchlists.createdAt} desc nulls last`, sql`${watchlists.id} desc nulls last`)
    .offset(offset).limit(limit);
  return rows.map(toWatchlist);
}

export async function getWatchlist(db: Db, id: string): Promise<Watchlist> {
  const [row] = await db.select().from(watchlists).where(eq(watchlists.id, id));
  if (!row) throw notFound(COMMUNITY_MSG.watchlistNotFound);
  return toWatchlist(row);
}

/** What the members' notification says: the list's title, its category and how many charts. */
export function watchlistNotice(w: Pick<Watchlist, 'title' | 'types' | 'images'>) {
  const charts = w.images.length === 1 ? '1 chart' : `${w.images.length} charts`;
  return {
    title: clipText(`New watchlist: ${w.title}`, COMMUNITY_LIMITS.notificationTitleMaxChars),
    body: clipText([w.types[0], charts].filter(Boolean).join(' · '), COMMUNITY_LIMITS.notificationBodyMaxChars),
  };
}

/** An admin's new list, and one notification per active paid member in the same transaction. */
export async function createWatchlist(
  db: Db, owns: (url: string) => boolean, authorId: string, input: WatchlistInput, notifyMembers: MembersNotifier,
): Promise<Watchlist> {
  const values = columns(input, owns);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(watchlists).values({ ...values, createdBy: authorId }).returning();
    await notifyMembers(tx, { authorId, ...watchlistNotice(row), type: 'watchlist', refId: row.id });
    return toWatchlist(row);
  });
}

/** Every field again; images already on the list may stay (they were admitted when added). No notification. */
export async function updateWatchlist(
  db: Db, owns: (url: string) => boolean, id: string, input: WatchlistInput,
): Promise<Watchlist> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ images: watchlists.images }).from(watchlists)
      .where(eq(watchlists.id, id)).for('no key update');
    if (!current) throw notFound(COMMUNITY_MSG.watchlistNotFound);
    const values = columns(input, (url) => owns(url) || current.images.includes(url));
    const [row] = await tx.update(watchlists).set({ ...values, updatedAt: sql`now()` })
      .where(eq(watchlists.id, id)).returning();
    return toWatchlist(row);
  });
}

/** Its notifications stay: the web shows them as no longer available (decision 0019). */
export async function deleteWatchlist(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(watchlists).where(eq(watchlists.id, id)).returning({ id: watchlists.id });
  if (!row) throw notFound(COMMUNITY_MSG.watchlistNotFound);
}
