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
  { value: '', label: 'Active' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;
const ACTIVE_PARAM: Record<string, string | undefined> = { '': 'true', resolved: 'false', all: undefined };
const COUNTED: Record<string, [string, string]> = { '': ['active query', 'active queries'], resolved: ['resolved query', 'resolved queries'], all: ['query', 'queries'] };

/**
 * /all-queries (admins): what visitors sent through Contact Us, newest first, 50 per page (50, 100,
 * 200; spec §9), filtered Active / Resolved / All, each resolved one by one (spec §2, §7, §8).
 */
export default function AllQueriesPage() {
  usePageMeta({ title: 'All Queries', description: 'Contact queries, resolvable one by one.' });
  const list = useListParams({ pageSizes: QUERY_PAGE_SIZES, defaultLimit: QUERY_PAGE_SIZES[0], filters: ['status'] as const });
  const status = Object.hasOwn(ACTIVE_PARAM, list.filters.status) ? list.filters.status : '';
  const params = new URLSearchParams({ offset: String(list.offset), limit: String(list.limit) });
  const active = ACTIVE_PARAM[status];
  if (active) params.set('active', active);
  const queries = useContactQueries(params);
  const data = queries.data;
  const [one, many] = COUNTED[status];

  return (
    <AdminPage title="All Queries" description={data ? `${formatCount(data.total)} ${data.total === 1 ? one : many}` : '\u00a0'}>
      <FilterChips label="Status" options={STATUS_OPTIONS} value={status} onChange={(v) => list.setFilter('status', v)} />
      <PagedListBody query={queries} loading="Loading queries…" error="Could not load the queries. Please try again." rows={(data) => data.queries} paging={{ id: 'queries-pager', ...list.pagerWindow, pageSizes: QUERY_PAGE_SIZES }}>
        {(rows, busy) => <QueriesTable queries={rows} busy={busy} />}
      </PagedListBody>
    </AdminPage>
  );
}
