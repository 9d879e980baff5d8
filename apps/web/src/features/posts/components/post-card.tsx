import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import type { Post } from '@tlt/shared/community';
import { useSession } from '../../../lib/session.tsx';
import { AuthorAvatar } from './author-avatar.tsx';
import { PostActions } from './post-actions.tsx';
import { AdminBadge, ProfitableBadge, RejectionNote, StatusChip } from './post-badges.tsx';
import { PostDisclaimer } from './post-disclaimer.tsx';
import { PostFigures } from './post-figures.tsx';
import { SizeTradeButton } from './size-trade-button.tsx';
import { PostImages } from '../../../components/chart-images/post-images.tsx';
import type { FromFeedState } from './use-feed-scroll-memory.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';
import { isNamedTag, tagName } from './tag-name.ts';

/** Admin titles are rich HTML, sanitised by the server with an allow-list. */
const RICH_TITLE =
  'text-[15px] leading-relaxed text-navy-900 [&_a]:font-semibold [&_a]:text-emerald-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-1.5 [&_p:last-child]:mb-0 [&_strong]:font-bold [&_ul]:list-disc';

export interface PostCardProps {
  post: Post;
  /** Opens the editor with this post (the author's or an admin's card). */
  onEdit?: (post: Post) => void;
  onDeleted?: () => void;
  /** The comment count links to the post page, except on that page. */
  linkComments?: boolean;
  /** Replaces the like/favourite bar (the review page puts ACCEPT and REJECT there). */
  footer?: ReactNode;
}

export function PostCard({ post, onEdit, onDeleted, linkComments = true, footer }: PostCardProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const author = post.postedBy;
  const authorName = author.name;
  const isAdminPost = post.postedByRole === 'admin';
  const isMine = user?._id === author._id;
  const canManage = isMine || user?.userType === 'admin';
  const titleId = `post-${post._id}-title`;
  const { pathname, search } = useLocation();
  const linkState: FromFeedState | undefined = pathname === '/posts' ? { feedSearch: search } : undefined;

  return (
    <article aria-labelledby={titleId} className="@container space-y-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm shadow-navy-900/5 md:p-5">
      <header className="flex items-start gap-3">
        <AuthorAvatar name={author.name} src={author.profileImg} className="size-11 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span translate="no" className="truncate font-semibold text-navy-950">{author.name}</span>
            {isAdminPost && <AdminBadge />}
            {author.isProfitable && <ProfitableBadge />}
            {canManage && <StatusChip status={post.verificationStatus} />}
          </div>
          <p className="mt-0.5 truncate text-xs text-navy-500">
            <time dateTime={post.createdAt} title={recordedDate(post.createdAt)}>
              {translateShared(relativeDate(post.createdAt))}
            </time>
            {author.bio && <> · <span lang="">{author.bio}</span></>}
          </p>
        </div>
      </header>

      {isMine && post.verificationStatus === 'rejected' && <RejectionNote reason={post.rejectionReason} />}

      {isAdminPost ? (
        <div id={titleId} lang="" className={RICH_TITLE} dangerouslySetInnerHTML={{ __html: post.title }} />
      ) : (
        <h2 id={titleId} lang="" className="text-[15px] leading-relaxed font-medium whitespace-pre-line text-navy-900">
          {linkComments ? (
            <Link to={`/posts/${post._id}`} state={linkState} className="hover:text-navy-700">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </h2>
      )}

      <PostImages images={post.images} title={isAdminPost ? t`Post by ${authorName}` : post.title} />
      <PostFigures post={post} />
      {!footer && <SizeTradeButton post={post} />}

      {post.tags.length > 0 && (
        <ul aria-label={t`Tags`} className="flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li key={tag} lang={isNamedTag(tag) ? undefined : ''} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              #{tagName(tag, t)}
            </li>
          ))}
        </ul>
      )}

      {post.showDisclaimer && <PostDisclaimer />}

      {footer ?? <PostActions post={post} canManage={canManage} linkComments={linkComments} linkState={linkState} onEdit={onEdit} onDeleted={onDeleted} />}
    </article>
  );
}
