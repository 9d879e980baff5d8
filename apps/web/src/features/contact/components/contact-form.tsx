import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ContactFormSchema, type ContactForm } from '@tlt/shared/contact';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateQuery } from '../api/create-query.ts';
import { ImagePicker, readAsDataUrl } from './image-picker.tsx';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useLingui } from '@lingui/react/macro';

const EMPTY: ContactForm = { name: '', email: '', contactNo: '', message: '' };

/** Spec §5 Contact form: name, email and description required; contact and image optional. */
export function ContactFormView() {
  const id = useId();
  const [image, setImage] = useState<File | null>(null);
  const mutation = useCreateQuery();
  const { t } = useLingui();
  const { register, handleSubmit, reset, formState: { errors } } = useZodForm(ContactFormSchema, {
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (v) => {
    let dataUrl: string | undefined;
    try {
      dataUrl = image ? await readAsDataUrl(image) : undefined;
    } catch {
      toast.error(translateShared(MSG.contactFailed));
      return;
    }
    mutation.mutate(
      { name: v.name, email: v.email, message: v.message, contactNo: v.contactNo || undefined, image: dataUrl, active: true },
      {
        onSuccess: () => {
          toast.success(translateShared(MSG.contactSuccess));
          reset(EMPTY);
          setImage(null);
        },
        onError: () => toast.error(translateShared(MSG.contactFailed)),
      },
    );
  });

  const messageError = errors.message?.message;
  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <TextField label={t`Contact No. (optional)`} type="tel" inputMode="tel" autoComplete="tel" {...field('contactNo')} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-navy-800">
          {t`Description`}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          aria-invalid={!!messageError || undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          className={cn(
            'w-full rounded-lg border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900 placeholder:text-navy-400',
            'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-500/40',
            messageError && 'border-red-600',
          )}
          placeholder={t`How can we help?`}
          {...register('message')}
        />
        {messageError && <p id={`${id}-message-error`} role="alert" className="text-sm font-medium text-red-700">{messageError}</p>}
      </div>
      <ImagePicker file={image} onChange={setImage} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? translateShared(MSG.pleaseWait) : t`Submit`}
      </Button>
    </form>
  );
}
