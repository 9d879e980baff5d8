import { useLingui } from '@lingui/react/macro';
import { SUBSCRIBER_FETCH_SIZE, SUBSCRIBER_PAGE_SIZES } from '@tlt/shared/back-office/lists';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { Pager } from '../../../components/admin/pager.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSubscriberChunk } from '../api/subscribers.ts';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { SubscribersTable } from '../components/subscribers-table.tsx';

/**
 * /all-subscribers (admins): the landing page's subscribers, newest first, with the total and an
 * Excel export. The spec's client reads them 2,000 at a time (GET subscribers/all?limit=2000); this
 * page does too and pages within those 2,000, reading the next 2,000 when the admin pages past them.
 */
export default function AllSubscribersPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`All Subscribers`, description: t`Everyone who subscribed on the site.` });
  const list = useListParams({ pageSizes: SUBSCRIBER_PAGE_SIZES, defaultLimit: SUBSCRIBER_PAGE_SIZES[0] });
  const chunkStart = Math.floor(list.offset / SUBSCRIBER_FETCH_SIZE) * SUBSCRIBER_FETCH_SIZE;
  const chunk = useSubscriberChunk(chunkStart);
  const data = chunk.data;
  const subscriberCount = (total: number) => {
    const count = formatCount(total);
    return total === 1 ? t`${count} subscriber` : t`${count} subscribers`;
  };
  const fetchSize = formatCount(SUBSCRIBER_FETCH_SIZE);
  // While the next 2,000 load, the data held is the previous read's: not this page's rows.
  const current = data && data.offset === chunkStart ? data : undefined;
  const from = list.offset - chunkStart;
  const rows = current ? current.subscribers.slice(from, from + list.limit) : [];

  return (
    <AdminPage
      title={t`All Subscribers`}
      description={data ? subscriberCount(data.total) : '\u00a0'}
      actions={<DownloadButton download={() => downloadFile('subscribers/export', 'subscribers.xlsx')} />}
    >
      {chunk.isError && !current ? (
        <LoadError message={t`Could not load the subscribers. Please try again.`} onRetry={() => void chunk.refetch()} />
      ) : !current ? (
        <Loading label={data ? t`Loading the next ${fetchSize} subscribers…` : t`Loading subscribers…`} />
      ) : (
        <>
          <SubscribersTable subscribers={rows} />
          <Pager id="subscribers-pager" {...list.pagerWindow} shown={rows.length} total={current.total} pageSizes={SUBSCRIBER_PAGE_SIZES} />
        </>
      )}
    </AdminPage>
  );
}
