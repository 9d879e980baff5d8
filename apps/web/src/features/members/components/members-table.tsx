import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MemberRow } from '@tlt/shared/back-office/members';
import { formatPeriodEnd, nextPeriodLabel, planName } from '../../../lib/period-dates.ts';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PeriodBadge, ProfitableBadge, SuspendedBadge } from './member-badges.tsx';
import { ActiveSwitch, ProfitableSwitch } from './member-switches.tsx';

const COLUMNS: Column<MemberRow>[] = [
  {
    key: 'name',
    header: msg`Name`,
    primary: true,
    cell: (m) => (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Link to={PATHS.member(m._id)} translate="no" className="text-navy-950 underline decoration-navy-300 underline-offset-4 hover:decoration-navy-950 focus-visible:outline-2 focus-visible:outline-emerald-500">
          {m.name}
        </Link>
        {!m.active && <SuspendedBadge />}
        {m.isProfitable && <ProfitableBadge />}
      </span>
    ),
  },
  { key: 'email', header: msg`E-mail`, className: 'whitespace-nowrap', cell: (m) => <span translate="no">{m.email}</span> },
  { key: 'phone', header: msg`Phone`, className: 'whitespace-nowrap tabular-nums', cell: (m) => m.contactNo ?? '—' },
  {
    key: 'plan', header: msg`Plan`, className: 'whitespace-nowrap',
    cell: (m) => (
      <>
        {m.planType ? planName(m.planType) : '—'}
        {m.next && <span className="block text-xs text-navy-600">{(nextPeriodLabel(m.next))}</span>}
      </>
    ),
  },
  { key: 'end', header: msg`End date`, className: 'whitespace-nowrap tabular-nums', cell: (m) => (m.endDate ? formatPeriodEnd(m.endDate, 'dmy') : '—') },
  { key: 'status', header: msg`Status`, cell: (m) => <PeriodBadge member={m} /> },
  { key: 'active', header: msg`Active`, actions: true, cell: (m) => <ActiveSwitch member={m} /> },
  { key: 'profitable', header: msg`Profitable`, actions: true, cell: (m) => <ProfitableSwitch member={m} /> },
];

/** The members of this page: a table on wide screens, cards on a phone; each name opens the member. */
export function MembersTable({ members, busy }: { members: MemberRow[]; busy: boolean }) {
  const { t } = useLingui();
  return (
    <DataTable caption={t`Members, newest first`} columns={COLUMNS} rows={members} rowKey={(m) => m._id} busy={busy} empty={t`No members match this search and these filters.`} />
  );
}
