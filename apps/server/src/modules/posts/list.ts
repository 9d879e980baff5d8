import type { z } from 'zod';
import { type AllPostsBodySchema, type AllPostsQuerySchema, COMMUNITY_MSG, type PostPage } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { canSee, type Viewer } from './access.ts';
import { feedPostIds, pendingCount } from './feed-query.ts';
import { loadComments, loadPosts } from './load.ts';

type Query = z.infer<typeof AllPostsQuerySchema>;
type Body = z.infer<typeof AllPostsBodySchema>;

/**
 * POST post/allPosts (community.md §7): one post by `postId` (with its comments), the
 * review list for admins (`verificationStatus: "pending"`, with the count), or the feed.
 */
export async function allPosts(db: Db, v: Viewer, query: Query, body: Body): Promise<PostPage> {
  if (body.postId) {
    const [post] = await loadPosts(db, [body.postId], v.id);
    if (!post || !canSee({ verificationStatus: post.verificationStatus, postedBy: post.postedBy._id }, v)) {
      throw notFound(COMMUNITY_MSG.postNotFound);
    }
    return { posts: [{ ...post, comments: await loadComments(db, post._id) }], nextCursor: null };
  }
  const page = { viewerId: v.id, offset: query.offset, limit: query.limit, after: body.after };
  // `mine` is every post of the caller whatever its status, so the author sees pending and rejected ones.
  if (body.postedByRole === 'mine') return hydrate(db, v, await feedPostIds(db, { ...page, status: 'approved', filter: 'mine', tags: body.tags }));
  const status = body.verificationStatus ?? query.verificationStatus ?? 'approved';
  if (status === 'pending') {
    if (!v.isAdmin) throw forbidden(COMMUNITY_MSG.reviewOnly);
    const [ids, count] = await Promise.all([feedPostIds(db, { ...page, status: 'pending', tags: body.tags }), pendingCount(db)]);
    return { ...(await hydrate(db, v, ids)), pendingCount: count };
  }
  // Rejected posts are seen only by their authors, through `mine`.
  if (status !== 'approved') throw badRequest();
  return hydrate(db, v, await feedPostIds(db, { ...page, status: 'approved', filter: body.postedByRole, tags: body.tags }));
}

async function hydrate(db: Db, v: Viewer, page: { ids: string[]; nextCursor: string | null }): Promise<PostPage> {
  return { posts: await loadPosts(db, page.ids, v.id), nextCursor: page.nextCursor };
}
