import { PassThrough, type Transform, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { indiaWallClock } from '@tlt/shared/india-time';
import { HttpError } from './errors.ts';

/**
 * Excel out, streamed (issue 13 §5; decision 0028). exceljs' streaming WorkbookWriter turns each
 * committed row into XML and hands it to its zip at once, so an export holds one batch of rows,
 * not the sheet: 100,000 members take the memory of a page. Strings are written inline (no
 * shared-strings table, which would keep every string until the end).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rupees with the sign and paise: ₹1,234.50. */
export const RUPEE_FORMAT = '"₹"#,##0.00';

export type XlsxValue = string | number | Date | boolean | null | undefined;

export interface XlsxColumn<T> {
  header: string;
  /** In characters, as Excel counts them. */
  width: number;
  /**
   * text (default): a string cell, neutralised against formula injection; date: DD-MM-YYYY text
   * in India time (a Date or an ISO string); money: rupees as a number with the ₹ format;
   * number: a plain number.
   */
  type?: 'text' | 'date' | 'money' | 'number';
  value: (row: T) => XlsxValue;
}

export interface XlsxSheet<T> {
  /** Without the extension; made safe for a header (see xlsxFilename). */
  filename: string;
  sheetName?: string;
  columns: readonly XlsxColumn<T>[];
  rows: AsyncIterable<T> | Iterable<T>;
}

/** DD-MM-YYYY, the calendar date in India at `d` (India keeps no daylight saving: a fixed offset). */
export function indiaDayMonthYear(d: Date | string): string {
  const at = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(at.getTime())) return '';
  const ist = indiaWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(ist.getUTCDate())}-${pad(ist.getUTCMonth() + 1)}-${ist.getUTCFullYear()}`;
}

/** Tab, line feed and carriage return are the only control characters XML 1.0 can carry. */
const xmlChar = (c: number) => c >= 0x20 ? c !== 0xfffe && c !== 0xffff : c === 0x09 || c === 0x0a || c === 0x0d;

/** The text without characters XML cannot hold (a stray one would make the whole file unreadable). */
function xmlSafe(s: string): string {
  for (let i = 0; i < s.length; i++) {
    if (!xmlChar(s.charCodeAt(i))) return Array.from(s).filter((ch) => xmlChar(ch.charCodeAt(0))).join('');
  }
  return s;
}

/** What a spreadsheet may read as a formula once the text leaves the typed cell (a CSV save, a paste). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number or signed figure: nothing a spreadsheet can run, so it keeps its look. */
const PLAIN_NUMBERISH = /^[+-]?[\d\s().-]*$/;

/**
 * Stored text as a cell: always a string cell (never a formula), and one that starts like a
 * formula gets a leading apostrophe, OWASP's advice for CSV injection, so a copy pasted or
 * saved as CSV stays text. Phone numbers such as +91 98765 43210 are left as they are.
 */
export function safeText(v: string): string {
  const s = xmlSafe(v);
  return FORMULA_START.test(s) && !PLAIN_NUMBERISH.test(s) ? `'${s}` : s;
}

/** `base-DD-MM-YYYY.xlsx` with only [A-Za-z0-9._-]: safe inside a quoted header on any client. */
export function xlsxFilename(base: string, now: Date = new Date()): string {
  const safe = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 80) || 'export';
  return `${safe}-${indiaDayMonthYear(now)}.xlsx`;
}

/** attachment; filename="…" plus the RFC 5987 form, which clients that read it prefer. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function cellValue<T>(col: XlsxColumn<T>, row: T): { value: ExcelJS.CellValue } {
  const v = col.value(row);
  if (v === null || v === undefined || v === '') return { value: null };
  switch (col.type ?? 'text') {
    case 'date':
      return { value: v instanceof Date || typeof v === 'string' ? indiaDayMonthYear(v) : null };
    case 'money': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? { value: Math.round(n * 100) / 100 } : { value: null };
    }
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return { value: Number.isFinite(n) ? n : null };
    }
    default:
      return { value: safeText(v instanceof Date ? indiaDayMonthYear(v) : String(v)) };
  }
}

/** Rows between looks at the output (and turns of the event loop, so the zip's compression runs). */
const BATCH = 200;

/**
 * Writes the sheet to `out` as an .xlsx and ends it; answers the number of data rows. Reading
 * waits while the client is slower than the database (bounded memory), and stops at `signal`:
 * leaving the for-await runs the row source's `finally`, so its database reads end too.
 */
export async function writeXlsx<T>(out: Writable, sheet: XlsxSheet<T>, signal?: AbortSignal): Promise<number> {
  // Loaded on the first workbook, not at start (decision 0051).
  const { default: excel } = await import('exceljs');
  const wb = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet(sheet.sheetName ?? 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c, i) => ({ key: String(i), width: c.width }));
  const header = ws.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();

  // exceljs writes a sheet's XML into the zip without heeding backpressure, so the zip (archiver,
  // a Transform piped into `out`) would queue whatever a slow client has not taken yet. Before each
  // batch the loop waits until neither the zip nor the output is backed up: one batch in flight.
  const zip = (wb as unknown as { zip?: Transform }).zip;
  const backedUp = () =>
    out.writableNeedDrain || !!zip && (zip.writableNeedDrain || zip.readableLength >= zip.readableHighWaterMark);
  const waitForClient = async () => {
    await new Promise((r) => setImmediate(r));
    // A short poll rather than 'drain' listeners: the zip and the output drain separately.
    while (backedUp() && !signal?.aborted && !out.destroyed) await new Promise((r) => setTimeout(r, 10));
  };

  // One style object per column, shared by its cells: exceljs caches a style's id by the object,
  // so a row costs a lookup per cell instead of building and matching a style for each (a new
  // object per cell was a fifth of the writer's time: 100,000 members 6.7 → see bench).
  const styles: Partial<ExcelJS.Style>[] = sheet.columns.map((c) => (c.type === 'money' ? { numFmt: RUPEE_FORMAT } : {}));

  let n = 0;
  for await (const row of sheet.rows) {
    if (signal?.aborted || out.destroyed) break;
    const r = ws.addRow([]);
    sheet.columns.forEach((col, i) => {
      const { value } = cellValue(col, row);
      if (value === null) return;
      const cell = r.getCell(i + 1);
      cell.value = value;
      cell.style = styles[i];
    });
    r.commit();
    n += 1;
    if (n % BATCH === 0) await waitForClient();
  }
  if (signal?.aborted || out.destroyed) {
    out.destroy();
    return n;
  }
  ws.commit();
  await wb.commit();
  return n;
}

/**
 * Exports at once per process. Each holds a database connection's reads and a core's zip work for
 * seconds (100,000 members: about 10 s); admins are few, so a third at once is an accident (a
 * double click, a script) that would slow every member's pages. It answers 503 with Retry-After.
 */
export const EXPORTS_AT_ONCE = 2;
export const EXPORT_BUSY_MSG = 'Another export is still running. Please try again in a minute.';
let running = 0;

/**
 * Streams the sheet as the reply: headers first (type, attachment filename, no caching), then the
 * workbook as rows arrive. A client that goes away stops the row source. A failure after the first
 * byte cannot become an error envelope any more: the response is cut short and logged, so the
 * client sees a failed download rather than a silently short file.
 */
export async function sendXlsx<T>(
  reply: FastifyReply, sheet: XlsxSheet<T>, o: { onStart?: () => Promise<void> } = {},
): Promise<FastifyReply> {
  if (running >= EXPORTS_AT_ONCE) {
    reply.header('retry-after', '30');
    throw new HttpError(503, EXPORT_BUSY_MSG);
  }
  running += 1;
  try {
    // e.g. the audit entry: only for an export that goes ahead, before its first byte.
    await o.onStart?.();
    return await streamXlsx(reply, sheet);
  } finally {
    running -= 1;
  }
}

async function streamXlsx<T>(reply: FastifyReply, sheet: XlsxSheet<T>): Promise<FastifyReply> {
  const out = new PassThrough();
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', contentDisposition(xlsxFilename(sheet.filename)))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  reply.send(out);
  try {
    await writeXlsx(out, sheet, gone.signal);
  } catch (err) {
    reply.log.error({ err }, 'xlsx export failed part way');
    out.destroy(err as Error);
  } finally {
    reply.raw.off('close', onClose);
  }
  return reply;
}
