import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../test/xlsx.ts';
import { cellText, readFirstSheetRows, XlsxReadError, type XlsxReadProblem } from './xlsx-read.ts';

async function workbook(build: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function problemOf(bytes: Buffer, limits = {}): Promise<XlsxReadProblem | 'none'> {
  try {
    await readFirstSheetRows(bytes, 10, limits);
    return 'none';
  } catch (err) {
    expect(err).toBeInstanceOf(XlsxReadError);
    return (err as XlsxReadError).problem;
  }
}

/** The offset of `name` in the zip's central directory (after the last local entry). */
const centralNameAt = (zip: Buffer, name: string) => zip.lastIndexOf(Buffer.from(name));

describe('readFirstSheetRows', () => {
  it('reads the first sheet as text rows with their row numbers, empty rows left out, other sheets ignored', async () => {
    const bytes = await workbook((wb) => {
      const ws = wb.addWorksheet('Members');
      ws.addRow(['rahul.sharma - Rahul Sharma - 9876543210 - gmail.com']);
      ws.addRow([]);
      ws.addRow([{ richText: [{ text: 'asha - ' }, { font: { bold: true }, text: 'Asha' }, { text: ' - 9123456789 - mail.in' }] }]);
      ws.addRow([' ravi ', 'Ravi', 9988776655, 'x.org']);
      ws.getCell('A6').value = { formula: 'A1', result: 'cached - value' } as ExcelJS.CellFormulaValue;
      ws.getCell('A8').value = new Date('2026-01-01');
      wb.addWorksheet('Other').addRow(['not read']);
    });
    expect(await readFirstSheetRows(bytes, 100)).toEqual({
      count: 5,
      rows: [
        { row: 1, text: 'rahul.sharma - Rahul Sharma - 9876543210 - gmail.com' },
        { row: 3, text: 'asha - Asha - 9123456789 - mail.in' },
        { row: 4, text: 'ravi - Ravi - 9988776655 - x.org' },
        { row: 6, text: 'cached - value' },
        // Styles are not read, so a date is its serial number: the import refuses it as a row.
        { row: 8, text: '46023' },
      ],
    });
  });

  it('keeps at most maxRows and counts them all', async () => {
    const bytes = await xlsxOf(Array.from({ length: 25 }, (_v, i) => `row ${i + 1}`));
    const read = await readFirstSheetRows(bytes, 10);
    expect(read.count).toBe(25);
    expect(read.rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses what is not an .xlsx with a reason, never hangs', async () => {
    const good = await xlsxOf(['a - b - 9876543210 - c.com']);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    expect(await problemOf(Buffer.alloc(0))).toBe('not-xlsx');
    expect(await problemOf(Buffer.from('email,name\nrahul@gmail.com,Rahul\n'))).toBe('not-xlsx');
    expect(await problemOf(png)).toBe('not-xlsx');
    expect(await problemOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]))).toBe('legacy-xls');
    expect(await problemOf(good.subarray(0, 500))).toBe('unreadable');
    expect(await problemOf(good.subarray(0, good.length - 30))).toBe('unreadable');

    // A zip without a workbook in it.
    const renamed = Buffer.from(good);
    renamed.write('xl/workbooX.xml', centralNameAt(renamed, 'xl/workbook.xml'));
    expect(await problemOf(renamed)).toBe('not-xlsx');

    // Encrypted entries (general purpose flag bit 0 in the central directory).
    const locked = Buffer.from(good);
    const entry = centralNameAt(locked, 'xl/workbook.xml') - 46;
    locked.writeUInt16LE(locked.readUInt16LE(entry + 8) | 1, entry + 8);
    expect(await problemOf(locked)).toBe('encrypted');

    // Garbage where the compressed data should be.
    const broken = Buffer.from(good);
    broken.fill(0xff, 60, 400);
    expect(await problemOf(broken)).toBe('unreadable');
  });

  it('stops a file that inflates past the budget before parsing it', async () => {
    const big = await xlsxOf(['x'.repeat(200_000)]);
    expect(big.length).toBeLessThan(20_000);
    expect(await problemOf(big, { maxInflatedBytes: 100_000 })).toBe('too-large');
    expect(await problemOf(big, { maxInflatedBytes: 1_000_000 })).toBe('none');
  });
});

describe('cellText', () => {
  it('reads what the admin sees', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(42)).toBe('42');
    expect(cellText({ text: 'link text', hyperlink: 'mailto:x@y.z' })).toBe('link text');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(new Date())).toBe('');
  });
});
