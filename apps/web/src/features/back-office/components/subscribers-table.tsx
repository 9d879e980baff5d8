import type { Subscriber } from '@tlt/shared/leads';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { EMPTY } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

const COLUMNS: Column<Subscriber>[] = [
  { key: 'email', header: 'Email', primary: true, cell: (s) => <MailLink email={s.email} /> },
  { key: 'created', header: 'Subscribed on', cell: (s) => <RecordedTime iso={s.createdAt} /> },
];

/** This page's subscribers: a table on wide screens, cards on a phone. */
export function SubscribersTable({ subscribers }: { subscribers: readonly Subscriber[] }) {
  return <DataTable caption="Subscribers, newest first" columns={COLUMNS} rows={subscribers} rowKey={(s) => s._id} empty={EMPTY} />;
}
