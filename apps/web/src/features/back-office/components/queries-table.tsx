import type { ContactQuery } from '@tlt/shared/contact';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { EMPTY, orDash } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { QueryImage } from './query-image.tsx';
import { QueryAction, QueryStatusBadge } from './query-status.tsx';
import { RecordedTime } from './recorded-time.tsx';

const COLUMNS: Column<ContactQuery>[] = [
  { key: 'name', header: 'Name', primary: true, className: 'min-w-32', cell: (q) => q.name },
  { key: 'email', header: 'Email', cell: (q) => <MailLink email={q.email} /> },
  { key: 'contact', header: 'Contact', className: 'whitespace-nowrap tabular-nums', cell: (q) => orDash(q.contactNo) },
  {
    key: 'message',
    header: 'Message',
    className: 'min-w-64',
    // The whole message, its line breaks kept and long words wrapped: what the sender wrote, as text.
    cell: (q) => <p className="max-w-prose whitespace-pre-wrap break-words">{q.message}</p>,
  },
  { key: 'image', header: 'Image', cell: (q) => <QueryImage src={q.image} from={q.name} /> },
  { key: 'created', header: 'Received', cell: (q) => <RecordedTime iso={q.createdAt} /> },
  { key: 'status', header: 'Status', cell: (q) => <QueryStatusBadge query={q} /> },
  { key: 'action', header: 'Action', actions: true, cell: (q) => <QueryAction query={q} /> },
];

/** This page's queries: a table on wide screens, cards on a phone. */
export function QueriesTable({ queries, busy }: { queries: readonly ContactQuery[]; busy: boolean }) {
  return <DataTable caption="Queries, newest first" columns={COLUMNS} rows={queries} rowKey={(q) => q._id} busy={busy} empty={EMPTY} />;
}
