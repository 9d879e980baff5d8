import { useId } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, PasswordRules } from '../../../components/ui/password-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { PATHS } from '../../../lib/paths.ts';
import { ResetPasswordFormSchema, useResetPassword } from '../api/reset-password.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';

/** Spec §8 Password recovery: success toast then /login; any failure the spec's message. */
export function ResetPasswordFormView({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const mutation = useResetPassword();
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
          toast.success(MSG.resetSuccess);
          navigate(PATHS.login, { replace: true });
        },
        onError: () => toast.error(MSG.resetFailed),
      },
    ),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PasswordField label="New password" autoFocus {...field('password')} />
      <PasswordField label="Confirm password" {...field('confirmPassword')} />
      <PasswordRules />
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}
