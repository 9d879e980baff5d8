import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, LinkIcon, MailCheck } from 'lucide-react';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { LinkStatusMessage, LinkStatusPage } from '../../../components/ui/link-status-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { getCurrentUser } from '../../../lib/api/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useConfirmEmail } from '../api/change-email.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * /confirm-email?token=…: the link mailed to the new address. The change happens on the button,
 * not on opening the page, so a mail scanner that follows links changes nothing.
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Confirm your new e-mail address`, description: t`Finish changing the e-mail address of your account.` });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const confirm = useConfirmEmail();
  const { user, updateUser } = useSession();

  const onConfirm = () =>
    confirm.mutate(token, {
      // A browser signed in to the account shows the new address at once.
      onSuccess: () => {
        if (user) getCurrentUser().then(updateUser, () => {});
      },
    });
  const error = confirm.error instanceof ApiError && confirm.error.code !== 0 ? confirm.error.message : confirm.error ? t`Could not confirm. Please try again.` : null;

  const invalid = translateShared(ACCOUNT_MSG.emailLinkInvalid);
  const invalidText = t`${invalid}. Ask for a new one on your profile.`;
  let body;
  if (!token) {
    body = <LinkStatusMessage icon={LinkIcon} title={t`Link not valid`} text={invalidText} />;
  } else if (confirm.data) {
    body = (
      <>
        <LinkStatusMessage icon={CheckCircle2} title={t`E-mail address changed`} text={translateShared(ACCOUNT_MSG.emailChanged(confirm.data.email))} />
        <Link to={user ? PATHS.profile : PATHS.login} className={buttonStyles('primary', 'lg', 'mt-6 w-full')}>
          {user ? t`Back to my profile` : t`Login`}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <LinkStatusMessage icon={MailCheck} title={t`Confirm your new e-mail address`} text={t`Press the button to make this the address of your account.`} />
        {error && <p role="alert" className="mt-4 text-sm font-medium text-red-700">{error}</p>}
        <Button size="lg" className="mt-6 w-full" disabled={confirm.isPending} onClick={onConfirm}>
          {confirm.isPending ? t`Confirming…` : t`Confirm new e-mail address`}
        </Button>
      </>
    );
  }
  return <LinkStatusPage>{body}</LinkStatusPage>;
}
