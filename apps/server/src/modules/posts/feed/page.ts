import { fillPlaceholders, sql } from 'drizzle-orm';
import { COMMUNITY_LIMITS, type PostPage } from '@tlt/shared/community';
import type { Db } from '../../../db/client.ts';
import { posts, users } from '../../../db/schema/index.ts';
import { isFavorite, isLiked, joinAuthor, postDto } from '../post-dto.ts';
import { preparedPerDb } from '../../../lib/prepared-per-db.ts';
import type { Anchor, FeedAnchors } from './anchors.ts';
import type { FeedPages, KeptPage, Row } from './pages.ts';
import { CURSOR_AT, encodeCursor, type FeedQuery, feedValues, PAGE_ORDER, pageSource, shapeOf } from './query.ts';

/**
 * A feed page in ONE round trip: the page's ids (pageSource, an index-only subquery) joined to
 * the posts, their authors and the viewer's like and favourite, as one named prepared statement
 * per shape. Two statements per request (ids, then loadPosts) cost a second round trip, Node's
 * and PostgreSQL's, for nothing (docs/decisions/0009-feed-paging.md).
 */
/** The largest page, and one more row for learning where an offset starts (feedPage). */
const CAP = COMMUNITY_LIMITS.maxPageSize + 1;

const FEED_VERSION = sql<string>`(select fv.v::text from feed_version fv where fv.id = 1)`;

/**
 * The post's columns (post-dto.ts), then the cursor's two values and the feed's version (as text: a
 * bigint), the one every row of the statement read (pages.ts): one array per row, in this order.
 */
const FIELDS = Object.fromEntries([...postDto.columns, sql<string>`${CURSOR_AT}`, sql<string>`p.id`, FEED_VERSION]
  .map((c, i) => [`c${i}`, c]));
const AT = postDto.columns.length;
const ID = AT + 1;
const VERSION = ID + 1;
/** Where each reader's own values and the live counters sit in a row. */
const LIKES = postDto.columns.indexOf(posts.likeCount);
const COMMENTS = postDto.columns.indexOf(posts.commentCount);
const LIKED = postDto.columns.indexOf(isLiked);
const FAVOURED = postDto.columns.indexOf(isFavorite);

function build(db: Db, shape: string) {
  return db.select(FIELDS)
    // The constant cap is for the planner: a generic plan cannot see `limit $n` and assumes 10% of
    // the feed, which made it hash-join a sequential scan of all posts (EXPLAIN, decision 0009).
    .from(sql`(select * from ${pageSource(shape)} limit ${sql.raw(String(CAP))}) p`)
    .innerJoin(posts, sql`${posts.id} = p.id`)
    .innerJoin(users, joinAuthor)
    .orderBy(PAGE_ORDER);
}

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

const anchorOf = (r: Row): Anchor => ({ at: r[AT] as string, id: r[ID] as string, version: Number(r[VERSION]) });

/**
 * A page's rows read from the database. `anchors` (anchors.ts) turns a page by offset of a list
 * that is the same for everyone into a keyset read: the first request for an offset reads one row
 * more to learn where it starts, later ones (and the page after a full one) start from that row's key.
 */
async function readRows(db: Db, q: FeedQuery, anchors?: FeedAnchors): Promise<Row[]> {
  const shared = anchors && !q.after && q.filter !== 'mine' && q.filter !== 'favorite';
  let rows: Row[];
  const key = (offset: number) => `${shapeOf(q)}|${(q.tags ?? []).join(',')}|${offset}`;
  const stamp = anchors?.stamp() ?? 0;
  if (!shared || q.offset === 0) {
    rows = await run(db, q);
  } else {
    const anchor = anchors.get(key(q.offset));
    // Read at the anchor's own feed version, it holds; at another (a change whose feed_changed has not
    // arrived yet) or with nothing after it, the page is read by offset and the anchor learnt again.
    const keyset = anchor ? await run(db, { ...q, offset: 0, after: encodeCursor(anchor) }) : [];
    if (anchor && keyset.length > 0 && Number(keyset[0][VERSION]) === anchor.version) {
      rows = keyset;
    } else {
      const wider = await run(db, { ...q, offset: q.offset - 1, limit: q.limit + 1 });
      if (wider[0]) anchors.set(key(q.offset), anchorOf(wider[0]), stamp);
      rows = wider.slice(1);
    }
  }
  const next = fullPageEnd(q, rows);
  if (shared && next) anchors.set(key(q.offset + q.limit), next, stamp);
  return rows;
}

/** A full page's last row is where the next one starts; a short page is the end. */
const fullPageEnd = (q: FeedQuery, rows: Row[]) => (rows.length === q.limit && rows.length > 0 ? anchorOf(rows[rows.length - 1]) : undefined);

function toPage(q: FeedQuery, rows: Row[]): PostPage {
  const next = fullPageEnd(q, rows);
  const now = new Date();
  return { posts: rows.map((r) => postDto.fromRaw(r, now)), nextCursor: next ? encodeCursor(next) : null };
}

/** A list that is the same for every reader: the approved feed or the admins' posts, with or without tags. */
const sharedList = (q: FeedQuery) => q.status === 'approved' && (q.filter === undefined || q.filter === 'admin');

/**
 * The reader's own state of a kept page's posts and their live counters, with the feed's version,
 * in one statement: the posts by primary key and the (post, user) keys of likes and favourites,
 * in a PL/pgSQL function whose plan the session keeps (migration 0029). One row at least (the
 * version) even when no post is left.
 */
const stateStatement = preparedPerDb((db) => db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
  db.select({ v: sql`s.v`, id: sql`s.id`, likes: sql`s.like_count`, comments: sql`s.comment_count`, liked: sql`s.liked`, favoured: sql`s.favoured` })
    .from(sql`feed_reader_state(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('viewer')}::uuid) s`).toSQL(),
  undefined, 'feed_reader_state', true, (rows) => rows,
));

/** The kept rows with this reader's state and the live counters, or undefined if the page is no longer the database's. */
async function withReader(db: Db, pages: FeedPages, kept: KeptPage, viewerId: string): Promise<Row[] | undefined> {
  const state = await stateStatement(db, '').execute({ ids: `{${kept.rows.map((r) => r[ID] as string).join(',')}}`, viewer: viewerId });
  const version = Number(state[0]?.[0]);
  pages.saw(version);
  if (version !== kept.version) return undefined;
  const byId = new Map(state.map((s) => [s[1] as string | null, s]));
  const rows: Row[] = [];
  for (const r of kept.rows) {
    const s = byId.get(r[ID] as string);
    if (!s) return undefined;
    const copy = r.slice();
    copy[LIKES] = s[2];
    copy[COMMENTS] = s[3];
    copy[LIKED] = s[4];
    copy[FAVOURED] = s[5];
    rows.push(copy);
  }
  return rows;
}

/**
 * The kept rows with this reader's state from memory (states.ts, the embedded database only), or
 * undefined when the page is not the newest version heard or a post's state is not in memory (its
 * read is then started, and this request asks the database: withReader).
 */
function fromMemory(db: Db, pages: FeedPages, kept: KeptPage, viewerId: string): Row[] | undefined {
  const states = pages.states;
  if (!states || !pages.current(kept)) return undefined;
  const ids = kept.rows.map((r) => r[ID] as string);
  const found = states.get(ids);
  if (!found) {
    states.load(db, ids);
    return undefined;
  }
  return kept.rows.map((r, i) => {
    const s = found[i];
    const copy = r.slice();
    copy[LIKES] = s.likes;
    copy[COMMENTS] = s.comments;
    copy[LIKED] = s.liked.has(viewerId);
    copy[FAVOURED] = s.favoured.has(viewerId);
    return copy;
  });
}

/**
 * A feed page. With `pages` (pages.ts), a page of a list that is the same for every reader is read
 * once and kept; each reader then costs one small query for their own state and the counters.
 */
export async function feedPage(db: Db, q: FeedQuery, anchors?: FeedAnchors, pages?: FeedPages): Promise<PostPage> {
  if (!pages || !sharedList(q)) return toPage(q, await readRows(db, q, anchors));
  const v = feedValues(q); // refuses a bad cursor before anything is kept under it
  const key = `${shapeOf(q)}|${[...(q.tags ?? [])].sort().join(',')}|${q.after ?? ''}|${v.offset}|${v.limit}`;
  const kept = await pages.get(key);
  if (kept) {
    const rows = fromMemory(db, pages, kept, q.viewerId) ?? await withReader(db, pages, kept, q.viewerId);
    if (rows) return toPage(q, rows);
  }
  const read = readRows(db, q, anchors);
  pages.keep(key, read.then((rows) => rows.length ? { version: Number(rows[0][VERSION]), rows, size: 64 + JSON.stringify(rows).length } : undefined));
  return toPage(q, await read);
}
