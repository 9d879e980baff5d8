import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { ForgotPasswordSchema, useForgotPassword } from '../api/forgot-password.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useZodForm(ForgotPasswordSchema, {
    defaultValues: { email: '' },
  });
  // Spec §5: submit stays disabled while the email is empty.
  const empty = useWatch({ control, name: 'email' }).trim() === '';

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(MSG.forgotPasswordSent);
        reset();
        onDone();
      },
      onError: () => toast.error(MSG.forgotPasswordFailed),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-navy-700">Enter the email you registered with and we will send you a reset link.</p>
      <EmailField autoFocus {...field('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={empty || mutation.isPending}>
        {mutation.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
