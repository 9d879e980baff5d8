import { useId, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ACCOUNT_MSG, DELETED_MEMBER_NAME, DeleteAccountSchema } from '@tlt/shared/account';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useDeleteAccount } from '../api/my-data.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const CHOICES = ['keep', 'remove'] as const;

/** "Delete my account": the password again and what happens to the posts; then signed out, home. */
export function DeleteAccount() {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { logout } = useSession();
  const { register, handleSubmit, setError, reset, formState: { errors } } = useZodForm(DeleteAccountSchema, {
    defaultValues: { password: '', posts: 'keep' },
  });
  const deletedName = DELETED_MEMBER_NAME;
  const choiceLabel = { keep: t`Keep my posts and comments, shown as “${deletedName}”`, remove: t`Remove my posts and comments` };
  const onSubmit = handleSubmit((body) =>
    remove.mutate(body, {
      onSuccess: () => {
        toast.success(translateShared(ACCOUNT_MSG.accountDeleted));
        setOpen(false);
        // The server ended every session already; this clears the browser's copy and goes home.
        logout();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.message === translateShared(ACCOUNT_MSG.incorrectPassword)) setError('password', { message: err.message });
        else toast.error(err instanceof ApiError ? err.message : t`Could not delete your account. Please try again.`);
      },
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <div className="space-y-3 border-t border-navy-100 pt-5">
      <h3 className="font-bold text-navy-950">
        <Trans>Delete my account</Trans>
      </h3>
      <p>
        <Trans>
          Your name, e-mail address, phone number, picture and bio are erased and you are signed out everywhere. We keep your
          payments and their tax invoices, as the tax laws require.
        </Trans>
      </p>
      <Button variant="outline" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden /> <Trans>Delete my account</Trans>
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title={t`Delete your account?`}
        description={t`This cannot be undone: your membership ends with it. If you want a refund, ask for it before you delete your account.`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t`Delete your account`}>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-navy-800">
              <Trans>Your posts and comments</Trans>
            </legend>
            {CHOICES.map((c) => (
              <label key={c} className="flex items-start gap-2 text-sm text-navy-800">
                <input type="radio" value={c} className="mt-1 size-4 accent-emerald-600" {...register('posts')} />
                {choiceLabel[c]}
              </label>
            ))}
            {errors.posts && <p role="alert" className="text-sm font-medium text-red-700">{errors.posts.message}</p>}
          </fieldset>
          <PasswordField label={t`Your password`} autoComplete="current-password" {...field('password')} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="secondary" className="bg-red-700 hover:bg-red-800" disabled={remove.isPending}>
              {remove.isPending ? t`Deleting…` : t`Delete my account`}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
