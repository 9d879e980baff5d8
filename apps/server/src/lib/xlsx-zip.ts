import { crc32, createInflateRaw } from 'node:zlib';

/**
 * The zip inside an uploaded .xlsx, checked before any part of it is inflated (decision 0028, issue
 * 27 §2). A zip says what it holds twice: a local header before each entry's data, and the central
 * directory at the end. Readers differ on which they believe (exceljs' unzipper streams the local
 * headers from offset 0; most tools read the central directory), so a file on which they disagree
 * is refused: the local headers must be exactly the central directory's entries, in its order, end
 * to end from offset 0 to the directory, with the same names, flags, methods, sizes and checksums.
 * Sizes are capped as declared before anything is inflated, then each entry is inflated as a stream
 * stopped past its declared size, and must match it byte for byte (length, CRC-32, input used).
 */

export type XlsxReadProblem = 'not-xlsx' | 'legacy-xls' | 'encrypted' | 'unreadable' | 'too-large';

export class XlsxReadError extends Error {
  constructor(readonly problem: XlsxReadProblem) {
    super(`xlsx: ${problem}`);
  }
}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  /** Uncompressed size as declared (and checked when inflated). */
  size: number;
  /** Where the entry's compressed bytes start. */
  dataStart: number;
}

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** An old .xls (OLE2 compound file). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** A workbook has a dozen or two; thousands would only cost time. */
export const MAX_ENTRIES = 1_000;
/** Bytes all entries may inflate to together: a 2,000-row list is well under 2 MB of XML. */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** General purpose flags: encrypted, strong encryption, masked local headers. */
const ENCRYPTED_FLAGS = 0x1 | 0x40 | 0x2000;
/** The entry's sizes and CRC follow its data (a "data descriptor") instead of its local header. */
const TRAILING_SIZES = 0x8;
/** WinZip's AES method. */
const AES = 99;

const unreadable = () => new XlsxReadError('unreadable');

/** The end-of-central-directory record: the one whose comment runs exactly to the end of the file. */
function endRecordAt(bytes: Buffer): number {
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END && i + 22 + bytes.readUInt16LE(i + 20) === bytes.length) return i;
  }
  return -1;
}

interface CentralEntry extends ZipEntry {
  flags: number;
  nameBytes: Buffer;
  localAt: number;
}

/** The central directory's entries, in its order; throws if it is not one plain, single-disk directory. */
function centralDirectory(bytes: Buffer, end: number, maxInflatedBytes: number): { entries: CentralEntry[]; start: number } {
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const start = bytes.readUInt32LE(end + 16);
  // Split archives, and ZIP64 (its markers are all-ones values), which nothing under 2 MB needs.
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0 || bytes.readUInt16LE(end + 8) !== count) throw unreadable();
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw unreadable();
  if (count > MAX_ENTRIES) throw new XlsxReadError('too-large');
  // The directory ends where the end record starts: nothing hides between them.
  if (start + size !== end) throw unreadable();
  const entries: CentralEntry[] = [];
  const names = new Set<string>();
  let declared = 0;
  let at = start;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) throw unreadable();
    if (flags & ENCRYPTED_FLAGS || method === AES) throw new XlsxReadError('encrypted');
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry: CentralEntry = {
      name: nameBytes.toString('utf8'), nameBytes, flags, method,
      crc: bytes.readUInt32LE(at + 16), compressedSize: bytes.readUInt32LE(at + 20), size: bytes.readUInt32LE(at + 24),
      localAt: bytes.readUInt32LE(at + 42), dataStart: -1,
    };
    if (method !== 0 && method !== 8) throw unreadable();
    if (method === 0 && entry.compressedSize !== entry.size) throw unreadable();
    if (bytes.readUInt16LE(at + 34) !== 0) throw unreadable();
    if (names.has(entry.name)) throw unreadable();
    names.add(entry.name);
    // As declared, before anything is inflated; inflating then holds each entry to its declared size.
    declared += entry.size;
    if (declared > maxInflatedBytes) throw new XlsxReadError('too-large');
    entries.push(entry);
    at = next;
  }
  if (at !== end) throw unreadable();
  return { entries, start };
}

/** A data descriptor's length (16 with its optional signature, 12 without) if it repeats the directory's values. */
function descriptorLength(bytes: Buffer, at: number, limit: number, e: CentralEntry): number {
  const matches = (from: number) => from + 12 <= limit && bytes.readUInt32LE(from) === e.crc
    && bytes.readUInt32LE(from + 4) === e.compressedSize && bytes.readUInt32LE(from + 8) === e.size;
  if (at + 4 <= limit && bytes.readUInt32LE(at) === DESCRIPTOR && matches(at + 4)) return 16;
  if (matches(at)) return 12;
  throw unreadable();
}

/**
 * Walks the local headers from offset 0: each must be the next central entry's, at the offset it
 * names, agreeing with it; the entries must tile the bytes up to the directory with nothing between
 * or over them. Sets each entry's `dataStart`.
 */
function checkLocalHeaders(bytes: Buffer, entries: CentralEntry[], directoryAt: number): void {
  let at = 0;
  for (const e of entries) {
    if (e.localAt !== at || at + 30 > directoryAt || bytes.readUInt32LE(at) !== LOCAL) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    if (bytes.readUInt16LE(at + 6) !== e.flags || bytes.readUInt16LE(at + 8) !== e.method) throw unreadable();
    if (!bytes.subarray(at + 30, at + 30 + nameLength).equals(e.nameBytes)) throw unreadable();
    // With a data descriptor the local header may leave the values at 0; otherwise they are the directory's.
    const trailing = (e.flags & TRAILING_SIZES) !== 0;
    for (const [offset, value] of [[14, e.crc], [18, e.compressedSize], [22, e.size]] as const) {
      const local = bytes.readUInt32LE(at + offset);
      if (local !== value && !(trailing && local === 0)) throw unreadable();
    }
    const dataEnd = dataStart + e.compressedSize;
    if (dataEnd > directoryAt) throw unreadable();
    e.dataStart = dataStart;
    at = trailing ? dataEnd + descriptorLength(bytes, dataEnd, directoryAt, e) : dataEnd;
  }
  if (at !== directoryAt) throw unreadable();
}

/**
 * The zip's entries once the whole file has been checked (nothing inflated yet): throws an
 * `XlsxReadError` saying what is wrong. The entry count and the declared sizes' total are capped.
 */
export function checkXlsxZip(bytes: Buffer, maxInflatedBytes = MAX_INFLATED_BYTES): ZipEntry[] {
  if (bytes.subarray(0, 8).equals(OLE2)) throw new XlsxReadError('legacy-xls');
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) throw new XlsxReadError('not-xlsx');
  const end = endRecordAt(bytes);
  if (end < 0) throw unreadable();
  const { entries, start } = centralDirectory(bytes, end, maxInflatedBytes);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new XlsxReadError('not-xlsx');
  checkLocalHeaders(bytes, entries, start);
  return entries.map(({ name, method, crc, compressedSize, size, dataStart }) => ({ name, method, crc, compressedSize, size, dataStart }));
}

/**
 * A checked entry's bytes, inflated as a stream off the event loop (zlib runs in the thread pool).
 * The stream is stopped as soon as it passes the declared size, so memory is bounded by the checked
 * total; the result must be exactly that size, from exactly the entry's compressed bytes, with the
 * declared CRC-32.
 */
export async function inflateEntry(bytes: Buffer, e: ZipEntry): Promise<Buffer> {
  const data = bytes.subarray(e.dataStart, e.dataStart + e.compressedSize);
  if (e.method === 0) {
    if (crc32(data) !== e.crc) throw unreadable();
    return data;
  }
  const inflate = createInflateRaw();
  const chunks: Buffer[] = [];
  let size = 0;
  let crc = 0;
  await new Promise<void>((resolve, reject) => {
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > e.size) return inflate.destroy(unreadable());
      crc = crc32(chunk, crc);
      chunks.push(chunk);
    });
    inflate.on('error', () => reject(unreadable()));
    inflate.on('end', resolve);
    inflate.end(data);
  });
  // Trailing bytes after the deflate stream's end are not consumed: the entry is not what it says.
  if (inflate.bytesWritten !== data.length || size !== e.size || crc !== e.crc) throw unreadable();
  return Buffer.concat(chunks, size);
}

/**
 * A zip of these parts, stored (not compressed) in this order, as chunks for a stream: what a
 * streaming reader is handed instead of the upload, so it reads exactly the checked bytes.
 */
export function storedZip(parts: readonly (readonly [string, Buffer])[]): Buffer[] {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of parts) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6); // UTF-8 name
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.reduce((n, b) => n + b.length, 0), 12);
  end.writeUInt32LE(offset, 16);
  return [...chunks, ...directory, end];
}
