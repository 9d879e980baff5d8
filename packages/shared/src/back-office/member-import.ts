import { z } from 'zod';
import { blankAsAbsent, contactField, emailField, nameField } from '../fields.ts';
import { DEFAULT_MANUAL_PLAN, paidAmountField, paymentReferenceField } from './member-create.ts';

/**
 * The Excel import (community.md §5 "Excel converter"; decision 0028): each row of the first sheet
 * is one cell "e-mail name - name - contact - e-mail domain", and the valid rows become members on
 * the chosen plan, each in its own transaction.
 */

/** Rows per upload: a larger list is split by the admin, so one request stays well under a minute. */
export const MEMBER_IMPORT_MAX_ROWS = 2_000;
/** A 2,000-row workbook is about 60 KB; 2 MB leaves room for formatting and a second sheet. */
export const MEMBER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field of the workbook. */
export const MEMBER_IMPORT_FIELD = 'file';

const count = (n: number) => n.toLocaleString('en-IN');

export const IMPORT_MSG = {
  noFile: 'Please choose the Excel file to import',
  notXlsx: 'Please upload an Excel workbook (.xlsx)',
  legacyXls: 'This is an old .xls file. Open it in Excel, save it as an Excel Workbook (.xlsx) and upload that',
  encrypted: 'This workbook is password-protected. Remove the password and upload it again',
  unreadable: 'This workbook could not be read. Save it again in Excel and upload it',
  tooLarge: `The file is larger than ${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files`,
  noRows: 'The file has no rows to import',
  tooManyRows: (n: number) =>
    `This file has ${count(n)} rows; at most ${count(MEMBER_IMPORT_MAX_ROWS)} can be imported at once. Split it and upload each part`,
  rowFormat: 'Expected 4 parts separated by " - ": e-mail name - name - contact - e-mail domain',
  header: 'Header row',
  alreadyMember: 'Already a member',
  sameAsRow: (row: number) => `Same e-mail as row ${row}`,
  notSaved: 'Could not be saved; nothing was written for this row',
  failed: 'Failed to import. Please try again',
  notify: 'notify must be true or false',
  /** The upload was accepted; its rows are imported in the background (issue 27 §3). */
  started: 'Import started. You can follow it here; the report is ready when it ends',
  done: (created: number, skipped: number, refused: number) =>
    `Import finished: ${count(created)} created, ${count(skipped)} skipped, ${count(refused)} refused`,
} as const;


/** The form fields sent with the workbook: the plan (default Annual), what each member paid, the reference. */
export const MemberImportOptionsSchema = z.object({
  planType: z.preprocess(blankAsAbsent, z.string().trim().max(40).optional()).transform((p) => p ?? DEFAULT_MANUAL_PLAN),
  /** Rupees each imported member paid (the same for the whole file); 0 for complimentary. */
  amount: paidAmountField,
  /** Stored as every created payment's txn id: a batch name, a transfer's reference. */
  txnId: paymentReferenceField,
  /** Mail each new member how to set their password (default yes). */
  notify: z.preprocess(blankAsAbsent, z.enum(['true', 'false'], { error: IMPORT_MSG.notify }).optional()).transform((v) => v !== 'false'),
});
export type MemberImportOptions = z.output<typeof MemberImportOptionsSchema>;

/** One member read from a row, by the sign-up form's own rules. */
export const ImportedMemberSchema = z.object({ email: emailField, name: nameField, contactNo: contactField });
export type ImportedMember = z.output<typeof ImportedMemberSchema>;

/** " - " with any spaces around it; Excel's autocorrect may have made the hyphen an en or em dash. */
const SEPARATOR = /\s+[-\u2013\u2014]\s+/;

/**
 * "rahul.sharma - Rahul Sharma - 98765 43210 - gmail.com" → rahul.sharma@gmail.com, Rahul Sharma,
 * 9876543210. Spaces around the parts and inside the number are forgiven, and an "@" typed at the
 * seam; anything else the sign-up form would refuse is refused with its message.
 */
export function parseImportCell(text: string): { ok: true; member: ImportedMember } | { ok: false; reason: string } {
  const parts = text.trim().split(SEPARATOR).map((p) => p.trim());
  if (parts.length !== 4 || parts.some((p) => !p)) return { ok: false, reason: IMPORT_MSG.rowFormat };
  const [local, name, contact, domain] = parts;
  const parsed = ImportedMemberSchema.safeParse({
    email: `${local.replace(/@+$/, '')}@${domain.replace(/^@+/, '')}`,
    name,
    contactNo: contact.replace(/[\s().-]/g, ''),
  });
  return parsed.success ? { ok: true, member: parsed.data } : { ok: false, reason: parsed.error.issues[0].message };
}

const row = z.number().int();

/** POST /api/user/import's answer: every non-empty row of the sheet lands in exactly one list. */
export const MemberImportResultSchema = z.object({
  /** Non-empty rows read from the first sheet. */
  rows: z.number().int(),
  /** The plan the members were created on, as the catalogue names it. */
  planType: z.string(),
  created: z.array(z.object({ row, _id: z.string(), email: z.string(), name: z.string() })),
  /** Already members (or repeated in the file): nothing written, nothing wrong. */
  skipped: z.array(z.object({ row, email: z.string(), reason: z.string() })),
  /** Rows that could not become members; nothing was written for them. `text` is the cell, clipped. */
  refused: z.array(z.object({ row, text: z.string(), reason: z.string() })),
});
export type MemberImportResult = z.infer<typeof MemberImportResultSchema>;

/**
 * A member import runs as a background job (issue 27 §3): the upload answers 202 with this, and
 * the live stream's `import` event and GET /api/user-import/{id} carry it as the rows are done.
 */
export const MemberImportProgressSchema = z.object({
  _id: z.uuid(),
  /** queued → running → done; failed when the job gave up (the rows done so far stand). */
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** Non-empty rows of the sheet, and how many of them have been answered so far. */
  rows: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  refused: z.number().int(),
});
export type MemberImportProgress = z.infer<typeof MemberImportProgressSchema>;

/** GET /api/user-import/{id}: the progress and the rows answered so far, each in exactly one list. */
export const MemberImportStatusSchema = MemberImportResultSchema.extend({ progress: MemberImportProgressSchema });
export type MemberImportStatus = z.infer<typeof MemberImportStatusSchema>;

/** The SSE event (on the live stream) that carries an import's progress to the admin who started it. */
export const MEMBER_IMPORT_EVENT = 'import';
