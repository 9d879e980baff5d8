import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { peakMemoryGrowth, zerosBomb, zipLayout } from '../../test/hostile-xlsx.ts';
import { streamedXlsxOf } from '../../test/xlsx.ts';
import { checkXlsxZip, inflateEntry, XlsxReadError, type ZipEntry } from './xlsx-zip.ts';

const problemOf = async (run: () => unknown) => {
  try {
    await run();
    return 'none';
  } catch (err) {
    expect(err).toBeInstanceOf(XlsxReadError);
    return (err as XlsxReadError).problem;
  }
};

/** An entry of `bytes` from offset 0, deflated. */
const entryOf = (bytes: Buffer, o: Partial<ZipEntry> = {}): ZipEntry =>
  ({ name: 'x', method: 8, crc: 0, compressedSize: bytes.length, size: 0, dataStart: 0, ...o });

describe('inflateEntry', () => {
  it('gives the bytes of an entry that is what it declares', async () => {
    const text = Buffer.from('<sst>'.repeat(1000));
    const data = deflateRawSync(text);
    expect(await inflateEntry(data, entryOf(data, { size: text.length, crc: crc32(text) }))).toEqual(text);
  });

  it('stops a stream that inflates past its declared size: 1 GB declared as 1 KB costs no memory', async () => {
    const bomb = zerosBomb(1024);
    const { result, growth } = await peakMemoryGrowth(() => problemOf(() => inflateEntry(bomb.data, entryOf(bomb.data, { size: 1024 }))));
    expect(result).toBe('unreadable');
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a shorter output, a wrong CRC-32 and bytes after the deflate stream', async () => {
    const text = Buffer.from('hello '.repeat(100));
    const data = deflateRawSync(text);
    const crc = crc32(text);
    expect(await problemOf(() => inflateEntry(data, entryOf(data, { size: text.length + 1, crc })))).toBe('unreadable');
    expect(await problemOf(() => inflateEntry(data, entryOf(data, { size: text.length, crc: crc ^ 1 })))).toBe('unreadable');
    const trailing = Buffer.concat([data, Buffer.from('hidden')]);
    expect(await problemOf(() => inflateEntry(trailing, entryOf(trailing, { size: text.length, crc })))).toBe('unreadable');
    expect(await problemOf(() => inflateEntry(data.subarray(0, 5), entryOf(data.subarray(0, 5), { size: text.length, crc })))).toBe('unreadable');
  });
});

describe('checkXlsxZip with data descriptors (as exceljs streams a workbook)', () => {
  it('accepts the descriptors that repeat the directory, refuses one that does not', async () => {
    const zip = await streamedXlsxOf('A', ['a']);
    const entries = checkXlsxZip(zip);
    expect(entries.map((e) => e.name)).toEqual(zipLayout(zip).map((e) => e.name));
    for (const e of entries) expect((await inflateEntry(zip, e)).length).toBe(e.size);
    // The first entry's descriptor (signature, CRC, sizes) follows its data: another size in it.
    const first = entries[0];
    const descriptor = first.dataStart + first.compressedSize;
    expect(zip.readUInt32LE(descriptor)).toBe(0x08074b50);
    const lying = Buffer.from(zip);
    lying.writeUInt32LE(first.size + 1, descriptor + 12);
    expect(await problemOf(() => checkXlsxZip(lying))).toBe('unreadable');
  });
});
