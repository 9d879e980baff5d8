import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { usePendingPosts } from '../api/all-posts.ts';
import { InfinitePostList } from '../components/infinite-post-list.tsx';
import { PostCard } from '../components/post-card.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /all-posts-review: the admins' queue of pending posts (community.md §2, §4). The route guard
 * keeps members out; the site header stays on this page.
 */
export default function ReviewPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Review posts`, description: t`Approve or reject the posts members have sent for review.` });
  const pending = usePendingPosts();
  const count = pending.data?.pages[0]?.pendingCount;

  return (
    <div className="flex flex-1 flex-col">
      <div className="mx-auto w-full max-w-2xl space-y-4 px-3 py-5 md:px-6">
        <Link to={PATHS.posts} className="inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 hover:text-navy-950">
          <ArrowLeft className="size-4" aria-hidden /> <Trans>Back to community</Trans>
        </Link>
        <div className="flex items-end justify-between gap-3">
          <h1 className="text-2xl font-extrabold tracking-tight text-navy-950">
            <Trans>Review Posts</Trans>
          </h1>
          <p className="text-sm font-semibold text-navy-600" aria-live="polite">
            {count === undefined ? '\u00a0' : t`${count} pending`}
          </p>
        </div>
        <InfinitePostList
          query={pending}
          emptyText={t`No posts are waiting for review`}
          renderPost={(post) => <PostCard post={post} footer={<ReviewActions postId={post._id} />} />}
        />
      </div>
    </div>
  );
}
