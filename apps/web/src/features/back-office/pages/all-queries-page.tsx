import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { QUERY_PAGE_SIZES } from '@tlt/shared/contact';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { FilterChips } from '../../../components/admin/filter-chips.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { PagedListBody } from '../../../components/admin/paged-list-body.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useContactQueries } from '../api/queries.ts';
import { QueriesTable } from '../components/queries-table.tsx';

/** The queries still waiting for an answer come first: the admin's to-do list is the default. */
const STATUS_OPTIONS = [
  { value: '', label: msg`Active` },
  { value: 'resolved', label: msg`Resolved` },
  { value: 'all', label: msg`All` },
] as const;
const ACTIVE_PARAM: Record<string, string | undefined> = { '': 'true', resolved: 'false', all: undefined };
/** The total in words, one and many, for each filter ({count} is the grouped number). */
const COUNTED: Record<string, (count: string) => [MessageDescriptor, MessageDescriptor]> = {
  '': (count) => [msg`${count} active query`, msg`${count} active queries`],
  resolved: (count) => [msg`${count} resolved query`, msg`${count} resolved queries`],
  all: (count) => [msg`${count} query`, msg`${count} queries`],
};

/**
 * /all-queries (admins): what visitors sent through Contact Us, newest first, 50 per page (50, 100,
 * 200; spec §9), filtered Active / Resolved / All, each resolved one by one (spec §2, §7, §8).
 */
export default function AllQueriesPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`All Queries`, description: t`Contact queries, resolvable one by one.` });
  const list = useListParams({ pageSizes: QUERY_PAGE_SIZES, defaultLimit: QUERY_PAGE_SIZES[0], filters: ['status'] as const });
  const status = Object.hasOwn(ACTIVE_PARAM, list.filters.status) ? list.filters.status : '';
  const params = new URLSearchParams({ offset: String(list.offset), limit: String(list.limit) });
  const active = ACTIVE_PARAM[status];
  if (active) params.set('active', active);
  const queries = useContactQueries(params);
  const data = queries.data;
  const counted = (total: number) => {
    const [one, many] = COUNTED[status](formatCount(total));
    return i18n._(total === 1 ? one : many);
  };

  return (
    <AdminPage title={t`All Queries`} description={data ? counted(data.total) : '\u00a0'}>
      <FilterChips label={t`Status`} options={STATUS_OPTIONS} value={status} onChange={(v) => list.setFilter('status', v)} />
      <PagedListBody query={queries} loading={t`Loading queries…`} error={t`Could not load the queries. Please try again.`} rows={(data) => data.queries} paging={{ id: 'queries-pager', ...list.pagerWindow, pageSizes: QUERY_PAGE_SIZES }}>
        {(rows, busy) => <QueriesTable queries={rows} busy={busy} />}
      </PagedListBody>
    </AdminPage>
  );
}
