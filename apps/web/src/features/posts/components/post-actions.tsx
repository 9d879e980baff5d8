import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Heart, Loader2, MessageCircle, Pencil, Star, Trash2, type LucideIcon } from 'lucide-react';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useLikePost } from '../api/like-post.ts';
import { useMakeFavorite } from '../api/make-favorite.ts';
import type { FromFeedState } from './use-feed-scroll-memory.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const ACTION =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-navy-700 transition-colors hover:bg-navy-50 disabled:opacity-60';

/** Like and favourite: a pressed-state button with a spinner while the call is on its way. */
function ToggleAction(props: {
  on: boolean;
  label: string;
  icon: LucideIcon;
  onClass: string;
  pending: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const { on, label, icon: Icon, onClass, pending, onToggle, children } = props;
  return (
    <button type="button" className={cn(ACTION, on && onClass)} aria-pressed={on} aria-label={label} disabled={pending} onClick={onToggle}>
      {pending ? (
        <Loader2 className="size-[18px] animate-spin" aria-hidden />
      ) : (
        <Icon className="size-[18px]" fill={on ? 'currentColor' : 'none'} aria-hidden />
      )}
      {children}
    </button>
  );
}

interface PostActionsProps {
  post: Post;
  canManage: boolean;
  /** False on the single-post page, where the comments are right below. */
  linkComments: boolean;
  /** Carried to the post page so its Go Back returns to the same feed view. */
  linkState?: FromFeedState;
  onEdit?: (post: Post) => void;
  onDeleted?: () => void;
}

/** Like, favourite, comments; edit and delete for the author or an admin. */
export function PostActions({ post, canManage, linkComments, linkState, onEdit, onDeleted }: PostActionsProps) {
  const { t } = useLingui();
  const like = useLikePost();
  const favorite = useMakeFavorite();
  const del = useDeletePost();
  const comments = (
    <>
      <MessageCircle className="size-[18px]" aria-hidden />
      <span className="tabular-nums">{post.commentCount}</span>
    </>
  );
  const count = post.commentCount;
  const commentsLabel = count === 1 ? t`${count} comment` : t`${count} comments`;

  return (
    <div className="flex items-center gap-1 border-t border-navy-100 pt-2">
      <ToggleAction
        on={post.isLiked}
        label={post.isLiked ? t`Unlike` : t`Like`}
        icon={Heart}
        onClass="text-rose-600"
        pending={like.isPending}
        onToggle={() => like.mutate({ postId: post._id, isLike: !post.isLiked })}
      >
        <span className="tabular-nums">{post.likeCount}</span>
      </ToggleAction>
      {linkComments ? (
        <Link to={`/posts/${post._id}`} state={linkState} className={ACTION} aria-label={commentsLabel}>
          {comments}
        </Link>
      ) : (
        <span className={cn(ACTION, 'hover:bg-transparent')} aria-label={commentsLabel}>
          {comments}
        </span>
      )}
      <ToggleAction
        on={post.isFavorite}
        label={post.isFavorite ? t`Remove from favourites` : t`Add to favourites`}
        icon={Star}
        onClass="text-amber-500"
        pending={favorite.isPending}
        onToggle={() => favorite.mutate({ postId: post._id, isFavorite: !post.isFavorite })}
      />
      {canManage && (
        <div className="ml-auto flex items-center gap-1">
          {onEdit && (
            <button type="button" className={ACTION} aria-label={t`Edit post`} onClick={() => onEdit(post)}>
              <Pencil className="size-4" aria-hidden />
            </button>
          )}
          <button
            type="button"
            className={cn(ACTION, 'hover:bg-red-50 hover:text-red-700')}
            aria-label={t`Delete post`}
            disabled={del.isPending}
            onClick={() => {
              if (window.confirm(translateShared(COMMUNITY_MSG.deletePostConfirm))) del.mutate(post._id, { onSuccess: onDeleted });
            }}
          >
            {del.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </div>
  );
}
