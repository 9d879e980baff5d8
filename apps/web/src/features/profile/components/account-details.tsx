import { useId, useState } from 'react';
import { toast } from 'sonner';
import { AccountDetailsSchema } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import type { User } from '@tlt/shared/user';
import { Button } from '../../../components/ui/button.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { PhoneField, TextField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

type Editing = 'none' | 'details' | 'email';

/** Name, e-mail and mobile number, each editable: name and mobile at once, the e-mail through a link to the new address. */
export function AccountDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState<Editing>('none');
  return (
    <div className="mt-6 space-y-4">
      {editing === 'details' ? (
        <DetailsForm user={user} onDone={() => setEditing('none')} />
      ) : (
        <dl className="space-y-1 text-sm">
          <dt className="sr-only">
            <Trans>Name</Trans>
          </dt>
          <dd translate="no" className="text-lg font-bold text-navy-950">{user.name}</dd>
          <dt className="sr-only">
            <Trans>Email</Trans>
          </dt>
          <dd translate="no" className="break-all text-navy-700">{user.email}</dd>
          {user.contactNo && (
            <>
              <dt className="sr-only">
                <Trans>Mobile number</Trans>
              </dt>
              <dd className="text-navy-700">{user.contactNo}</dd>
            </>
          )}
        </dl>
      )}
      {editing === 'email' && <ChangeEmailForm onDone={() => setEditing('none')} />}
      {editing === 'none' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing('details')}>
            <Trans>Edit name and mobile</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setEditing('email')}>
            <Trans>Change e-mail</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}

function DetailsForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState: { errors } } = useZodForm(AccountDetailsSchema, {
    defaultValues: { name: user.name, contactNo: user.contactNo ?? '' },
  });
  const onSubmit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        toast.success(translateShared(MSG.profileUpdated));
        onDone();
      },
      onError: (err) => toast.error(err instanceof ApiError && err.code === 400 ? err.message : translateShared(MSG.uploadFailed)),
    }),
  );
  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t`Edit name and mobile`}>
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <PhoneField label={t`Mobile number`} {...field('contactNo')} />
      <FormActions pending={update.isPending} label={t`Save`} pendingLabel={t`Saving…`} onCancel={onDone} />
    </form>
  );
}
