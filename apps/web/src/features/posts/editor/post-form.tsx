import { useCallback, useId } from 'react';
import { get, useForm, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { AdminFields } from './admin-fields.tsx';
import { ImageField } from '../../../components/chart-images/image-field.tsx';
import { defaultValues, ERROR_ORDER, postFormSchema, richTitle, type ChartImage, type PostFormValues, type PostRole } from './post-form-values.ts';
import { PriceFields } from './price-fields.tsx';
import { TagPicker } from './tag-picker.tsx';
import { TitleField } from './title-field.tsx';
import { useChartImages } from '../../../components/chart-images/use-chart-images.ts';
import { useSavePost } from './use-save-post.ts';

/** Toasts the first broken rule in the spec's order; every message also shows by its field. */
function toastFirstError(errors: FieldErrors<PostFormValues>): void {
  const messageOf = (path: string) => get<FieldErrors<PostFormValues>, FieldError | undefined>(errors, path)?.message;
  const key = ERROR_ORDER.find(messageOf);
  const message = key && messageOf(key);
  if (message) toast.error(COMMUNITY_MSG.createPostErrorTitle, { description: String(message) });
}

/**
 * The create/edit form. It lives inside the dialog's content, which unmounts on close, so
 * every field starts again from `post` (or empty) each time the dialog opens.
 */
export function PostForm({ post, role, onDone }: { post?: Post; role: PostRole; onDone: () => void }) {
  const id = useId();
  const form = useForm<PostFormValues>({ defaultValues: defaultValues(post), resolver: zodResolver(postFormSchema(role)) });
  const { handleSubmit, setValue, control, formState } = form;
  const images = useWatch({ control, name: 'images' });
  const tags = useWatch({ control, name: 'tags' });

  const setImages = useCallback(
    (next: ChartImage[]) => setValue('images', next, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
    [setValue, formState.isSubmitted],
  );
  const chart = useChartImages(images, setImages);
  const save = useSavePost({ post, role, onUploaded: chart.replaceAll, onSaved: onDone });
  const saving = formState.isSubmitting;
  const editing = !!post;

  return (
    <form noValidate onSubmit={handleSubmit(save, toastFirstError)} className="flex min-h-0 flex-1 flex-col" aria-busy={saving}>
      <div className="flex items-center justify-between gap-4 border-b border-navy-100 px-4 py-3 sm:px-6">
        <RadixDialog.Title className="text-lg font-bold text-navy-950">{editing ? 'Edit Post' : 'Create Post'}</RadixDialog.Title>
        <RadixDialog.Close className="rounded-md p-2 text-navy-500 hover:bg-navy-50 hover:text-navy-900" aria-label="Close">
          <X className="size-5" aria-hidden />
        </RadixDialog.Close>
      </div>
      <RadixDialog.Description className="sr-only">
        {role === 'admin' ? 'Your post is published at once.' : 'Your post is published once an admin has reviewed it.'}
      </RadixDialog.Description>

      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
        <TitleField form={form} rich={richTitle(role, post)} idPrefix={id} />
        <ImageField images={images} onAdd={chart.add} onRemove={chart.remove} error={formState.errors.images?.message} required={role === 'user'} />
        <PriceFields form={form} role={role} idPrefix={id} />
        <TagPicker value={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} error={formState.errors.tags?.message} />
        {role === 'admin' && <AdminFields form={form} idPrefix={id} withNotification={!editing} />}
      </div>

      <div className="flex gap-3 border-t border-navy-100 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:justify-end sm:px-6">
        <RadixDialog.Close asChild>
          <Button variant="outline" className="flex-1 sm:flex-none">Cancel</Button>
        </RadixDialog.Close>
        <Button type="submit" disabled={saving} className="flex-1 sm:flex-none sm:min-w-32">
          {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {saving ? 'Saving…' : editing ? 'Update Post' : 'Create Post'}
        </Button>
      </div>
    </form>
  );
}
