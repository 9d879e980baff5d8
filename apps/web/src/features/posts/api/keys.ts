import type { FeedFilter, PostTag } from '@tlt/shared/community';

/**
 * Query keys of the community, in one place so every mutation invalidates the same
 * lists: anything under `postKeys.all` is refetched after a post, comment or review changes.
 */
export interface FeedParams {
  filter: FeedFilter | 'all';
  tags: PostTag[];
}

export const postKeys = {
  all: ['posts'] as const,
  feed: (p: FeedParams) => ['posts', 'feed', p.filter, [...p.tags].sort()] as const,
  pending: () => ['posts', 'pending'] as const,
  one: (postId: string) => ['posts', 'one', postId] as const,
};
