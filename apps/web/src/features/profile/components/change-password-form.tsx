import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { ChangePasswordSchema, type ChangePasswordInput } from '@tlt/shared/password';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField, PasswordRules } from '../../../components/ui/password-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';

/** Spec §5 Change password, with its messages; a wrong old password answers 400. */
export function ChangePasswordForm() {
  const id = useId();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(MSG.passwordChanged);
        reset();
      },
      onError: (error) =>
        toast.error(error instanceof ApiError && error.code === 400 ? MSG.incorrectOldPassword : error.message),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <PasswordField
        id={`${id}-old`}
        label="Old password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField id={`${id}-new`} label="New password" error={errors.newPassword?.message} {...register('newPassword')} />
      <PasswordRules />
      <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
