import { useId } from 'react';
import { Download, Gift } from 'lucide-react';
import { toast } from 'sonner';
import { EBOOK_MSG, EbookRequestFormSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmailField, PhoneField, TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useRequestEbook } from './request-ebook.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';

/** The server's message when it sent one, the generic one otherwise (offline). */
const failureMessage = (err: unknown) => (err instanceof ApiError && err.code !== 0 && err.message ? err.message : MSG.internalError);

/**
 * The /landing-page-ebook gift form: name, e-mail, contact; then the download and the mail on its way.
 * `fileUrl` is the e-book's address as admins set it (pages.landingVariants), the one the mail links to.
 */
export function EbookForm({ fileUrl }: { fileUrl: string }) {
  const id = useId();
  const mutation = useRequestEbook();
  const { register, handleSubmit, formState: { errors } } = useZodForm(EbookRequestFormSchema, {
    mode: 'all',
    defaultValues: { name: '', email: '', contact: '' },
  });
  const onSubmit = handleSubmit((v) => mutation.mutate(v, { onError: (err) => toast.error(failureMessage(err)) }));

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-4 text-center">
        <h2 className="text-xl font-bold text-navy-950">Your e-book is ready</h2>
        <p className="text-navy-700">{mutation.data.requests > 1 ? EBOOK_MSG.readyAgain : EBOOK_MSG.ready}</p>
        <a href={fileUrl} download className={buttonStyles('primary', 'lg', 'w-full')}>
          <Download className="size-5" aria-hidden /> Download the e-book (PDF)
        </a>
        <p className="text-sm text-navy-600">We have also sent the link to your e-mail.</p>
      </div>
    );
  }
  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Gift className="size-6 text-emerald-600" aria-hidden /> Get the free e-book
      </h2>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <PhoneField label="Contact" inputMode="numeric" {...field('contact')} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? MSG.pleaseWait : 'Send Me the E-book'}
      </Button>
    </form>
  );
}
