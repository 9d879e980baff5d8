import { useLingui } from '@lingui/react/macro';
import { WEBINAR_REGISTRATION_PAGE_SIZES } from '@tlt/shared/back-office/webinar-registrations';
import { indiaDate } from '@tlt/shared/india-time';
import { formatWebinarDay } from '@tlt/shared/webinar-date';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { DownloadButton } from '../../../components/ui/download-button.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { exportQuery } from '../../../components/admin/export-query.ts';
import { FilterSelect } from '../../../components/admin/filter-chips.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { PagedListBody } from '../../../components/admin/paged-list-body.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useWebinarRegistrations } from '../api/webinar-registrations.ts';
import { WebinarRegistrationsTable } from '../components/webinar-registrations-table.tsx';

const FILTERS = ['slot'] as const;

/**
 * /admin/webinar-registrations (admins, issue 26 §6): who registered for the free webinar, newest
 * first; found by part of a name, e-mail or phone, narrowed to one session, exported to Excel with
 * the same search and session. Each row says whether its reminder (an hour before) has gone.
 */
export default function WebinarRegistrationsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Webinar Registrations`, description: t`Who registered for the free webinar, by session.` });
  const list = useListParams({ pageSizes: WEBINAR_REGISTRATION_PAGE_SIZES, defaultLimit: WEBINAR_REGISTRATION_PAGE_SIZES[0], filters: FILTERS });
  const query = useWebinarRegistrations(list.apiParams);
  const data = query.data;
  const matches = (total: number) => {
    const count = formatCount(total);
    return total === 1 ? t`${count} registration matches` : t`${count} registrations match`;
  };
  const sessions = (data?.sessions ?? []).map((s) => ({
    value: indiaDate(new Date(s.slotDate)),
    label: `${formatWebinarDay(new Date(s.slotDate))} (${formatCount(s.registrations)})`,
  }));
  // A session from a shared link older than the ones listed still shows as chosen.
  const slot = list.filters.slot;
  if (slot && data && !sessions.some((s) => s.value === slot)) sessions.push({ value: slot, label: slot });

  return (
    <AdminPage
      title={t`Webinar Registrations`}
      description={data ? matches(data.total) : '\u00a0'}
      actions={<DownloadButton download={() => downloadFile(`webinar/registrations/export${exportQuery(list.apiParams)}`, 'webinar-registrations.xlsx')} />}
    >
      <div className="flex flex-col gap-2 md:flex-row">
        <SearchBox id="webinar-search" label={t`Search registrations`} placeholder={t`Search by name, e-mail or phone`} value={list.q} onChange={list.setQuery} className="md:flex-1" />
        <FilterSelect id="webinar-session" label={t`Session`} allLabel={t`All sessions`} options={sessions} {...list.filter('slot')} className="md:w-72" />
      </div>
      <PagedListBody
        query={query}
        loading={t`Loading registrations…`}
        error={t`Could not load the registrations. Please try again.`}
        rows={(data) => data.registrations}
        paging={{ id: 'webinar-registrations-pager', ...list.pagerWindow, pageSizes: WEBINAR_REGISTRATION_PAGE_SIZES }}
      >
        {(rows, busy) => <WebinarRegistrationsTable rows={rows} busy={busy} />}
      </PagedListBody>
    </AdminPage>
  );
}
