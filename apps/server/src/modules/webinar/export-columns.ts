import type { WebinarRegistrationRow } from '@tlt/shared/back-office/webinar-registrations';
import type { XlsxColumn } from '../../lib/xlsx.ts';

/** The columns of the registrants' export: what the admin's list shows, dates as DD-MM-YYYY (India). */
export const REGISTRATION_EXPORT_COLUMNS: readonly XlsxColumn<WebinarRegistrationRow>[] = [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Email', width: 36, value: (r) => r.email },
  { header: 'Contact', width: 18, value: (r) => r.contact },
  { header: 'City', width: 20, value: (r) => r.city },
  { header: 'Language', width: 10, value: (r) => r.language },
  { header: 'Session', width: 12, type: 'date', value: (r) => r.slotDate },
  { header: 'Source', width: 10, value: (r) => r.source },
  { header: 'Registered on', width: 14, type: 'date', value: (r) => r.createdAt },
  { header: 'Reminder sent', width: 14, type: 'date', value: (r) => r.remindedAt },
];
