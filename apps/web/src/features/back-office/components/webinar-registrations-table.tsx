import type { WebinarRegistrationRow } from '@tlt/shared/back-office/webinar-registrations';
import { formatWebinarDay } from '@tlt/shared/webinar-date';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { EMPTY, orDash } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

const COLUMNS: Column<WebinarRegistrationRow>[] = [
  { key: 'name', header: 'Name', primary: true, className: 'min-w-32', cell: (r) => r.name },
  { key: 'email', header: 'Email', cell: (r) => <MailLink email={r.email} /> },
  {
    key: 'contact', header: 'Contact', className: 'whitespace-nowrap tabular-nums',
    cell: (r) => <a href={`tel:${r.contact.replace(/[^\d+]/g, '')}`} className="underline decoration-navy-300 underline-offset-4">{r.contact}</a>,
  },
  { key: 'city', header: 'City', cell: (r) => orDash(r.city) },
  { key: 'language', header: 'Language', cell: (r) => orDash(r.language) },
  // The session's day in India, as the page and the mails name it ("29 November 2026").
  { key: 'session', header: 'Session', className: 'whitespace-nowrap', cell: (r) => <time dateTime={r.slotDate}>{formatWebinarDay(new Date(r.slotDate))}</time> },
  { key: 'created', header: 'Registered on', cell: (r) => <RecordedTime iso={r.createdAt} /> },
  { key: 'reminded', header: 'Reminder sent', cell: (r) => (r.remindedAt ? <RecordedTime iso={r.remindedAt} /> : 'Not yet') },
];

/** The registrants: a table on wide screens, cards on a phone. */
export function WebinarRegistrationsTable({ rows, busy }: { rows: readonly WebinarRegistrationRow[]; busy: boolean }) {
  return <DataTable caption="Webinar registrations, newest first" columns={COLUMNS} rows={rows} rowKey={(r) => r._id} busy={busy} empty={EMPTY} />;
}
