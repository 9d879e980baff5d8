import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { translateShared } from '../../../lib/i18n.ts';
import { LoginSchema } from '@tlt/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { EmailField } from '../../../components/ui/text-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAuthModal } from '../../../lib/auth-modal.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useLogin } from '../api/login.ts';
import { LOGIN_SUCCESS_PATH, loginFailure } from '../login-outcome.ts';
import { fieldProps } from '../../../components/ui/field-props.ts';
import { Trans, useLingui } from '@lingui/react/macro';

interface LoginFormProps {
  /** Called after a successful login, before navigating (the modal closes itself here). */
  onSuccess?: () => void;
  autoFocus?: boolean;
}

export function LoginForm({ onSuccess, autoFocus }: LoginFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const authModal = useAuthModal();
  const loginMutation = useLogin();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(LoginSchema, {
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit((body) =>
    loginMutation.mutate(body, {
      onSuccess: (result) => {
        signIn(result, body.remember === true);
        onSuccess?.();
        navigate(LOGIN_SUCCESS_PATH, { replace: true });
      },
      onError: (error) => {
        const failure = loginFailure(error);
        toast.error(translateShared(failure.message));
        // The renewal page prefills its checkout with the email typed here.
        if (failure.redirect) navigate(failure.redirect, { state: { email: body.email } });
      },
    }),
  );

  const field = fieldProps(register, errors, id);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField autoFocus={autoFocus} placeholder={t`Your e-mail address`} {...field('email')} />
      <PasswordField label={t`Password`} autoComplete="current-password" {...field('password')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox id={`${id}-remember`} label={t`Remember me`} {...register('remember')} />
        <button
          type="button"
          onClick={() => authModal.open('forgot')}
          className="text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? t`Signing in…` : t`Login`}
      </Button>
      <p className="text-center text-sm text-navy-700">
        <Trans>
          Not a member yet?{' '}
          <Link to={PATHS.register} onClick={onSuccess} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
            Join us
          </Link>
        </Trans>
      </p>
    </form>
  );
}
