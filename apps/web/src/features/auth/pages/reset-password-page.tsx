import { useSearchParams } from 'react-router';
import { KeyRound, LinkIcon } from 'lucide-react';
import { MSG } from '@tlt/shared/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuthModal } from '../../../lib/auth-modal.tsx';
import { ResetPasswordFormView } from '../components/reset-password-form.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';

/** Spec §2 Reset password page: reads the token from ?token= in the link we mailed. */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password', description: 'Choose a new password for your account.' });
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
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">Reset password</h1>
            <p className="mt-1 mb-6 text-sm text-navy-700">Choose a new password for your account.</p>
            <ResetPasswordFormView token={token} />
          </>
        ) : (
          <>
            <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">Reset link not valid</h1>
            <p role="alert" className="mt-2 text-sm text-navy-700">
              {MSG.resetLinkInvalid}. Ask for a new link and use it within the hour.
            </p>
            <Button size="lg" className="mt-6 w-full" onClick={() => authModal.open('forgot')}>
              Request a new link
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
