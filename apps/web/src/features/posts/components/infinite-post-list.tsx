import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, type Post, type PostPage } from '@tlt/shared/community';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { PostCardSkeleton, PostListSkeleton } from './post-card-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<PostPage, unknown>>;
  renderPost: (post: Post) => ReactNode;
  emptyText?: string;
}

/**
 * A list of posts loaded 10 at a time: the next page is asked for when its sentinel comes
 * within 150 px of the viewport (community.md §4), then "That's all folks" at the end.
 */
export function InfinitePostList({ query, renderPost, emptyText = translateShared(COMMUNITY_MSG.noPosts) }: Props) {
  const { t } = useLingui();
  useLoadErrorToast(query.error, 'load-posts', translateShared(COMMUNITY_MSG.loadPostsFailed));

  return (
    <InfiniteList
      query={query}
      items={query.data?.pages.flatMap((p) => p.posts) ?? []}
      pageCount={query.data?.pages.length ?? 0}
      lookaheadPx={COMMUNITY_LIMITS.feedLookaheadPx}
      loading={<PostListSkeleton count={3} />}
      loadingMore={<PostCardSkeleton />}
      loadingMoreLabel={t`Loading more posts`}
      error={translateShared(COMMUNITY_MSG.loadPostsFailed)}
      empty={<EmptyState icon={Inbox} text={emptyText} />}
      end={<p className="py-8 text-center text-sm font-semibold tracking-wide text-navy-600">{translateShared(COMMUNITY_MSG.endOfFeed)}</p>}
    >
      {renderPost}
    </InfiniteList>
  );
}
