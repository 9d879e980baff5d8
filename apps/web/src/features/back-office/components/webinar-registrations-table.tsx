import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebinarRegistrationRow } from '@tlt/shared/back-office/webinar-registrations';
import { DataTable, type Column } from '../../../components/admin/data-table.tsx';
import { formatIndiaDate } from '../../../lib/format-date.ts';
import { webinarLanguageName } from '../../../lib/webinar-language.ts';
import { emptyText, orDash } from './list-text.ts';
import { MailLink } from './mail-link.tsx';
import { RecordedTime } from './recorded-time.tsx';

const languageCell = (language: string) => webinarLanguageName(language) ?? (language ? <span lang="">{language}</span> : orDash(language));

const COLUMNS: Column<WebinarRegistrationRow>[] = [
  { key: 'name', header: msg`Name`, primary: true, className: 'min-w-32', cell: (r) => <span translate="no">{r.name}</span> },
  { key: 'email', header: msg`Email`, cell: (r) => <MailLink email={r.email} /> },
  {
    key: 'contact', header: msg`Contact`, className: 'whitespace-nowrap tabular-nums',
    cell: (r) => <a href={`tel:${r.contact.replace(/[^\d+]/g, '')}`} className="underline decoration-navy-300 underline-offset-4">{r.contact}</a>,
  },
  { key: 'city', header: msg`City`, cell: (r) => (r.city ? <span translate="no">{r.city}</span> : orDash(r.city)) },
  { key: 'language', header: msg`Language`, cell: (r) => languageCell(r.language) },
  // The session's day in India, as the page and the mails name it ("29 November 2026", "29 नवंबर 2026").
  { key: 'session', header: msg`Session`, className: 'whitespace-nowrap', cell: (r) => <time dateTime={r.slotDate}>{formatIndiaDate(r.slotDate)}</time> },
  { key: 'created', header: msg`Registered on`, cell: (r) => <RecordedTime iso={r.createdAt} /> },
  { key: 'reminded', header: msg`Reminder sent`, cell: (r) => (r.remindedAt ? <RecordedTime iso={r.remindedAt} /> : <Trans>Not yet</Trans>) },
];

/** The registrants: a table on wide screens, cards on a phone. */
export function WebinarRegistrationsTable({ rows, busy }: { rows: readonly WebinarRegistrationRow[]; busy: boolean }) {
  const { t } = useLingui();
  return <DataTable caption={t`Webinar registrations, newest first`} columns={COLUMNS} rows={rows} rowKey={(r) => r._id} busy={busy} empty={emptyText()} />;
}
