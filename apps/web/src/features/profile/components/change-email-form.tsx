import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ACCOUNT_MSG, EMAIL_CHANGE_TTL_HOURS, EmailChangeSchema } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * A new e-mail address needs the current password; the server mails a link to the new address and
 * changes nothing until it is opened. A refusal lands on the field it is about.
 */
export function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const hours = EMAIL_CHANGE_TTL_HOURS;
  const id = useId();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useZodForm(EmailChangeSchema, {
    defaultValues: { newEmail: '', password: '' },
  });

  const onSubmit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: ({ pendingEmail }) => {
        setSentTo(pendingEmail);
        toast.success(translateShared(ACCOUNT_MSG.emailChangeSent(pendingEmail)));
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) return toast.error(translateShared(MSG.uploadFailed));
        // The server answers in the page's language.
        if (err.message === translateShared(ACCOUNT_MSG.incorrectPassword)) setError('password', { message: err.message });
        else if (err.code === 400 || err.code === 409) setError('newEmail', { message: err.message });
        else toast.error(err.message);
      },
    }),
  );

  if (sentTo) {
    return (
      <div role="status" className="space-y-3 rounded-xl bg-emerald-50 p-4 text-sm text-navy-900">
        <p>
          <Trans>
            We have sent a link to <strong className="break-all">{sentTo}</strong>. Open it within {hours} hours to finish the change;
            until then, keep signing in with your current address.
          </Trans>
        </p>
        <Button variant="outline" size="sm" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    );
  }
  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Change e-mail`}>
      <TextField label={t`New e-mail address`} type="email" inputMode="email" autoComplete="email" {...field('newEmail')} />
      <PasswordField label={t`Current password`} autoComplete="current-password" {...field('password')} />
      <FormActions pending={change.isPending} label={t`Send confirmation link`} pendingLabel={t`Sending…`} onCancel={onDone} />
    </form>
  );
}
