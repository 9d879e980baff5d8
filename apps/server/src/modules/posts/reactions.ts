import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postFavorites, postLikes, posts } from '../../db/schema/index.ts';
import { type Viewer, visiblePost } from './access.ts';

/**
 * Likes and favourites are rows keyed by (post, user): setting one twice, or fifty times at
 * once, leaves one row. like_count moves only when a row was really added or removed, in
 * the same transaction.
 */
export async function setLike(db: Db, v: Viewer, postId: string, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await visiblePost(tx, postId, v, 'key share');
    const changed = on
      ? await tx.insert(postLikes).values({ postId, userId: v.id }).onConflictDoNothing().returning({ postId: postLikes.postId })
      : await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, v.id)))
        .returning({ postId: postLikes.postId });
    if (changed.length) {
      await tx.update(posts).set({ likeCount: sql`${posts.likeCount} + ${on ? 1 : -1}` }).where(eq(posts.id, postId));
    }
  });
}

export async function setFavorite(db: Db, v: Viewer, postId: string, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await visiblePost(tx, postId, v, 'key share');
    if (on) await tx.insert(postFavorites).values({ postId, userId: v.id }).onConflictDoNothing();
    else await tx.delete(postFavorites).where(and(eq(postFavorites.postId, postId), eq(postFavorites.userId, v.id)));
  });
}
