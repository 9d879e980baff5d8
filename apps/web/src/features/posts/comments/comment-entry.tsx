import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import type { Author } from '@tlt/shared/community';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { cn } from '../../../lib/cn.ts';
import { AuthorAvatar } from '../components/author-avatar.tsx';
import { AdminBadge, ProfitableBadge } from '../components/post-badges.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

interface CommentEntryProps {
  /** A comment or a reply: who wrote what, and when. */
  entry: { commentedBy: Author; content: string; createdAt: string };
  /** 'reply' draws a smaller avatar (and names the delete button "Delete reply by …"). */
  size: 'comment' | 'reply';
  /** Shown only to the writer and to admins. */
  onDelete?: () => void;
  deleting?: boolean;
  /** Extra actions next to the date (the Reply button). */
  actions?: ReactNode;
}

/** One comment or reply: avatar, name, badges, the text, then its date and actions. */
export function CommentEntry({ entry, size, onDelete, deleting, actions }: CommentEntryProps) {
  const { t } = useLingui();
  const { commentedBy: author, content, createdAt } = entry;
  const authorName = author.name;
  return (
    <div className="flex gap-2.5">
      <AuthorAvatar name={author.name} src={author.profileImg} className={size === 'comment' ? 'size-9' : 'size-7 text-sm'} />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl rounded-tl-sm bg-navy-50 px-3.5 py-2.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span translate="no" className="text-sm font-semibold text-navy-950">{author.name}</span>
            {author.userType === 'admin' && <AdminBadge />}
            {author.isProfitable && <ProfitableBadge />}
          </p>
          <p lang="" className="mt-0.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-navy-900">{content}</p>
        </div>
        <div className="mt-1 flex items-center gap-3 px-2 text-xs text-navy-600">
          <time dateTime={createdAt} title={recordedDate(createdAt)}>
            {translateShared(relativeDate(createdAt))}
          </time>
          {actions}
          {onDelete && (
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-label={size === 'comment' ? t`Delete comment by ${authorName}` : t`Delete reply by ${authorName}`}
              className={cn(
                'inline-flex min-h-6 items-center gap-1 rounded font-semibold text-navy-600 hover:text-red-700',
                'focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-50',
              )}
            >
              <Trash2 className="size-3.5" aria-hidden />
              <Trans>Delete</Trans>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
