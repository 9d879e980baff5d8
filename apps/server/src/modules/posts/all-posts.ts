import type { z } from 'zod';
import { type AllPostsBodySchema, type AllPostsQuerySchema, COMMUNITY_MSG, type PostPage } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { canSee, type Viewer } from './access.ts';
import type { FeedAnchors } from './feed/anchors.ts';
import { feedPage } from './feed/page.ts';
import type { FeedPages } from './feed/pages.ts';
import { pendingCount } from './feed/query.ts';
import { loadComments, loadPosts } from './load.ts';

type Query = z.infer<typeof AllPostsQuerySchema>;
type Body = z.infer<typeof AllPostsBodySchema>;

/**
 * POST post/allPosts (community.md §7): one post by `postId` (with its comments), the
 * review list for admins (`verificationStatus: "pending"`, with the count), or the feed (its
 * shared lists from `pages` when given: feed/pages.ts).
 */
export async function allPosts(
  db: Db, v: Viewer, query: Query, body: Body, anchors?: FeedAnchors, pages?: FeedPages,
): Promise<PostPage> {
  if (body.postId) {
    const [post] = await loadPosts(db, [body.postId], v.id);
    if (!post || !canSee({ verificationStatus: post.verificationStatus, postedBy: post.postedBy._id }, v)) {
      throw notFound(COMMUNITY_MSG.postNotFound);
    }
    return { posts: [{ ...post, comments: await loadComments(db, post._id) }], nextCursor: null };
  }
  const page = { viewerId: v.id, offset: query.offset, limit: query.limit, after: body.after };
  // `mine` is every post of the caller whatever its status, so the author sees pending and rejected ones.
  if (body.postedByRole === 'mine') return feedPage(db, { ...page, status: 'approved', filter: 'mine', tags: body.tags });
  const status = body.verificationStatus ?? query.verificationStatus ?? 'approved';
  if (status === 'pending') {
    if (!v.isAdmin) throw forbidden(COMMUNITY_MSG.reviewOnly);
    const [list, count] = await Promise.all([feedPage(db, { ...page, status: 'pending', tags: body.tags }, anchors), pendingCount(db)]);
    return { ...list, pendingCount: count };
  }
  // Rejected posts are seen only by their authors, through `mine`.
  if (status !== 'approved') throw badRequest();
  return feedPage(db, { ...page, status: 'approved', filter: body.postedByRole, tags: body.tags }, anchors, pages);
}
