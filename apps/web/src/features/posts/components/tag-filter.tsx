import { POST_TAGS, type PostTag } from '@tlt/shared/community';
import { Hash } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { tagName } from './tag-name.ts';

/** The 13 tags as toggles; picking any narrows the feed to posts with one of them. */
interface TagFilterProps {
  selected: PostTag[];
  onChange: (tags: PostTag[]) => void;
  /** False inside a dialog that already says "Filter by tag". */
  showHeading?: boolean;
}

export function TagFilter({ selected, onChange, showHeading = true }: TagFilterProps) {
  const { t } = useLingui();
  const count = selected.length;
  const toggle = (tag: PostTag) =>
    onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : POST_TAGS.filter((t) => t === tag || selected.includes(t)));
  return (
    <section aria-label={t`Filter by tag`}>
      <div className="mb-3 flex min-h-5 items-center justify-between">
        {showHeading ? (
          <h2 className="flex items-center gap-1.5 text-sm font-bold tracking-wide text-navy-950 uppercase">
            <Hash className="size-4 text-emerald-600" aria-hidden /> <Trans>Filter by tag</Trans>
          </h2>
        ) : (
          <p className="text-sm text-navy-600">
            <Trans>Show posts with any of these tags.</Trans>
          </p>
        )}
        {selected.length > 0 && (
          <button type="button" onClick={() => onChange([])} className="text-xs font-semibold text-emerald-700 hover:underline">
            <Trans>Clear ({count})</Trans>
          </button>
        )}
      </div>
      <ul className="flex flex-wrap gap-2">
        {POST_TAGS.map((tag) => {
          const on = selected.includes(tag);
          return (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(tag)}
                className={cn(
                  'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                  on ? 'border-emerald-500 bg-emerald-500 text-white' : 'border-navy-200 bg-white text-navy-700 hover:border-emerald-400 hover:text-emerald-800',
                )}
              >
                {tagName(tag, t)}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
