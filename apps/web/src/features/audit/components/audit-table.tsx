import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry, AuditPerson } from '@tlt/shared/back-office/audit';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { AuditChange } from './audit-change.tsx';
import { dmyTime, entryLabel } from './audit-format.ts';

function Person({ person, link }: { person: AuditPerson; link?: boolean }) {
  return (
    <span className="block min-w-0" translate="no">
      {link ? (
        <Link to={PATHS.member(person._id)} className="font-semibold text-navy-950 underline decoration-navy-300 underline-offset-4 hover:decoration-navy-950 focus-visible:outline-2 focus-visible:outline-emerald-500">
          {person.name}
        </Link>
      ) : (
        <span className="font-semibold text-navy-950">{person.name}</span>
      )}
      <span className="block text-xs break-words text-navy-600 [overflow-wrap:anywhere]">{person.email}</span>
    </span>
  );
}

function From({ ip }: { ip: string }) {
  return <span className="block text-xs text-navy-600 tabular-nums"><Trans>from {ip}</Trans></span>;
}

const COLUMNS: Column<AuditEntry>[] = [
  { key: 'action', header: msg`Action`, primary: true, className: 'min-w-32', cell: (e) => entryLabel(e) },
  { key: 'member', header: msg`Member`, className: 'min-w-40', cell: (e) => (e.target ? <Person person={e.target} link /> : '—') },
  { key: 'change', header: msg`Change`, className: 'min-w-56', cell: (e) => <AuditChange entry={e} /> },
  {
    key: 'by', header: msg`By`, className: 'min-w-36',
    cell: (e) => (
      <>
        {e.actor ? <Person person={e.actor} /> : <span className="font-semibold text-navy-800"><Trans>System</Trans></span>}
        {e.ip && <From ip={e.ip} />}
      </>
    ),
  },
  {
    key: 'when', header: msg`When`, className: 'whitespace-nowrap tabular-nums',
    cell: (e) => <time dateTime={e.createdAt}>{dmyTime(e.createdAt)}</time>,
  },
];

/** The entries of this page: a table on wide screens, labelled cards on a phone. */
export function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const { t } = useLingui();
  return (
    <DataTable caption={t`Audit log, newest first`} columns={COLUMNS} rows={entries} rowKey={(e) => e._id} busy={busy} empty={t`No entries match these filters.`} />
  );
}
