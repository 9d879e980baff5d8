import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditPerson } from '@tlt/shared/back-office/audit';
import { FilterSelect } from '../../../components/admin/filter-chips.tsx';
import type { ListParams } from '../../../components/admin/use-list-params.ts';
import { useAuditFilters } from '../api/audit.ts';
import { MemberFilter, type MemberKey } from './member-filter.tsx';
import { translateShared } from '../../../lib/i18n.ts';

export const AUDIT_FILTERS = ['actorId', 'action', 'targetUserId', 'targetEmail'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];


/** By admin and by action (selects), and by member (from the URL, or found by e-mail). */
export function AuditFilters({ list, member }: { list: ListParams<AuditFilterName>; member: AuditPerson | null | undefined }) {
  const { t } = useLingui();
  const filters = useAuditFilters();
  const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: translateShared(AUDIT_ACTION_LABELS[value]) }));
  const [, setSearch] = useSearchParams();
  const admins = (filters.data?.admins ?? []).map((a) => ({ value: a._id, label: `${a.name} (${a.email})` }));
  // An admin filter from a shared link whose admin is not in the list still shows as chosen.
  if (list.filters.actorId && !admins.some((a) => a.value === list.filters.actorId))
    admins.push({ value: list.filters.actorId, label: filters.isPending ? t`Loading…` : t`Another admin` });

  // The id and the e-mail are one filter: setting one drops the other, in one history entry.
  const setMember = (key: MemberKey | null, value = '') =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const k of ['targetUserId', 'targetEmail', 'offset']) next.delete(k);
      if (key && value) next.set(key, value);
      return next;
    });

  return (
    <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center">
      <FilterSelect id="audit-admin" label={t`Admin`} allLabel={t`Every admin and the system`} options={admins} {...list.filter('actorId')} className="md:w-72" />
      <FilterSelect id="audit-action" label={t`Action`} allLabel={t`Every action`} options={actionOptions} {...list.filter('action')} className="md:w-64" />
      <div className="md:min-w-80 md:flex-1">
        <MemberFilter targetUserId={list.filters.targetUserId} targetEmail={list.filters.targetEmail} member={member} onChange={setMember} />
      </div>
    </div>
  );
}
