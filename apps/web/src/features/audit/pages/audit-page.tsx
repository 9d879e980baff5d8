import { useLingui } from '@lingui/react/macro';
import { AUDIT_PAGE_SIZES } from '@tlt/shared/back-office/audit';
import { AdminPage } from '../../../components/admin/admin-page.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { PagedListBody } from '../../../components/admin/paged-list-body.tsx';
import { useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useAuditLog } from '../api/audit.ts';
import { AUDIT_FILTERS, AuditFilters } from '../components/audit-filters.tsx';
import { AuditTable } from '../components/audit-table.tsx';

/**
 * /admin/audit (admins): who did what to whom, newest first (issue 13 §7, decision 0030), filtered
 * by admin, action and member; the member page links here with ?targetUserId=.
 */
export default function AuditPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Audit Log`, description: t`Who changed what, for whom, and when.` });
  const list = useListParams({ pageSizes: AUDIT_PAGE_SIZES, defaultLimit: AUDIT_PAGE_SIZES[0], filters: AUDIT_FILTERS });
  const log = useAuditLog(list.apiParams);
  const data = log.data;
  const entries = (total: number) => {
    const count = formatCount(total);
    return total === 1
      ? t`${count} entry: admin actions on members and money, and repeated failed logins`
      : t`${count} entries: admin actions on members and money, and repeated failed logins`;
  };
  const filtered = !!(list.filters.targetUserId || list.filters.targetEmail);
  // The member the URL names, once this very filter has answered (not the previous page's).
  const member = filtered && !log.isPlaceholderData ? data?.member : undefined;

  return (
    <AdminPage
      title={t`Audit Log`}
      description={data ? entries(data.total) : '\u00a0'}
    >
      <AuditFilters list={list} member={member} />
      <PagedListBody query={log} loading={t`Loading the audit log…`} error={t`Could not load the audit log. Please try again.`} rows={(data) => data.entries} paging={{ id: 'audit-pager', ...list.pagerWindow, pageSizes: AUDIT_PAGE_SIZES }}>
        {(entries, busy) => <AuditTable entries={entries} busy={busy} />}
      </PagedListBody>
    </AdminPage>
  );
}
