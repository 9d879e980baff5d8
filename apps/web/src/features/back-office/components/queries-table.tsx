import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ContactQuery } from '@tlt/shared/contact';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { emptyText, orDash } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { QueryImage } from './query-image.tsx';
import { QueryAction, QueryStatusBadge } from './query-status.tsx';
import { RecordedTime } from './recorded-time.tsx';

const COLUMNS: Column<ContactQuery>[] = [
  { key: 'name', header: msg`Name`, primary: true, className: 'min-w-32', cell: (q) => <span translate="no">{q.name}</span> },
  { key: 'email', header: msg`Email`, cell: (q) => <MailLink email={q.email} /> },
  { key: 'contact', header: msg`Contact`, className: 'whitespace-nowrap tabular-nums', cell: (q) => orDash(q.contactNo) },
  {
    key: 'message',
    header: msg`Message`,
    className: 'min-w-64',
    // The whole message, its line breaks kept and long words wrapped: what the sender wrote, as text.
    cell: (q) => <p lang="" className="max-w-prose whitespace-pre-wrap break-words">{q.message}</p>,
  },
  { key: 'image', header: msg`Image`, cell: (q) => <QueryImage src={q.image} from={q.name} /> },
  { key: 'created', header: msg`Received`, cell: (q) => <RecordedTime iso={q.createdAt} /> },
  { key: 'status', header: msg`Status`, cell: (q) => <QueryStatusBadge query={q} /> },
  { key: 'action', header: msg`Action`, actions: true, cell: (q) => <QueryAction query={q} /> },
];

/** This page's queries: a table on wide screens, cards on a phone. */
export function QueriesTable({ queries, busy }: { queries: readonly ContactQuery[]; busy: boolean }) {
  const { t } = useLingui();
  return <DataTable caption={t`Queries, newest first`} columns={COLUMNS} rows={queries} rowKey={(q) => q._id} busy={busy} empty={emptyText()} />;
}
