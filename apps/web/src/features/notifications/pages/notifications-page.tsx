import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CommunityTopBar } from '../../../components/community/community-top-bar.tsx';
import { notificationKeys } from '../../../lib/notifications.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { NotificationList } from '../components/notification-list.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** /notifications and anything below it (the spec's one prefix route): the member's notifications. */
export default function NotificationsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Notifications`, description: t`New trades, watchlists and trade wisdom from the team.` });
  const qc = useQueryClient();
  // Each visit starts from the newest, and shows as unread only what was unread when it began.
  useEffect(() => () => qc.removeQueries({ queryKey: notificationKeys.list() }), [qc]);

  return (
    <div className="flex flex-1 flex-col bg-navy-50/40">
      <CommunityTopBar />
      <section aria-labelledby="notifications-title" className="mx-auto w-full max-w-2xl space-y-4 px-3 py-5 md:px-6 md:py-8">
        <h1 id="notifications-title" className="text-2xl font-extrabold tracking-tight text-navy-950">
          <Trans>Notifications</Trans>
        </h1>
        <NotificationList />
      </section>
    </div>
  );
}
