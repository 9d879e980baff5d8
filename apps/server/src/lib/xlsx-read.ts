import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Excel in (decision 0028): the first sheet's rows as text, read by exceljs' streaming
 * WorkbookReader after the file has been checked as a zip here. exceljs trusts its input: on an
 * empty, truncated or non-zip file its promise may never settle (a request that hangs), and it
 * inflates whatever the zip declares. So the upload, already bounded in bytes, is first walked by
 * its central directory: a real .xlsx, no encryption, and every entry inflated for real under a
 * budget (a zip bomb stops at the budget instead of filling memory or the disk).
 */

export type XlsxReadProblem = 'not-xlsx' | 'legacy-xls' | 'encrypted' | 'unreadable' | 'too-large';

export class XlsxReadError extends Error {
  constructor(readonly problem: XlsxReadProblem) {
    super(`xlsx: ${problem}`);
  }
}

export interface ReadLimits {
  /** Bytes all entries may inflate to together. */
  maxInflatedBytes?: number;
  /** How long the parse may take before it counts as unreadable. */
  timeoutMs?: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** An old .xls (OLE2 compound file). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MAX_ENTRIES = 1_000;

/** Walks the zip's central directory and inflates each entry under the budget; throws what is wrong. */
export function checkXlsxZip(bytes: Buffer, maxInflatedBytes = 32 * 1024 * 1024): void {
  if (bytes.subarray(0, 8).equals(OLE2)) throw new XlsxReadError('legacy-xls');
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) throw new XlsxReadError('not-xlsx');
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxReadError('unreadable');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) throw new XlsxReadError('too-large');
  const names = new Set<string>();
  let budget = maxInflatedBytes;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) throw new XlsxReadError('unreadable');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    names.add(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    if (flags & 0x1) throw new XlsxReadError('encrypted');
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) throw new XlsxReadError('unreadable');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) throw new XlsxReadError('unreadable');
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) budget -= compressed;
    else if (method === 8) {
      try {
        budget -= inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (err) {
        throw new XlsxReadError((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable');
      }
    } else throw new XlsxReadError('unreadable');
    if (budget < 0) throw new XlsxReadError('too-large');
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new XlsxReadError('not-xlsx');
}

/** A cell as the text the admin sees: rich text joined, a formula's result, a link's text; dates and errors are not text. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date || typeof v !== 'object') return '';
  const o = v as { richText?: { text?: string }[]; result?: unknown; text?: unknown };
  if (Array.isArray(o.richText)) return o.richText.map((r) => r.text ?? '').join('');
  if ('result' in o) return cellText(o.result);
  if ('text' in o) return cellText(o.text);
  return '';
}

export interface SheetRow {
  /** The sheet's row number (1-based, as Excel shows it). */
  row: number;
  /** The row's non-empty cells, joined by " - " (one cell is the usual case). */
  text: string;
}

/**
 * The first sheet's non-empty rows, in order; at most `maxRows` of them are kept, and `count` says
 * how many there are. The whole sheet is read (it is bounded by the inflate budget) so exceljs
 * finishes and removes the temporary file it may write for a sheet stored before its strings.
 */
export async function readFirstSheetRows(bytes: Buffer, maxRows: number, limits: ReadLimits = {}): Promise<{ rows: SheetRow[]; count: number }> {
  checkXlsxZip(bytes, limits.maxInflatedBytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let count = 0;
  const read = async () => {
    let sheets = 0;
    for await (const sheet of reader) {
      // Later sheets are passed over: the reader drains them.
      if (++sheets > 1) continue;
      for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(r.values) ? r.values : [];
        const text = values.map(cellText).map((t) => t.trim()).filter(Boolean).join(' - ');
        if (!text) continue;
        count += 1;
        if (rows.length < maxRows) rows.push({ row: r.number, text });
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new XlsxReadError('unreadable')), limits.timeoutMs ?? 20_000);
  });
  try {
    await Promise.race([read(), deadline]);
  } catch (err) {
    throw err instanceof XlsxReadError ? err : new XlsxReadError('unreadable');
  } finally {
    clearTimeout(timer);
  }
  return { rows, count };
}
