import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader2, LinkIcon, MailX } from 'lucide-react';
import { SUBSCRIBER_MSG } from '@tlt/shared/leads';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

/**
 * /unsubscribe?token=…: the newsletter mail's link (issue 26 §5). Opening it unsubscribes at once,
 * no sign-in and no button: the page's script sends the one POST, so a mail scanner that only
 * fetches the link changes nothing.
 */
export default function UnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe', description: 'Stop the newsletter and offers of The Lazy Trader.' });
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
    body = <Message icon={LinkIcon} title="Link not valid" text={refused ? unsubscribe.error!.message : SUBSCRIBER_MSG.linkInvalid} />;
  } else if (unsubscribe.data) {
    body = (
      <>
        <Message icon={MailX} title="You are unsubscribed" text={SUBSCRIBER_MSG.unsubscribed} />
        <p className="mt-2 text-sm break-all text-navy-700">
          Address: <strong className="text-navy-950">{unsubscribe.data.email}</strong>
        </p>
        <Link to={PATHS.home} className={buttonStyles('primary', 'lg', 'mt-6 w-full')}>
          Back to the home page
        </Link>
      </>
    );
  } else if (unsubscribe.isError) {
    body = (
      <>
        <Message icon={MailX} title="Unsubscribe" text="Could not unsubscribe. Please try again." />
        <Button size="lg" className="mt-6 w-full" onClick={() => mutate(token)}>Try again</Button>
      </>
    );
  } else {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-navy-700">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Unsubscribing…
      </p>
    );
  }
  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:items-center md:py-16">
      <Card className="w-full max-w-md p-6 md:p-8">{body}</Card>
    </section>
  );
}

function Message({ icon: Icon, title, text }: { icon: typeof LinkIcon; title: string; text: string }) {
  return (
    <>
      <span className="flex size-12 items-center justify-center rounded-xl bg-navy-950 text-emerald-300">
        <Icon className="size-6" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight text-navy-950">{title}</h1>
      <p className="mt-2 text-sm text-navy-700">{text}</p>
    </>
  );
}
