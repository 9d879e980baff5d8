import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, type Post, type PostPage } from '@tlt/shared/community';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { PostCardSkeleton, PostListSkeleton } from './post-card-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<PostPage, unknown>>;
  renderPost: (post: Post) => ReactNode;
  emptyText?: string;
}

/**
 * A list of posts loaded 10 at a time: the next page is asked for when its sentinel comes
 * within 150 px of the viewport (community.md §4), then "That's all folks" at the end.
 */
export function InfinitePostList({ query, renderPost, emptyText = COMMUNITY_MSG.noPosts }: Props) {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  const sentinel = useLoadMore({
    hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount: data?.pages.length ?? 0,
    lookaheadPx: COMMUNITY_LIMITS.feedLookaheadPx,
  });

  useLoadErrorToast(error, 'load-posts', COMMUNITY_MSG.loadPostsFailed);

  if (isPending) return <PostListSkeleton count={3} />;
  if (isError && posts.length === 0) return <LoadError message={COMMUNITY_MSG.loadPostsFailed} onRetry={() => void refetch()} />;
  if (posts.length === 0) {
    return (
      <EmptyState icon={Inbox} text={emptyText} />
    );
  }
  return (
    <div>
      <ul className="space-y-4">
        {posts.map((post) => (
          <li key={post._id}>{renderPost(post)}</li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchingNextPage && (
        <div className="mt-4" role="status" aria-label="Loading more posts">
          <PostCardSkeleton />
        </div>
      )}
      {isError && posts.length > 0 && (
        <div className="mt-4">
          <LoadError message={COMMUNITY_MSG.loadPostsFailed} onRetry={() => void fetchNextPage()} />
        </div>
      )}
      {!hasNextPage && !isError && (
        <p className="py-8 text-center text-sm font-semibold tracking-wide text-navy-600">{COMMUNITY_MSG.endOfFeed}</p>
      )}
    </div>
  );
}
