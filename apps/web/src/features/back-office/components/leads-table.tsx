import { msg } from '@lingui/core/macro';
import type { LeadSection } from '@tlt/shared/back-office/lists';
import type { Lead } from '@tlt/shared/leads';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatCount } from '../../../components/admin/format-count.ts';
import { emptyText, orDash } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

const COLUMNS: Column<Lead>[] = [
  { key: 'name', header: msg`Name`, primary: true, className: 'min-w-32', cell: (l) => (l.name ? <span translate="no">{l.name}</span> : orDash(l.name)) },
  { key: 'email', header: msg`Email`, cell: (l) => <MailLink email={l.email} /> },
  // What was asked for ("Gift form 1"); a plain lead form has none.
  { key: 'label', header: msg`Label`, className: 'min-w-28 break-words', cell: (l) => (l.label ? <span lang="">{l.label}</span> : orDash(l.label)) },
  { key: 'contact', header: msg`Contact`, className: 'whitespace-nowrap tabular-nums', cell: (l) => orDash(l.contactNo) },
  { key: 'age', header: msg`Age`, className: 'tabular-nums', cell: (l) => orDash(l.age) },
  { key: 'gender', header: msg`Gender`, cell: (l) => orDash(l.gender) },
  { key: 'requests', header: msg`Requests`, align: 'right', className: 'tabular-nums', cell: (l) => formatCount(l.requests) },
  { key: 'created', header: msg`First requested`, cell: (l) => <RecordedTime iso={l.createdAt} /> },
  { key: 'last', header: msg`Last requested`, cell: (l) => <RecordedTime iso={l.lastRequestedAt} /> },
];
// Every free-content requestor's gender is "free": the column would say nothing.
const FREE_COLUMNS = COLUMNS.filter((c) => c.key !== 'gender');

/** A section's leads: a table on wide screens, cards on a phone. */
export function LeadsTable({ section, caption, leads, busy }: { section: LeadSection; caption: string; leads: readonly Lead[]; busy: boolean }) {
  return (
    <DataTable
      caption={caption}
      columns={section === 'free' ? FREE_COLUMNS : COLUMNS}
      rows={leads}
      rowKey={(l) => l._id}
      busy={busy}
      empty={emptyText()}
    />
  );
}
