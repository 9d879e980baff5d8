import { asc, eq, sql } from 'drizzle-orm';
import type { Comment, Post } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { postComments, posts, users } from '../../db/schema/index.ts';
import { authorDto, joinAuthor, postDto } from './post-dto.ts';
import { preparedPerDb } from '../../lib/prepared-per-db.ts';

export type PostRow = typeof posts.$inferSelect;

// Named and prepared: built by drizzle and planned by PostgreSQL once, not per call (1.27 → 0.53 ms).
const byIds = preparedPerDb((db) => db.select(postDto.fields).from(posts).innerJoin(users, joinAuthor)
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
  const byId = new Map(rows.map((r) => postDto.fromRow(r, now)).map((p) => [p._id, p]));
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
      author: authorDto.fields,
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.commentedBy))
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const now = new Date();
  const comments = new Map<string, Comment>();
  for (const r of rows) {
    if (r.parentId) continue;
    comments.set(r.id, {
      _id: r.id, commentedBy: authorDto.fromRow(r.author, now), content: r.content, postId, createdAt: r.createdAt.toISOString(), reply: [],
    });
  }
  for (const r of rows) {
    if (!r.parentId) continue;
    comments.get(r.parentId)?.reply.push({
      _id: r.id, commentedBy: authorDto.fromRow(r.author, now), content: r.content, postId, commentId: r.parentId, createdAt: r.createdAt.toISOString(),
    });
  }
  return [...comments.values()];
}

/** One post with its comments, or undefined when it does not exist. */
export async function loadPostWithComments(db: Db, id: string, viewerId: string): Promise<Post | undefined> {
  const [post] = await loadPosts(db, [id], viewerId);
  return post && { ...post, comments: await loadComments(db, id) };
}
