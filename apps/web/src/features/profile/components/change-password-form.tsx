import { useId } from 'react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { ChangePasswordSchema } from '@tlt/shared/password';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, PasswordRules } from '../../../components/ui/password-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** Spec §5 Change password, with its messages; a wrong old password answers 400. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const id = useId();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(ChangePasswordSchema, {
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(translateShared(MSG.passwordChanged));
        reset();
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.code === 400 ? translateShared(MSG.incorrectOldPassword) : error.message),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField label={t`Old password`} autoComplete="current-password" {...field('oldPassword')} />
      <PasswordField label={t`New password`} {...field('newPassword')} />
      <PasswordRules />
      <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? t`Saving…` : t`Change password`}
      </Button>
    </form>
  );
}
