import { useCallback, useId } from 'react';
import { get, useWatch, type FieldError, type FieldErrors } from 'react-hook-form';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { SheetForm } from '../../../components/ui/form-sheet.tsx';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { AdminFields } from './admin-fields.tsx';
import { ImageField } from '../../../components/chart-images/image-field.tsx';
import { defaultValues, ERROR_ORDER, postFormSchema, richTitle, type ChartImage, type PostFormValues, type PostRole } from './post-form-values.ts';
import { PriceFields } from './price-fields.tsx';
import { TagPicker } from './tag-picker.tsx';
import { TitleField } from './title-field.tsx';
import { useChartImages } from '../../../components/chart-images/use-chart-images.ts';
import { useSavePost } from './use-save-post.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** Toasts the first broken rule in the spec's order; every message also shows by its field. */
function toastFirstError(errors: FieldErrors<PostFormValues>): void {
  const messageOf = (path: string) => get<FieldErrors<PostFormValues>, FieldError | undefined>(errors, path)?.message;
  const key = ERROR_ORDER.find(messageOf);
  const message = key && messageOf(key);
  if (message) toast.error(translateShared(COMMUNITY_MSG.createPostErrorTitle), { description: translateShared(String(message)) });
}

/**
 * The create/edit form. It lives inside the dialog's content, which unmounts on close, so
 * every field starts again from `post` (or empty) each time the dialog opens.
 */
export function PostForm({ post, role, onDone }: { post?: Post; role: PostRole; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const form = useZodForm(postFormSchema(role), { defaultValues: defaultValues(post) });
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
    <SheetForm
      title={editing ? t`Edit Post` : t`Create Post`}
      description={role === 'admin' ? t`Your post is published at once.` : t`Your post is published once an admin has reviewed it.`}
      submitLabel={editing ? t`Update Post` : t`Create Post`}
      saving={saving}
      onSubmit={handleSubmit(save, toastFirstError)}
    >
      <TitleField form={form} rich={richTitle(role, post)} idPrefix={id} />
      <ImageField images={images} onAdd={chart.add} onRemove={chart.remove} error={formState.errors.images?.message} required={role === 'user'} />
      <PriceFields form={form} role={role} idPrefix={id} />
      <TagPicker value={tags} onChange={(next) => setValue('tags', next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} error={formState.errors.tags?.message} />
      {role === 'admin' && <AdminFields form={form} idPrefix={id} withNotification={!editing} />}
    </SheetForm>
  );
}
