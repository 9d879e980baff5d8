import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAuthModal } from '../../../lib/auth-modal.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2: one modal, titled "Login" or "Forgot Password" by the common auth-modal state. */
export default function AuthModal() {
  const { type, open, close } = useAuthModal();
  const { t } = useLingui();
  return (
    <Dialog
      open={type !== null}
      onOpenChange={(next) => !next && close()}
      title={type === 'forgot' ? t`Forgot Password` : t`Login`}
    >
      {type === 'forgot' ? (
        <>
          <ForgotPasswordForm onDone={close} />
          <p className="mt-4 text-center text-sm text-navy-700">
            <Trans>
              Remembered it?{' '}
              <button
                type="button"
                onClick={() => open('login')}
                className="font-semibold text-emerald-800 underline-offset-4 hover:underline"
              >
                Back to sign in
              </button>
            </Trans>
          </p>
        </>
      ) : (
        <LoginForm onSuccess={close} autoFocus />
      )}
    </Dialog>
  );
}
