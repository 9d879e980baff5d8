import { useId, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ImagePlus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { translateShared } from '../../../lib/i18n.ts';
import { BlogInputSchema, type Blog, type BlogInput } from '@tlt/shared/blogs';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { LOCALE_NAMES, LOCALES } from '@tlt/shared/i18n/locale';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cn } from '../../../lib/cn.ts';
import { useSaveBlog } from '../api/save-blog.ts';
import { useUploadImage } from '../../../lib/upload-image.ts';
import { imageFileProblem } from '@tlt/shared/upload';
import { BlogImage } from './blog-image.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const TEXTAREA = 'w-full rounded-lg border border-navy-200 bg-white px-3 py-2 text-base text-navy-900 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40';

function defaults(blog?: Blog): BlogInput {
  return {
    title: blog?.title ?? '',
    slug: blog?.slug ?? '',
    shortDescription: blog?.shortDescription ?? '',
    description: blog?.description ?? '',
    featureImage: blog?.featureImage ?? '',
    is_locked: blog?.is_locked === 'yes',
    locked_content: blog?.locked_content ?? '',
    language: blog?.language ?? 'en',
  };
}

/** The languages a post may be written in, each named in itself ("English", "हिन्दी"). */
const LANGUAGE_OPTIONS = LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }));

/** Admin: create or edit a blog. `blog` (with its full text) means edit. */
export function BlogForm({ blog, onDone }: { blog?: Blog; onDone: () => void }) {
  const id = useId();
  const save = useSaveBlog();
  const upload = useUploadImage();
  const { t } = useLingui();
  const { register, control, handleSubmit, setValue, formState: { errors } } = useZodForm(BlogInputSchema, {
    defaultValues: defaults(blog),
  });
  const featureImage = useWatch({ control, name: 'featureImage' });
  const locked = useWatch({ control, name: 'is_locked' });

  const uploadImage = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(translateShared(problem));
      return null;
    }
    try {
      return (await upload.mutateAsync(file)).location;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Upload failed`);
      return null;
    }
  };
  const onFeatureFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    const src = file && (await uploadImage(file));
    if (src) setValue('featureImage', src, { shouldDirty: true, shouldValidate: true });
  };

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: blog?.id, body: { ...body, locked_content: body.is_locked ? body.locked_content : null } },
      {
        onSuccess: () => {
          toast.success(blog ? t`Blog saved` : t`Blog published`);
          onDone();
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm md:p-6">
      <TextField label={t`Title`} {...field('title')} />
      <TextField label={t`Slug (web address)`} placeholder={t`Made from the title when empty`}
        autoCapitalize="none" spellCheck={false} {...field('slug')} />
      <div className="space-y-1.5">
        <SelectField id={`${id}-language`} label={t`Language`} placeholder={t`Choose…`} options={LANGUAGE_OPTIONS}
          aria-invalid={!!errors.language || undefined} aria-describedby={errors.language ? `${id}-language-error` : undefined}
          {...register('language')} />
        {errors.language && <p id={`${id}-language-error`} role="alert" className="text-sm font-medium text-red-700">{translateShared(errors.language.message ?? '')}</p>}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-short`} className="block text-sm font-medium text-navy-800">
          <Trans>Short description</Trans>
        </label>
        <textarea id={`${id}-short`} rows={3} aria-invalid={!!errors.shortDescription || undefined}
          aria-describedby={errors.shortDescription ? `${id}-short-error` : undefined}
          className={cn(TEXTAREA, errors.shortDescription && 'border-red-600')} {...register('shortDescription')} />
        {errors.shortDescription && <p id={`${id}-short-error`} role="alert" className="text-sm font-medium text-red-700">{errors.shortDescription.message}</p>}
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-navy-800">
          <Trans>Feature image</Trans>
        </legend>
        {featureImage ? <BlogImage src={featureImage} className="max-w-sm rounded-xl" /> : <p className="text-sm text-navy-600">{t`No image yet.`}</p>}
        <div className="flex flex-wrap gap-2">
          <input id={`${id}-feature`} type="file" accept=".png,.jpg,.jpeg,image/png,image/jpeg" className="peer sr-only" onChange={onFeatureFile} />
          <label htmlFor={`${id}-feature`} className={cn(buttonStyles('outline', 'sm', 'cursor-pointer'), upload.isPending && 'pointer-events-none opacity-50')}>
            <ImagePlus className="size-4" aria-hidden /> {featureImage ? t`Change image` : t`Upload image`}
          </label>
          {featureImage && (
            <Button variant="ghost" size="sm" onClick={() => setValue('featureImage', '', { shouldDirty: true })}>
              <Trash2 className="size-4" aria-hidden /> <Trans>Remove</Trans>
            </Button>
          )}
        </div>
        <p className="text-xs text-navy-600">
          <Trans>PNG or JPG, under 2 MB. 1200 × 630 works best for link previews.</Trans>
        </p>
        {errors.featureImage && <p role="alert" className="text-sm font-medium text-red-700">{errors.featureImage.message}</p>}
      </fieldset>

      <div className="space-y-1.5">
        <span id={`${id}-body-label`} className="block text-sm font-medium text-navy-800">
          <Trans>Blog text</Trans>
        </span>
        <Controller control={control} name="description" render={({ field }) => (
          <RichTextEditor labelId={`${id}-body-label`} value={field.value} onChange={field.onChange} onImage={uploadImage}
            invalid={!!errors.description} describedBy={errors.description ? `${id}-body-error` : undefined} />
        )} />
        {errors.description && <p id={`${id}-body-error`} role="alert" className="text-sm font-medium text-red-700">{errors.description.message}</p>}
      </div>

      <div className="space-y-3 rounded-xl bg-navy-50/70 p-4">
        <Checkbox id={`${id}-locked`} label={t`Members only (visitors see the preview below)`} {...register('is_locked')} />
        {locked && (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-preview`} className="block text-sm font-medium text-navy-800">
              <Trans>Preview for visitors</Trans>
            </label>
            <textarea id={`${id}-preview`} rows={4} aria-invalid={!!errors.locked_content || undefined}
              aria-describedby={errors.locked_content ? `${id}-preview-error` : undefined}
              className={cn(TEXTAREA, errors.locked_content && 'border-red-600')} {...register('locked_content')} />
            {errors.locked_content && <p id={`${id}-preview-error`} role="alert" className="text-sm font-medium text-red-700">{errors.locked_content.message}</p>}
          </div>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}><Trans>Cancel</Trans></Button>
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {save.isPending ? t`Saving…` : blog ? t`Save blog` : t`Publish blog`}
        </Button>
      </div>
    </form>
  );
}
