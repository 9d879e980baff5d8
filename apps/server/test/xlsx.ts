import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { writeXlsx, XLSX_TYPE } from '../src/lib/xlsx.ts';

export interface ReadSheet {
  /** Each row's cell values from column 1 (empty cells as null). */
  rows: unknown[][];
  /** The number format of each cell, same shape as rows. */
  numFmts: (string | undefined)[][];
  sheetName: string;
}

/** An exported .xlsx read back with exceljs (tests only: the whole file in memory is fine here). */
export async function readXlsx(bytes: Buffer | Uint8Array): Promise<ReadSheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  const numFmts: (string | undefined)[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const values: unknown[] = [];
    const fmts: (string | undefined)[] = [];
    for (let i = 1; i <= ws.columnCount; i++) {
      const cell = row.getCell(i);
      values.push(cell.value ?? null);
      fmts.push(cell.numFmt || undefined);
    }
    rows.push(values);
    numFmts.push(fmts);
  });
  return { rows, numFmts, sheetName: ws.name };
}

/** A one-column workbook with these cells in column A from row 1 (Excel import tests). */
export async function xlsxOf(cells: readonly (string | number | null)[], o: { sheetName?: string } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(o.sheetName ?? 'Sheet1');
  for (const c of cells) ws.addRow([c]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A one-column workbook as our streaming writer makes it (data descriptors, the sheet before the workbook part, no shared strings). */
export async function streamedXlsxOf(header: string, cells: readonly string[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await writeXlsx(out, { filename: 'x', columns: [{ header, width: 40, value: (r: string) => r }], rows: cells });
  await ended;
  return Buffer.concat(chunks);
}

/**
 * An export's answer: 200, an .xlsx attachment named `<name>-DD-MM-YYYY.xlsx`, its one sheet called
 * `sheetName`; answers that sheet read back.
 */
export async function readXlsxExport(
  r: { status: number; res: { headers: Record<string, unknown>; rawPayload: Buffer } }, name: string, sheetName: string,
): Promise<ReadSheet> {
  expect(r.status).toBe(200);
  expect(r.res.headers['content-type']).toBe(XLSX_TYPE);
  expect(r.res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${name}-\\d\\d-\\d\\d-\\d{4}\\.xlsx"`));
  const sheet = await readXlsx(r.res.rawPayload);
  expect(sheet.sheetName).toBe(sheetName);
  return sheet;
}
