import { useSearchParams } from 'react-router';
import { KeyRound, LinkIcon } from 'lucide-react';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthModal } from '../../../lib/auth-modal.tsx';
import { ResetPasswordFormView } from '../components/reset-password-form.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Spec §2 Reset password page: reads the token from ?token= in the link we mailed. */
export default function ResetPasswordPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Reset password`, description: t`Choose a new password for your account.` });
  const invalid = translateShared(MSG.resetLinkInvalid);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const authModal = useAuthModal();
  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:items-center md:py-16">
      <Card className="w-full max-w-md p-6 md:p-8">
        <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
          {token ? <KeyRound className="size-6" aria-hidden /> : <LinkIcon className="size-6" aria-hidden />}
        </span>
        {token ? (
          <>
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">
              <Trans>Reset password</Trans>
            </h1>
            <p className="mt-1 mb-6 text-sm text-navy-700">
              <Trans>Choose a new password for your account.</Trans>
            </p>
            <ResetPasswordFormView token={token} />
          </>
        ) : (
          <>
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">
              <Trans>Reset link not valid</Trans>
            </h1>
            <p role="alert" className="mt-2 text-sm text-navy-700">
              <Trans>{invalid}. Ask for a new link and use it within the hour.</Trans>
            </p>
            <Button size="lg" className="mt-6 w-full" onClick={() => authModal.open('forgot')}>
              <Trans>Request a new link</Trans>
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
