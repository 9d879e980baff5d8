import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';

/**
 * Which posts a feed page shows, newest first by (created_at desc, id desc); page.ts joins
 * them to the rest (docs/decisions/0009-feed-paging.md). Each shape is answered from one
 * partial/covering index, so the ids come from an index-only scan and only the page's rows
 * are ever read from the table.
 */
export interface FeedQuery {
  viewerId: string;
  status: 'approved' | 'pending';
  filter?: 'admin' | 'mine' | 'favorite';
  tags?: string[];
  offset: number;
  limit: number;
  /** The `nextCursor` of the previous page: keyset paging, replaces `offset`. */
  after?: string;
}

interface Cursor {
  /** created_at as UTC text with microseconds: a JS Date would drop them and skip rows. */
  at: string;
  id: string;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  const [at, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  // The round trip refuses dates Date.parse would roll over (02-30) and Postgres would reject with a 500.
  const real = at && AT.test(at) && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString().slice(0, 23) === at.slice(0, 23);
  if (extra !== undefined || !real || !id || !UUID.test(id)) {
    throw badRequest();
  }
  return { at, id };
}

/** The same text on every server whatever its TimeZone/DateStyle. */
export const CURSOR_AT = sql`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The shape of a query: what its SQL text depends on. Status and role stay literals so the
 * partial indexes' predicates are provable even in a generic plan; everything else is a parameter.
 */
export function shapeOf(q: FeedQuery): string {
  const base = q.filter ?? (q.status === 'pending' ? 'pending' : 'approved');
  return `${base}${q.tags?.length ? '+tags' : ''}${q.after ? '+after' : ''}`;
}

const param = (name: string) => sql.placeholder(name);

/**
 * The review queue leaves out posts whose author has erased their account (issue 26): approving one
 * would publish, under "Deleted member", what its author took back by leaving. reviewPost refuses them too.
 */
const AUTHOR_NOT_ERASED = sql`not exists (select 1 from users u where u.id = p.posted_by and u.erased_at is not null)`;

/** The feed's order, for a query over pageSource()'s `p`. */
export const PAGE_ORDER = sql`p.created_at desc, p.id desc`;

/**
 * A page of a shape as the subquery `p (id, created_at)`, in no particular order: order the
 * outer query by PAGE_ORDER. Its placeholders are those of feedValues().
 */
export function pageSource(shape: string): SQL {
  const [base] = shape.split('+');
  const w: SQL[] = [];
  if (base === 'mine') w.push(sql`p.posted_by = ${param('viewer')}::uuid`); // any status: authors see their pending and rejected posts
  else if (base === 'admin') w.push(sql`p.verification_status = 'approved' and p.posted_by_role = 'admin'`);
  else if (base === 'pending') w.push(sql`p.verification_status = 'pending' and ${AUTHOR_NOT_ERASED}`);
  else w.push(sql`p.verification_status = 'approved'`);
  if (shape.includes('+tags')) w.push(sql`p.tags && ${param('tags')}::text[]`);
  if (shape.includes('+after')) w.push(sql`(p.created_at, p.id) < (${param('at')}::timestamptz, ${param('id')}::uuid)`);
  // Favourites start from the viewer's own rows: left to itself the planner walked the whole feed
  // probing post_favorites per post (91,000 probes for someone with one favourite).
  const from = base === 'favorite'
    ? sql`(select post_id from post_favorites where user_id = ${param('viewer')}::uuid offset 0) f join posts p on p.id = f.post_id`
    : sql`posts p`;
  // `nulls last` is not decoration: the indexes are (created_at desc nulls last, id desc nulls last);
  // a plain `desc` means nulls first, which the planner would not serve from them (it read all
  // 91,000 entries and sorted them). The columns are not null, so the order is the same.
  return sql`(
      select p.id, p.created_at from ${from}
      where ${sql.join(w, sql` and `)}
      order by p.created_at desc nulls last, p.id desc nulls last
      offset ${param('offset')} limit ${param('limit')}
    ) p`;
}

/** A text[] literal: one parameter whatever the number of tags, quoted so any text is safe. */
const textArray = (items: string[]) => `{${items.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The placeholders' values of a query over pageSource(shapeOf(q)). */
export function feedValues(q: FeedQuery) {
  const cursor = q.after ? decodeCursor(q.after) : undefined;
  return {
    viewer: q.viewerId,
    tags: textArray(q.tags ?? []),
    at: cursor?.at ?? null,
    id: cursor?.id ?? null,
    offset: q.after ? 0 : Math.max(0, Math.trunc(q.offset)),
    limit: Math.max(1, Math.trunc(q.limit)),
  };
}

/** The review queue's badge: the posts the queue lists, counted from posts_status_idx and the authors' keys. */
export async function pendingCount(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from posts p where p.verification_status = 'pending' and ${AUTHOR_NOT_ERASED}`);
  return Number(rows[0]?.n ?? 0);
}
