import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@tlt/shared/upload';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useUploadImage } from '../../../lib/upload-image.ts';
import type { FieldNode } from './field-model.ts';
import { describedBy, FieldShell } from './field-shell.tsx';
import { useContentField } from './form-context.tsx';
import type { Path } from './value-path.ts';
import { useLingui } from '@lingui/react/macro';

type TextNode = Extract<FieldNode, { kind: 'text' }>;

const showable = (v: string) => /^(\/(?!\/)|https:\/\/)\S+$/.test(v);

/**
 * An image: a thumbnail of what is set, Upload (POST /api/upload, the answer's URL goes in the
 * field), or a site path / https address typed in. The schema judges the address on save.
 */
export function ImageField({ node, path }: { node: TextNode; path: Path }) {
  const { t } = useLingui();
  const f = useContentField(path);
  const upload = useUploadImage();
  const what = node.title.toLowerCase();
  const fileId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const value = typeof f.value === 'string' ? f.value : '';
  // What is wrong with the picked file (imageFileProblem), else the upload's own failure.
  const uploadError = picked
    ?? (upload.error ? (upload.error instanceof ApiError ? upload.error.message : t`The upload failed. Try again.`) : undefined);
  const error = uploadError ?? f.error;

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    setPicked(problem);
    if (problem) return;
    upload.mutate(file, { onSuccess: (r) => f.set(r.location) });
  }

  return (
    <FieldShell id={f.id} label={node.title} help={node.help} error={error}>
      <div className="flex items-start gap-3">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg border border-navy-100 bg-navy-50">
          {showable(value) ? <img src={value} alt="" className="size-full object-contain" /> : <ImageUp className="size-6 text-navy-400" aria-hidden />}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Input
            id={f.id}
            value={value}
            disabled={f.disabled}
            invalid={!!error}
            aria-describedby={describedBy(f.id, node.help, error)}
            onChange={(e) => f.set(e.target.value)}
          />
          <label
            htmlFor={fileId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-navy-200 px-3 py-1.5 text-sm font-semibold text-navy-800 hover:bg-navy-50"
          >
            <ImageUp className="size-4" aria-hidden />
            {upload.isPending ? t`Uploading…` : t`Upload ${what}`}
          </label>
          <input
            id={fileId}
            type="file"
            accept={IMAGE_ACCEPT.join(',')}
            className="sr-only"
            disabled={f.disabled || upload.isPending}
            onChange={onFile}
          />
        </div>
      </div>
    </FieldShell>
  );
}
