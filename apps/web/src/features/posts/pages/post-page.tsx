import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { COMMUNITY_MSG, idField, type Post } from '@tlt/shared/community';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCommunityAccess } from '../../../lib/community-access.ts';
import { usePost } from '../api/all-posts.ts';
import { useMarkReadOnce } from '../../../lib/notifications.ts';
import { CommentThread } from '../comments/comment-thread.tsx';
import { CommunityPage, GoBackLink } from '../../../components/community/community-page.tsx';
import { PostCard } from '../components/post-card.tsx';
import { PostCardSkeleton } from '../components/post-card-skeleton.tsx';
import { feedSearchOf, RESTORE_FEED_STATE } from '../components/use-feed-scroll-memory.ts';
import { PostEditorDialog } from '../editor/post-editor-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** /posts/:postId and /posts/:postId/:notificationId: one post with its comments (community.md §2). */
export default function PostPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Post`, description: t`A trade post and its discussion in the community.` });
  const { postId = '', notificationId } = useParams();
  const { agreed } = useCommunityAccess();
  // An address that cannot be a post id is not found without asking the server.
  const validId = idField.safeParse(postId).success;
  const post = usePost(postId, agreed && validId);
  const navigate = useNavigate();
  // Opened from the feed: Go Back returns to that view and position; otherwise to the feed's top.
  const fromFeed = feedSearchOf(useLocation().state);
  const back = fromFeed === null ? PATHS.posts : `${PATHS.posts}${fromFeed}`;
  const [editing, setEditing] = useState<Post | undefined>();
  useMarkReadOnce(agreed ? notificationId : undefined);

  if (!agreed) return <Navigate to={PATHS.communityTerms} replace />;

  return (
    <CommunityPage width="max-w-2xl" className="py-5">
      <GoBackLink to={back} state={fromFeed === null ? undefined : RESTORE_FEED_STATE} />
      <h1 className="sr-only">
        <Trans>Post</Trans>
      </h1>
      {!validId ? (
        <NotFound back={back} fromNotification={false} />
      ) : (
        <QueryState
          query={post}
          loading={<PostCardSkeleton />}
          error={translateShared(COMMUNITY_MSG.loadPostsFailed)}
          absent={<NotFound back={back} fromNotification={notificationId !== undefined} />}
        >
          {(data) => (
            <>
              <PostCard
                post={data}
                linkComments={false}
                onEdit={setEditing}
                onDeleted={() => navigate(PATHS.posts, { replace: true })}
              />
              <CommentThread post={data} />
            </>
          )}
        </QueryState>
      )}
      <PostEditorDialog open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} post={editing} />
    </CommunityPage>
  );
}

/** A notification outlives the post it announced: opened from one, a missing post is "no longer available" (issue 11). */
function NotFound({ back, fromNotification }: { back: string; fromNotification: boolean }) {
  return (
    <EmptyState icon={FileQuestion} className="gap-3">
      {fromNotification ? (
        <p className="text-lg font-bold text-navy-800">{translateShared(COMMUNITY_MSG.noLongerAvailable)}</p>
      ) : (
        <>
          <p className="text-lg font-bold text-navy-800">{translateShared(COMMUNITY_MSG.postNotFound)}</p>
          <p className="text-sm text-navy-600">
            <Trans>It may have been deleted, or it is still under review.</Trans>
          </p>
        </>
      )}
      <Link to={back} className={buttonStyles('primary', 'sm', 'mt-2')}>
        <Trans>Go Back</Trans>
      </Link>
    </EmptyState>
  );
}
