import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader2, LinkIcon, MailX } from 'lucide-react';
import { SUBSCRIBER_MSG } from '@tlt/shared/leads';
import { translateShared } from '../../../lib/i18n.ts';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { LinkStatusMessage, LinkStatusPage } from '../../../components/ui/link-status-card.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /unsubscribe?token=…: the newsletter mail's link (issue 26 §5). Opening it unsubscribes at once,
 * no sign-in and no button: the page's script sends the one POST, so a mail scanner that only
 * fetches the link changes nothing.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Unsubscribe`, description: t`Stop the newsletter and offers of The Lazy Trader.` });
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    // Once per page, StrictMode's second effect included.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const refused = unsubscribe.error instanceof ApiError && unsubscribe.error.code === 400;
  let body;
  if (!token || refused) {
    body = <LinkStatusMessage icon={LinkIcon} title={t`Link not valid`} text={refused ? unsubscribe.error!.message : translateShared(SUBSCRIBER_MSG.linkInvalid)} />;
  } else if (unsubscribe.data) {
    body = (
      <>
        <LinkStatusMessage icon={MailX} title={t`You are unsubscribed`} text={translateShared(SUBSCRIBER_MSG.unsubscribed)} />
        <p className="mt-2 text-sm break-all text-navy-700">
          <Trans>Address:</Trans> <strong className="text-navy-950">{unsubscribe.data.email}</strong>
        </p>
        <Link to={PATHS.home} className={buttonStyles('primary', 'lg', 'mt-6 w-full')}>
          <Trans>Back to the home page</Trans>
        </Link>
      </>
    );
  } else if (unsubscribe.isError) {
    body = (
      <>
        <LinkStatusMessage icon={MailX} title={t`Unsubscribe`} text={t`Could not unsubscribe. Please try again.`} />
        <Button size="lg" className="mt-6 w-full" onClick={() => mutate(token)}><Trans>Try again</Trans></Button>
      </>
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-navy-700">
        <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Unsubscribing…</Trans>
      </p>
    );
  }
  return <LinkStatusPage>{body}</LinkStatusPage>;
}
