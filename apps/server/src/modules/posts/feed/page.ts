import { fillPlaceholders, sql } from 'drizzle-orm';
import { COMMUNITY_LIMITS, type PostPage } from '@tlt/shared/community';
import type { Db } from '../../../db/client.ts';
import { posts, users } from '../../../db/schema/index.ts';
import { joinAuthor, postDto } from '../post-dto.ts';
import { preparedPerDb } from '../prepared.ts';
import type { Anchor, FeedAnchors } from './anchors.ts';
import { CURSOR_AT, encodeCursor, type FeedQuery, feedValues, PAGE_ORDER, pageSource, shapeOf } from './query.ts';

/**
 * A feed page in ONE round trip: the page's ids (pageSource, an index-only subquery) joined to
 * the posts, their authors and the viewer's like and favourite, as one named prepared statement
 * per shape. Two statements per request (ids, then loadPosts) cost a second round trip, Node's
 * and PostgreSQL's, for nothing (docs/decisions/0009-feed-paging.md).
 */
/** The largest page, and one more row for learning where an offset starts (feedPage). */
const CAP = COMMUNITY_LIMITS.maxPageSize + 1;

/** The post's columns (post-dto.ts), then the cursor's two values: one array per row, in this order. */
const FIELDS = Object.fromEntries([...postDto.columns, sql<string>`${CURSOR_AT}`, sql<string>`p.id`].map((c, i) => [`c${i}`, c]));
const AT = postDto.columns.length;
const ID = AT + 1;

function build(db: Db, shape: string) {
  return db.select(FIELDS)
    // The constant cap is for the planner: a generic plan cannot see `limit $n` and assumes 10% of
    // the feed, which made it hash-join a sequential scan of all posts (EXPLAIN, decision 0009).
    .from(sql`(select * from ${pageSource(shape)} limit ${sql.raw(String(CAP))}) p`)
    .innerJoin(posts, sql`${posts.id} = p.id`)
    .innerJoin(users, joinAuthor)
    .orderBy(PAGE_ORDER);
}

type Row = readonly unknown[];

/**
 * Named, prepared, and run in array mode with the rows handed back as the driver parsed them:
 * postDto.fromRaw builds the answer's posts from them directly, without drizzle's generic row
 * mapping (a nested object per row, a decoder lookup per value: the hot route's largest drizzle
 * cost, docs/decisions/0009-feed-paging.md, item 7).
 */
const statement = preparedPerDb((db, shape) => db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
  build(db, shape).toSQL(), undefined, `feed_page_${shape.replace(/\+/g, '_')}`, true, (rows) => rows,
));

/** The SQL and parameters of a feed page, for EXPLAIN (bench/feed-explain.ts). */
export function feedPageSql(db: Db, q: FeedQuery): { sql: string; params: unknown[] } {
  const { sql: text, params } = build(db, shapeOf(q)).toSQL();
  return { sql: text, params: fillPlaceholders(params, feedValues(q)) };
}

async function run(db: Db, q: FeedQuery) {
  const v = feedValues(q);
  if (v.limit > CAP) throw new Error(`feedPage: limit ${v.limit} > ${CAP}`);
  return statement(db, shapeOf(q)).execute(v);
}

const anchorOf = (r: Row): Anchor => ({ at: r[AT] as string, id: r[ID] as string });

/**
 * `anchors` (anchors.ts) turns a page by offset of a list that is the same for everyone into
 * a keyset read: the first request for an offset reads one row more to learn where it starts,
 * later ones (and the page after a full one) start from that row's key.
 */
export async function feedPage(db: Db, q: FeedQuery, anchors?: FeedAnchors): Promise<PostPage> {
  const shared = anchors && !q.after && q.filter !== 'mine' && q.filter !== 'favorite';
  let rows: Row[];
  const key = (offset: number) => `${shapeOf(q)}|${(q.tags ?? []).join(',')}|${offset}`;
  const stamp = anchors?.stamp() ?? 0;
  if (!shared || q.offset === 0) {
    rows = await run(db, q);
  } else {
    const anchor = anchors.get(key(q.offset));
    if (anchor) {
      rows = await run(db, { ...q, offset: 0, after: encodeCursor(anchor) });
    } else {
      const wider = await run(db, { ...q, offset: q.offset - 1, limit: q.limit + 1 });
      if (wider[0]) anchors.set(key(q.offset), anchorOf(wider[0]), stamp);
      rows = wider.slice(1);
    }
  }
  // A full page's last row is where the next one starts; a short page is the end.
  const next = rows.length === q.limit && rows.length > 0 ? anchorOf(rows[rows.length - 1]) : undefined;
  if (shared && next) anchors.set(key(q.offset + q.limit), next, stamp);
  const now = new Date();
  return { posts: rows.map((r) => postDto.fromRaw(r, now)), nextCursor: next ? encodeCursor(next) : null };
}
