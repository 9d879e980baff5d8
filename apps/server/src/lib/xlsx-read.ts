import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { checkXlsxZip, inflateEntry, MAX_INFLATED_BYTES, storedZip, XlsxReadError } from './xlsx-zip.ts';

/**
 * Excel in (decision 0028): the first sheet's rows as text, read by exceljs' streaming
 * WorkbookReader. exceljs trusts its input: on an empty, truncated or non-zip file its promise may
 * never settle (a request that hangs), it inflates whatever the local headers declare, and it writes
 * a sheet met before the strings and workbook to a temporary file (issue 27 §2: a hidden entry made
 * that 2 GB, kept until the process exits). So exceljs never sees the upload: the zip is checked
 * whole (xlsx-zip.ts), the few parts the first sheet needs are inflated under the budget, and
 * exceljs is handed a stored zip of just those, in the order that lets it stream the sheet without
 * any temporary file. Memory is bounded by the budget; the disk is never written.
 */

export { checkXlsxZip, XlsxReadError, type XlsxReadProblem } from './xlsx-zip.ts';

export interface ReadLimits {
  /** Bytes all entries may inflate to together. */
  maxInflatedBytes?: number;
  /** How long the parse may take before it counts as unreadable. */
  timeoutMs?: number;
}

const RELS = 'xl/_rels/workbook.xml.rels';
const STRINGS = 'xl/sharedStrings.xml';
/** What exceljs takes for a sheet; the first in the zip is the one read. */
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/**
 * exceljs streams a sheet only once it has the workbook's relationships and the shared strings
 * (else it writes the sheet to a temporary file). The relationships only name the sheets, which
 * are not read, so it always gets this empty list rather than the file's: a part that parses to
 * nothing (`<foo/>`) would have sent it to the disk. A workbook without shared strings gets an
 * empty table.
 */
const NO_RELATIONSHIPS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');
const NO_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');

/**
 * The parts exceljs needs for the first sheet, in the order it needs them: relationships and
 * strings before the sheet. Every entry is inflated (each must match its declared size and CRC);
 * the others are dropped as soon as they are checked.
 */
async function firstSheetParts(bytes: Buffer, maxInflatedBytes: number): Promise<[string, Buffer][]> {
  const entries = checkXlsxZip(bytes, maxInflatedBytes);
  const sheet = entries.find((e) => SHEET.test(e.name))?.name;
  const parts = new Map<string, Buffer>();
  for (const e of entries) {
    const data = await inflateEntry(bytes, e);
    if (e.name !== STRINGS && e.name !== sheet) continue;
    // An empty part is no XML document, and exceljs would wait for it forever.
    if (!data.length) throw new XlsxReadError('unreadable');
    parts.set(e.name, data);
  }
  return [[RELS, NO_RELATIONSHIPS], [STRINGS, parts.get(STRINGS) ?? NO_STRINGS], ...(sheet ? [[sheet, parts.get(sheet)!] as [string, Buffer]] : [])];
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
 * how many there are (the whole sheet is read: it is bounded by the inflate budget).
 */
export async function readFirstSheetRows(bytes: Buffer, maxRows: number, limits: ReadLimits = {}): Promise<{ rows: SheetRow[]; count: number }> {
  const parts = await firstSheetParts(bytes, limits.maxInflatedBytes ?? MAX_INFLATED_BYTES);
  // Loaded on the first workbook, not at start (decision 0051).
  const { default: excel } = await import('exceljs');
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(storedZip(parts)), {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let count = 0;
  const read = async () => {
    // Only the first sheet is in the zip exceljs is given.
    for await (const sheet of reader) {
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
