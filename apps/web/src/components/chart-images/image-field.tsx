import { useId, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { cn } from '../../lib/cn.ts';
import type { ImageSource } from './chart-image-check.ts';
import type { ChartImage } from './chart-image.ts';
import { Trans, useLingui } from '@lingui/react/macro';

interface ImageFieldProps {
  images: ChartImage[];
  onAdd: (files: File[], source: ImageSource) => void;
  onRemove: (id: string) => void;
  error?: string;
  required: boolean;
}

export function ImageField({ images, onAdd, onRemove, error, required }: ImageFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const full = images.length >= COMMUNITY_LIMITS.maxImages;
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length) onAdd(files, 'picker');
  };

  const max = COMMUNITY_LIMITS.maxImages;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-navy-800">
        {required ? <Trans>Chart images</Trans> : <Trans>Chart images (optional)</Trans>}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-navy-600">
        <Trans>PNG or JPG under 2 MB, up to {max}. You can also paste a screenshot.</Trans>
      </p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {images.map((img, i) => {
          const n = i + 1;
          return (
          <li key={img.id} className="relative aspect-[4/3] overflow-hidden rounded-lg border border-navy-100 bg-navy-50">
            <img src={img.url} alt={t`Chart ${n}`} className="size-full object-cover" />
            <button
              type="button"
              onClick={() => onRemove(img.id)}
              aria-label={t`Remove chart image ${n}`}
              className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-navy-950/75 text-white hover:bg-navy-950 focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
          );
        })}
        {!full && (
          <li>
            <label
              htmlFor={`${id}-file`}
              className={cn(
                'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-2 text-center text-xs font-medium text-navy-700 hover:bg-navy-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500',
                error ? 'border-red-600' : 'border-navy-200',
              )}
            >
              <ImagePlus className="size-6 text-emerald-600" aria-hidden />
              <Trans>Add image</Trans>
              <input
                id={`${id}-file`}
                type="file"
                multiple
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                className="sr-only"
                onChange={pick}
                aria-label={t`Add chart images`}
              />
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
