import { useId } from 'react';
import { Download, Gift } from 'lucide-react';
import { toast } from 'sonner';
import { EBOOK_MSG, EbookRequestFormSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmailField, PhoneField, TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useRequestEbook } from './request-ebook.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** The server's message when it sent one, the generic one otherwise (offline). */
const failureMessage = (err: unknown) => (err instanceof ApiError && err.code !== 0 && err.message ? err.message : translateShared(MSG.internalError));

/**
 * The /landing-page-ebook gift form: name, e-mail, contact; then the download and the mail on its way.
 * `fileUrl` is the e-book's address as admins set it (pages.landingVariants), the one the mail links to.
 */
export function EbookForm({ fileUrl }: { fileUrl: string }) {
  const id = useId();
  const mutation = useRequestEbook();
  const { t } = useLingui();
  const { register, handleSubmit, formState: { errors } } = useZodForm(EbookRequestFormSchema, {
    mode: 'all',
    defaultValues: { name: '', email: '', contact: '' },
  });
  const onSubmit = handleSubmit((v) => mutation.mutate(v, { onError: (err) => toast.error(failureMessage(err)) }));

  if (mutation.isSuccess) {
    return (
      <div role="status" className="space-y-4 text-center">
        <h2 className="text-xl font-bold text-navy-950">
          <Trans>Your e-book is ready</Trans>
        </h2>
        <p className="text-navy-700">{translateShared(mutation.data.requests > 1 ? EBOOK_MSG.readyAgain : EBOOK_MSG.ready)}</p>
        <a href={fileUrl} download className={buttonStyles('primary', 'lg', 'w-full')}>
          <Download className="size-5" aria-hidden /> <Trans>Download the e-book (PDF)</Trans>
        </a>
        <p className="text-sm text-navy-600">
          <Trans>We have also sent the link to your e-mail.</Trans>
        </p>
      </div>
    );
  }
  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold text-navy-950">
        <Gift className="size-6 text-emerald-600" aria-hidden /> <Trans>Get the free e-book</Trans>
      </h2>
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <PhoneField label={t`Contact`} inputMode="numeric" {...field('contact')} />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? translateShared(MSG.pleaseWait) : t`Send Me the E-book`}
      </Button>
    </form>
  );
}
