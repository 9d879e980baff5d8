import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Post, PostPage } from '@tlt/shared/community';
import { postKeys } from './keys.ts';
import type { PageParam } from './all-posts.ts';

/**
 * Writes a changed post into every cached list and the single-post entry, so a like, a
 * favourite or a review shows at once without refetching every loaded page.
 */
type Pages = InfiniteData<PostPage, PageParam>;

const isPages = (data: unknown): data is Pages =>
  typeof data === 'object' && data !== null && Array.isArray((data as Pages).pages);

function mapLists(qc: QueryClient, key: QueryKey, fn: (posts: Post[]) => Post[]): void {
  qc.setQueriesData<Pages>({ queryKey: key }, (data) =>
    isPages(data) ? { ...data, pages: data.pages.map((p) => ({ ...p, posts: fn(p.posts) })) } : data,
  );
}

/** Replaces the post wherever it is cached; the comments a list leaves out are kept. */
export function putPost(qc: QueryClient, post: Post): void {
  mapLists(qc, postKeys.all, (posts) => posts.map((p) => (p._id === post._id ? { ...p, ...post, comments: post.comments ?? p.comments } : p)));
  qc.setQueryData<Post | null>(postKeys.one(post._id), (old) => (old ? { ...old, ...post, comments: post.comments ?? old.comments } : old));
}

/** Takes the post out of the lists under `key` (all lists by default). */
export function dropPost(qc: QueryClient, postId: string, key: QueryKey = postKeys.all): void {
  mapLists(qc, key, (posts) => posts.filter((p) => p._id !== postId));
}

/** The favourites view: its cached lists, whatever tags are picked. */
export const favoriteFeedsKey = ['posts', 'feed', 'favorite'] as const;

/** The pending list also carries the count in its first page. */
export function dropPending(qc: QueryClient, postId: string): void {
  qc.setQueryData<Pages>(postKeys.pending(), (data) => {
    if (!isPages(data)) return data;
    const had = data.pages.some((p) => p.posts.some((x) => x._id === postId));
    return {
      ...data,
      pages: data.pages.map((p, i) => ({
        ...p,
        posts: p.posts.filter((x) => x._id !== postId),
        ...(i === 0 && p.pendingCount !== undefined && { pendingCount: Math.max(0, p.pendingCount - (had ? 1 : 0)) }),
      })),
    };
  });
}
