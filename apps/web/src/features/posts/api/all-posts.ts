import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { COMMUNITY_LIMITS, type Post, type PostPage } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { nullIfAbsent } from '../../../lib/api/null-if-absent.ts';
import { postKeys, type FeedParams } from './keys.ts';

/**
 * POST post/allPosts (community.md §7): the feed, the admins' pending list and one post.
 * Pages ask with the spec's `offset = 10 * page` and, from the second page on, our keyset
 * cursor `after` (the previous page's nextCursor), which the server prefers.
 */
export interface PageParam {
  page: number;
  after?: string;
}

const FIRST_PAGE: PageParam = { page: 0 };
const { pageSize } = COMMUNITY_LIMITS;

const listQuery = (verificationStatus: 'approved' | 'pending', page: number) => ({ verificationStatus, offset: page * pageSize, limit: pageSize });

export async function getFeedPage(params: FeedParams, pageParam: PageParam, signal?: AbortSignal): Promise<PostPage> {
  const body = {
    ...(params.filter !== 'all' && { postedByRole: params.filter }),
    ...(params.tags.length > 0 && { tags: params.tags }),
    ...(pageParam.after && { after: pageParam.after }),
  };
  return await client.post('/api/post/allPosts', { params: { query: listQuery('approved', pageParam.page) }, body, signal });
}

export async function getPendingPage(pageParam: PageParam, signal?: AbortSignal): Promise<PostPage> {
  const body = { verificationStatus: 'pending' as const, ...(pageParam.after && { after: pageParam.after }) };
  return await client.post('/api/post/allPosts', { params: { query: listQuery('pending', pageParam.page) }, body, signal });
}

/** Paging stops at a short page or when the server has no next cursor (spec §4). */
export function nextPageParam(last: PostPage, all: PostPage[]): PageParam | undefined {
  if (last.nextCursor === null || last.posts.length < pageSize) return undefined;
  return { page: all.length, after: last.nextCursor };
}

export function useFeed(params: FeedParams, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: postKeys.feed(params),
    queryFn: ({ pageParam, signal }) => getFeedPage(params, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    // A like or favourite patches the cached pages; refetching every loaded page on focus would be waste.
    staleTime: 30_000,
  });
}

export function usePendingPosts(enabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.pending(),
    queryFn: ({ pageParam, signal }) => getPendingPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    enabled,
  });
}

/** One post by id; `null` when it does not exist (or is not visible to this user). */
export async function getPost(postId: string, signal?: AbortSignal): Promise<Post | null> {
  // A one-post page (PostPageSchema, as the route describes its answer).
  const page = await nullIfAbsent(client.post('/api/post/allPosts', { body: { postId }, signal }));
  return page?.posts[0] ?? null;
}

export function usePost(postId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => getPost(postId, signal),
  });
}
