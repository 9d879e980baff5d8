import { useId, useRef, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { translateShared } from '../../../lib/i18n.ts';
import { imageFileProblem } from '@tlt/shared/upload';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * One optional png/jpeg. Spec §5: over 2 MB is refused with its message and dropped; the
 * server judges the bytes again, this check only spares a slow upload on a phone.
 */
export function ImagePicker({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen);
    if (problem) {
      toast.error(translateShared(problem));
      onChange(null);
      return;
    }
    onChange(chosen);
  };
  const fileName = file?.name;
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium text-navy-800">
        <Trans>Screenshot (optional)</Trans>
      </span>
      {file ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-navy-200 bg-navy-50 px-3 py-2 text-sm">
          <span translate="no" className="truncate text-navy-800">{file.name}</span>
          <button type="button" onClick={() => onChange(null)} className="rounded p-1 text-navy-600 hover:bg-navy-100" aria-label={t`Remove ${fileName}`}>
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : (
        <label htmlFor={id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-dashed border-navy-300 px-3 py-3 text-sm text-navy-700 hover:bg-navy-50">
          <ImagePlus className="size-5 text-emerald-600" aria-hidden />
          <Trans>Attach an image (png or jpg, under 2 MB)</Trans>
        </label>
      )}
      <input ref={input} id={id} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" className="sr-only" onChange={pick} aria-label={t`Attach an image`} />
    </div>
  );
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
