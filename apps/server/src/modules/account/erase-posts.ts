import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ErasePosts } from '@tlt/shared/account';
import type { Db } from '../../db/client.ts';
import { postComments, postFavorites, postLikes, posts } from '../../db/schema/index.ts';

/**
 * The erased member's part of the community. "keep": their posts and comments stay, shown under
 * "Deleted member" (the name the placeholder row takes). "remove": they go, with what hangs from
 * them (others' comments on a removed post, replies to a removed comment). Likes and favourites
 * go either way: they say what the person liked and serve no one else.
 */
export async function erasePosts(tx: Db, userId: string, mode: ErasePosts): Promise<{ postsRemoved: number; commentsRemoved: number }> {
  // Other members' posts whose like or comment counts change, locked in id order first: the like
  // and comment writers lock the post too, so the counts recomputed below are exact.
  const touched = await tx.select({ id: posts.id }).from(posts).where(and(ne(posts.postedBy, userId), or(
    inArray(posts.id, tx.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId))),
    mode === 'remove'
      ? inArray(posts.id, tx.select({ id: postComments.postId }).from(postComments).where(eq(postComments.commentedBy, userId)))
      : undefined,
  ))).orderBy(posts.id).for('update');

  let postsRemoved = 0;
  let commentsRemoved = 0;
  if (mode === 'remove') {
    commentsRemoved = (await tx.delete(postComments).where(eq(postComments.commentedBy, userId)).returning({ id: postComments.id })).length;
    postsRemoved = (await tx.delete(posts).where(eq(posts.postedBy, userId)).returning({ id: posts.id })).length;
  }
  await tx.delete(postLikes).where(eq(postLikes.userId, userId));
  await tx.delete(postFavorites).where(eq(postFavorites.userId, userId));
  if (touched.length) {
    await tx.update(posts).set({
      likeCount: sql`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${posts.id})`,
      commentCount: sql`(select count(*)::int from ${postComments} where ${postComments.postId} = ${posts.id})`,
    }).where(inArray(posts.id, touched.map((t) => t.id)));
  }
  return { postsRemoved, commentsRemoved };
}
