import { useLingui } from '@lingui/react/macro';
import { ADMIN_MEMBER_PAGE_SIZES } from '@tlt/shared/back-office/members';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { PagedListBody } from '../../../components/admin/paged-list-body.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useMembers } from '../api/members.ts';
import { MemberExports } from '../components/member-exports.tsx';
import { MEMBER_FILTERS, MemberFilters } from '../components/member-filters.tsx';
import { MembersTable } from '../components/members-table.tsx';

/**
 * /all-users (admins): every member, newest first (spec §2, §7), found by part of a name, e-mail or
 * phone; filtered by account, plan status, profitable and plan; activated, deactivated and marked
 * profitable in place; exported to Excel with the same search and filters.
 */
export default function AllUsersPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`All Users`, description: t`Find, filter and manage members.` });
  const list = useListParams({ pageSizes: ADMIN_MEMBER_PAGE_SIZES, defaultLimit: ADMIN_MEMBER_PAGE_SIZES[0], filters: MEMBER_FILTERS });
  const members = useMembers(list.apiParams);
  const data = members.data;
  // A broad search's count stops at the server's cap (totalCapped): said as "more than", never as the number.
  const matches = (total: number, capped?: boolean) => {
    const count = formatCount(total);
    if (capped) return t`More than ${count} members match: add a word or a filter to narrow the search`;
    return total === 1 ? t`${count} member matches` : t`${count} members match`;
  };

  return (
    <AdminPage
      title={t`All Users`}
      description={data ? matches(data.total, data.totalCapped) : '\u00a0'}
      actions={<MemberExports apiParams={list.apiParams} />}
    >
      <MemberFilters list={list} />
      <PagedListBody query={members} loading={t`Loading members…`} error={t`Could not load the members. Please try again.`} rows={(data) => data.members} paging={{ id: 'members-pager', ...list.pagerWindow, pageSizes: ADMIN_MEMBER_PAGE_SIZES }}>
        {(rows, busy) => <MembersTable members={rows} busy={busy} />}
      </PagedListBody>
    </AdminPage>
  );
}
