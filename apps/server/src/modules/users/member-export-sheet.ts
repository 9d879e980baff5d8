import type { MemberExportParamsSchema } from '@tlt/shared/back-office/members';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { XlsxColumn, XlsxSheet } from '../../lib/xlsx.ts';
import { memberExportRows, type MemberExportRow } from './member-export.ts';

/** What an admin needs from a member in a spreadsheet: who, how to reach them, their plan and account. */
const MEMBER_COLUMNS: XlsxColumn<MemberExportRow>[] = [
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'E-mail', width: 34, value: (r) => r.email },
  { header: 'Phone', width: 18, value: (r) => r.phone },
  { header: 'Plan', width: 14, value: (r) => r.plan },
  { header: 'Amount paid', width: 14, type: 'money', value: (r) => r.amount },
  { header: 'Start date', width: 12, type: 'date', value: (r) => r.startDate },
  { header: 'End date', width: 12, value: (r) => r.endDate },
  { header: 'Plan status', width: 12, value: (r) => r.planStatus },
  { header: 'Account', width: 11, value: (r) => r.account },
  { header: 'Profitable', width: 11, value: (r) => r.profitable },
  { header: 'Joined', width: 12, type: 'date', value: (r) => r.joined },
];

/** The e-mail list (community.md §6): one address a row, ready to paste into a mailing tool. */
const EMAIL_COLUMNS: XlsxColumn<MemberExportRow>[] = [{ header: 'E-mail', width: 40, value: (r) => r.email }];

/**
 * The members the list's search and filters match, newest first, as a sheet for sendXlsx: rows
 * are read by keyset pages while the file streams (decision 0026), never all at once.
 */
export function memberSheet(db: Db, params: z.output<typeof MemberExportParamsSchema>): XlsxSheet<MemberExportRow> {
  const { columns, ...filter } = params;
  const emails = columns === 'email';
  return {
    filename: emails ? 'member-emails' : 'members',
    sheetName: emails ? 'E-mails' : 'Members',
    columns: emails ? EMAIL_COLUMNS : MEMBER_COLUMNS,
    rows: memberExportRows(db, filter),
  };
}
