import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, PasswordRules } from '../../../components/ui/password-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { ResetPasswordFormSchema, useResetPassword } from '../api/reset-password.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec §8 Password recovery: success toast then /login; any failure the spec's message. */
export function ResetPasswordFormView({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ResetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { key: token, password },
      {
        onSuccess: () => {
          toast.success(translateShared(MSG.resetSuccess));
          navigate(PATHS.login, { replace: true });
        },
        onError: () => toast.error(translateShared(MSG.resetFailed)),
      },
    ),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField label={t`New password`} autoFocus {...field('password')} />
      <PasswordField label={t`Confirm password`} {...field('confirmPassword')} />
      <PasswordRules />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t`Saving…` : t`Reset password`}
      </Button>
    </form>
  );
}
