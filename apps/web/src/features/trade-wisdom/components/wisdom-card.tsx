import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import type { TradeWisdom } from '@tlt/shared/community';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { PostImages } from '../../../components/chart-images/post-images.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { WisdomAvatar } from './wisdom-avatar.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const ICON =
  'inline-flex size-9 items-center justify-center rounded-lg text-navy-500 transition-colors hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-40';

/** The first line of the lesson, short: what the chart viewer and the buttons call it. */
export function wisdomLabel(title: string): string {
  const line = title.trim().split('\n')[0].trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

export interface WisdomCardProps {
  wisdom: TradeWisdom;
  /** Admins get edit and delete. */
  canManage: boolean;
  onEdit?: (wisdom: TradeWisdom) => void;
  onDelete?: (wisdom: TradeWisdom) => void;
  deleting?: boolean;
  /** The date links to the item's own page, except on that page. */
  linkDate?: boolean;
}

/** One trade wisdom item: who posted it and when, the lesson as typed (line breaks kept), its images. */
export function WisdomCard({ wisdom, canManage, onEdit, onDelete, deleting, linkDate = true }: WisdomCardProps) {
  const { t } = useLingui();
  const { postedBy, createdAt, title, images } = wisdom;
  const label = wisdomLabel(title);
  const when = (
    <time dateTime={createdAt} title={recordedDate(createdAt)}>
      {translateShared(relativeDate(createdAt))}
    </time>
  );
  return (
    <article className="space-y-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm shadow-navy-900/5 md:p-5">
      <header className="flex items-start gap-3">
        <WisdomAvatar name={postedBy.name} src={postedBy.profileImg} />
        <div className="min-w-0 flex-1">
          {/* Headings name the lesson too, so a screen reader's list of them tells the items apart. */}
          <h2 aria-label={`${postedBy.name}: ${label}`} translate="no" className="truncate font-semibold text-navy-950">
            {postedBy.name}
          </h2>
          <p className="mt-0.5 text-xs text-navy-500">
            {linkDate ? (
              <Link to={PATHS.tradeWisdomItem(wisdom._id)} className="hover:text-navy-800 hover:underline" aria-label={t`Open “${label}” on its own page`}>
                {when}
              </Link>
            ) : (
              when
            )}
          </p>
        </div>
        {canManage && (
          <div className="-mt-1 -mr-1 flex shrink-0 items-center">
            {onEdit && (
              <button type="button" onClick={() => onEdit(wisdom)} aria-label={t`Edit “${label}”`} title={t`Edit`} className={ICON}>
                <Pencil className="size-4" aria-hidden />
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                onClick={() => onDelete(wisdom)}
                disabled={deleting}
                aria-label={t`Delete “${label}”`}
                title={t`Delete`}
                className={`${ICON} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        )}
      </header>
      <p lang="" className="text-[15px] leading-relaxed break-words whitespace-pre-line text-navy-900">{title}</p>
      <PostImages images={images} title={label} />
    </article>
  );
}
