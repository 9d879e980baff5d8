import { useId } from 'react';
import { Check } from 'lucide-react';
import { POST_TAGS, type PostTag } from '@tlt/shared/community';
import { Trans, useLingui } from '@lingui/react/macro';
import { tagName } from '../components/tag-name.ts';

interface TagPickerProps {
  value: PostTag[];
  onChange: (tags: PostTag[]) => void;
  error?: string;
}

/** The 13 tags as checkable chips: real checkboxes, so keyboards and screen readers know them; 44 px tall for thumbs. */
export function TagPicker({ value, onChange, error }: TagPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const toggle = (tag: PostTag, on: boolean) =>
    onChange(on ? POST_TAGS.filter((t) => t === tag || value.includes(t)) : value.filter((t) => t !== tag));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-navy-800">
        <Trans>Tags</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {POST_TAGS.map((tag) => {
          const checked = value.includes(tag);
          return (
            <label
              key={tag}
              className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-navy-200 bg-white px-3.5 text-sm font-medium text-navy-800 select-none hover:bg-navy-50 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:checked]:text-emerald-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-500"
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={(e) => toggle(tag, e.target.checked)} />
              {checked && <Check className="size-4" aria-hidden />}
              {tagName(tag, t)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
