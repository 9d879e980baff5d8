import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MSG } from '@tlt/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ForgotPasswordSchema, useForgotPassword, type ForgotPasswordBody } from '../api/forgot-password.ts';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const mutation = useForgotPassword();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ForgotPasswordSchema>, unknown, ForgotPasswordBody>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  // Spec §5: submit stays disabled while the email is empty.
  const empty = watch('email').trim() === '';

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

  const emailId = `${id}-email`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-navy-700">Enter the email you registered with and we will send you a reset link.</p>
      <Field id={emailId} label="Email" error={errors.email?.message}>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          invalid={!!errors.email}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
          {...register('email')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={empty || mutation.isPending}>
        {mutation.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
