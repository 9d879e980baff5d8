import { asc, eq, sql } from 'drizzle-orm';
import { type Author, type Comment, commentsOpen, type Post } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { postComments, postFavorites, postLikes, posts, users } from '../../db/schema/index.ts';
import { preparedPerDb } from './prepared.ts';

export type PostRow = typeof posts.$inferSelect;

const authorColumns = {
  id: users.id,
  name: users.name,
  profileImg: users.profileImg,
  isProfitable: users.isProfitable,
  bio: users.investorType,
  userType: users.userType,
};
type AuthorRow = { id: string; name: string; profileImg: string | null; isProfitable: boolean; bio: string | null; userType: 'normal' | 'admin' };

const toAuthor = (a: AuthorRow): Author => ({
  _id: a.id, name: a.name, profileImg: a.profileImg, isProfitable: a.isProfitable, bio: a.bio, userType: a.userType,
});

function toPost(p: PostRow, author: AuthorRow, isLiked: boolean, isFavorite: boolean, now: Date): Post {
  return {
    _id: p.id,
    postedBy: toAuthor(author),
    postedByRole: p.postedByRole,
    verificationStatus: p.verificationStatus,
    title: p.title,
    images: p.images,
    targetPrice1: p.targetPrice1,
    targetPrice2: p.targetPrice2,
    stopLoss: p.stopLoss,
    risk: p.risk,
    tags: p.tags,
    showDisclaimer: p.showDisclaimer,
    notification: p.notificationTitle ? { title: p.notificationTitle, body: p.notificationBody ?? '' } : null,
    rejectionReason: p.rejectionReason,
    likeCount: p.likeCount,
    isLiked,
    isFavorite,
    commentCount: p.commentCount,
    commentsOpen: commentsOpen(p.updatedAt, now),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * What a post on the wire is made of: the row, its author joined, the viewer (placeholder
 * `viewer`) liking and favouriting it as EXISTS probes on the (post, user) keys. Select it from
 * `posts` inner-joined to `users` on the author (joinAuthor).
 */
const viewer = sql.placeholder('viewer');
export const hydratedFields = {
  post: posts,
  author: authorColumns,
  isLiked: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewer}::uuid)`,
  isFavorite: sql<boolean>`exists (select 1 from ${postFavorites} where ${postFavorites.postId} = ${posts.id} and ${postFavorites.userId} = ${viewer}::uuid)`,
};
export const joinAuthor = eq(users.id, posts.postedBy);

export interface HydratedRow {
  post: PostRow;
  author: AuthorRow;
  isLiked: boolean;
  isFavorite: boolean;
}

export const hydratedPost = (r: HydratedRow, now: Date): Post => toPost(r.post, r.author, r.isLiked, r.isFavorite, now);

/**
 * hydratedFields flattened, for a statement run in array mode (the feed page, feed-page.ts): a
 * row is these values in this order, as the driver gives them (drizzle's raw parsers:
 * timestamps as text), and rawPost builds the wire post from it key by key. Skipping drizzle's
 * generic row mapping (mapResultRow: a nested object per row, a decoder lookup per value) was
 * the hot route's largest drizzle cost (docs/decisions/0009-feed-paging.md, item 7).
 */
export const rawColumns = [
  posts.id, posts.postedByRole, posts.verificationStatus, posts.title, posts.images, posts.targetPrice1,
  posts.targetPrice2, posts.stopLoss, posts.risk, posts.tags, posts.showDisclaimer, posts.notificationTitle,
  posts.notificationBody, posts.rejectionReason, posts.likeCount, posts.commentCount, posts.createdAt, posts.updatedAt,
  users.id, users.name, users.profileImg, users.isProfitable, users.investorType, users.userType,
  hydratedFields.isLiked, hydratedFields.isFavorite,
] as const;

/** numeric(…, mode 'number') as drizzle maps it. */
const num = (v: unknown): number | null => (v === null ? null : Number(v));
/**
 * A timestamptz as `toISOString()` writes it (milliseconds, truncated, as `new Date(text)` does).
 * The driver's text in a UTC session, `YYYY-MM-DD HH:MM:SS[.f…]+00`, is rewritten as a string:
 * parsing it into a Date and printing that again was ~0.7 µs a value, 20 values a page. Any other
 * text (another TimeZone, BC, a five-digit year) or a Date goes through Date.
 */
export function isoOf(v: unknown): string {
  if (typeof v === 'string' && v.length >= 22 && v.length <= 29 && v[10] === ' ' && v[19] !== ':' && v.endsWith('+00')
    && (v.length === 22 || v[19] === '.')) {
    const ms = v.length === 22 ? '000' : `${v.slice(20, -3)}00`.slice(0, 3);
    return `${v.slice(0, 10)}T${v.slice(11, 19)}.${ms}Z`;
  }
  return (typeof v === 'string' ? new Date(v) : (v as Date)).toISOString();
}

/** A row of rawColumns as the wire shows it: the same values, in the same key order, as hydratedPost. */
export function rawPost(r: readonly unknown[], now: Date): Post {
  const updatedAt = isoOf(r[17]);
  return {
    _id: r[0] as string,
    postedBy: {
      _id: r[18] as string,
      name: r[19] as string,
      profileImg: r[20] as string | null,
      isProfitable: r[21] as boolean,
      bio: r[22] as string | null,
      userType: r[23] as Author['userType'],
    },
    postedByRole: r[1] as Post['postedByRole'],
    verificationStatus: r[2] as Post['verificationStatus'],
    title: r[3] as string,
    images: r[4] as string[],
    targetPrice1: num(r[5]),
    targetPrice2: num(r[6]),
    stopLoss: num(r[7]),
    risk: num(r[8]),
    tags: r[9] as string[],
    showDisclaimer: r[10] as boolean,
    notification: r[11] ? { title: r[11] as string, body: (r[12] as string | null) ?? '' } : null,
    rejectionReason: r[13] as string | null,
    likeCount: r[14] as number,
    isLiked: r[24] as boolean,
    isFavorite: r[25] as boolean,
    commentCount: r[15] as number,
    commentsOpen: commentsOpen(updatedAt, now),
    createdAt: isoOf(r[16]),
    updatedAt,
  };
}

// Named and prepared: built by drizzle and planned by PostgreSQL once, not per call (1.27 → 0.53 ms).
const byIds = preparedPerDb((db) => db.select(hydratedFields).from(posts).innerJoin(users, joinAuthor)
  .where(sql`${posts.id} = any(${sql.placeholder('ids')}::uuid[])`).prepare('posts_by_ids'));

/** A uuid[] literal; anything that is not a uuid is dropped (it could not match a post anyway). */
const uuidArray = (ids: readonly string[]) => `{${ids.filter((id) => UUID.test(id)).join(',')}}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The posts of `ids` as the wire shows them, in the order of `ids` (missing ids are
 * skipped): one prepared query.
 */
export async function loadPosts(db: Db, ids: readonly string[], viewerId: string): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await byIds(db, '').execute({ ids: uuidArray(ids), viewer: viewerId });
  const now = new Date();
  const byId = new Map(rows.map((r) => [r.post.id, hydratedPost(r, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The comments of a post with their replies, each list oldest first. */
export async function loadComments(db: Db, postId: string): Promise<Comment[]> {
  const rows = await db
    .select({
      id: postComments.id,
      parentId: postComments.parentId,
      content: postComments.content,
      createdAt: postComments.createdAt,
      author: authorColumns,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.commentedBy))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const comments = new Map<string, Comment>();
  for (const r of rows) {
    if (r.parentId) continue;
    comments.set(r.id, {
      _id: r.id, commentedBy: toAuthor(r.author), content: r.content, postId, createdAt: r.createdAt.toISOString(), reply: [],
    });
  }
  for (const r of rows) {
    if (!r.parentId) continue;
    comments.get(r.parentId)?.reply.push({
      _id: r.id, commentedBy: toAuthor(r.author), content: r.content, postId, commentId: r.parentId, createdAt: r.createdAt.toISOString(),
    });
  }
  return [...comments.values()];
}

/** One post with its comments, or undefined when it does not exist. */
export async function loadPostWithComments(db: Db, id: string, viewerId: string): Promise<Post | undefined> {
  const [post] = await loadPosts(db, [id], viewerId);
  return post && { ...post, comments: await loadComments(db, id) };
}
