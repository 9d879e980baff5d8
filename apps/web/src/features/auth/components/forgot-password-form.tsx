import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { ForgotPasswordSchema, useForgotPassword } from '../api/forgot-password.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const mutation = useForgotPassword();
  const { t } = useLingui();
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
        toast.success(translateShared(MSG.forgotPasswordSent));
        reset();
        onDone();
      },
      onError: () => toast.error(translateShared(MSG.forgotPasswordFailed)),
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-navy-700">
        <Trans>Enter the email you registered with and we will send you a reset link.</Trans>
      </p>
      <EmailField autoFocus {...field('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={empty || mutation.isPending}>
        {mutation.isPending ? t`Sending…` : t`Send reset link`}
      </Button>
    </form>
  );
}
