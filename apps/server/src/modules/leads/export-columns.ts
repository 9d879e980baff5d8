import type { Lead } from '@tlt/shared/leads';
import type { XlsxColumn } from '../../lib/xlsx.ts';

/** The columns of a leads export: what /all-leads shows, dates as DD-MM-YYYY. */
export const LEAD_EXPORT_COLUMNS: readonly XlsxColumn<Lead>[] = [
  { header: 'Name', width: 28, value: (l) => l.name },
  { header: 'Email', width: 36, value: (l) => l.email },
  { header: 'Label', width: 24, value: (l) => l.label },
  { header: 'Contact', width: 18, value: (l) => l.contactNo },
  { header: 'Age', width: 8, value: (l) => l.age },
  { header: 'Gender', width: 10, value: (l) => l.gender },
  { header: 'Requests', width: 10, type: 'number', value: (l) => l.requests },
  { header: 'First requested', width: 16, type: 'date', value: (l) => l.createdAt },
  { header: 'Last requested', width: 16, type: 'date', value: (l) => l.lastRequestedAt },
];
