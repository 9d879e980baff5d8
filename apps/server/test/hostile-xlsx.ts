import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { constants, deflateRawSync } from 'node:zlib';

/**
 * Hostile workbooks for the Excel reader's tests (issue 27 §2). Each is built in milliseconds: a
 * raw deflate stream may be the same fully flushed blocks repeated, so gigabytes of output cost a
 * few megabytes of input and no compression time.
 */

/** A raw deflate stream inflating to head + chunk × times + tail. */
export function deflateRepeated(head: string, chunk: string | Buffer, times: number, tail: string): Buffer {
  const open = { finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(chunk, open);
  return Buffer.concat([deflateRawSync(head, open), ...Array.from({ length: times }, () => block), deflateRawSync(tail)]);
}

/** `<si>` strings of 1,000 letters, about 1 MB a chunk: what exceljs' shared-strings cache keeps in memory. */
export function sharedStringsBomb(megabytes: number): { data: Buffer; size: number } {
  const si = `<si><t>${'A'.repeat(1_000)}</t></si>`;
  const chunk = si.repeat(Math.floor(1024 * 1024 / si.length));
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
  const tail = '</sst>';
  return { data: deflateRepeated(head, chunk, megabytes, tail), size: head.length + chunk.length * megabytes + tail.length };
}

/** `megabytes` MiB of zeros (a part no parser will accept, written to disk before it is parsed). */
export function zerosBomb(megabytes: number): { data: Buffer; size: number } {
  return { data: deflateRepeated('', Buffer.alloc(1024 * 1024), megabytes, ''), size: 1024 * 1024 * megabytes };
}

/** The end-of-central-directory record's offset. */
function eocdOf(zip: Buffer): number {
  const at = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (at < 0) throw new Error('not a zip');
  return at;
}

/**
 * `zip` with a local entry the central directory does not list placed before its first one: a
 * reader that walks the central directory never sees it, one that streams local headers from
 * offset 0 (exceljs' unzipper) inflates it first. The listed entries' offsets are moved along.
 */
export function withHiddenEntry(zip: Buffer, name: string, entry: { data: Buffer; size: number }): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(entry.data.length, 18);
  local.writeUInt32LE(entry.size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const prefix = Buffer.concat([local, nameBytes, entry.data]);
  const out = Buffer.concat([prefix, zip]);
  const end = eocdOf(out);
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16) + prefix.length;
  out.writeUInt32LE(at, end + 16);
  for (let n = 0; n < entries; n++) {
    out.writeUInt32LE(out.readUInt32LE(at + 42) + prefix.length, at + 42);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/** The file: 1,990 MiB of zeros hidden as the first sheet, before a real workbook, in 2.07 MB (under the 2 MB upload limit). */
export const hiddenSheetOf = (zip: Buffer, megabytes = 1990) => withHiddenEntry(zip, 'xl/worksheets/sheet1.xml', zerosBomb(megabytes));

/** A 200 MiB shared-strings part hidden before a real workbook. */
export const hiddenStringsOf = (zip: Buffer, megabytes = 200) => withHiddenEntry(zip, 'xl/sharedStrings.xml', sharedStringsBomb(megabytes));

/** Each central directory entry's name with the offsets of its central and local headers, in directory order. */
export function zipLayout(zip: Buffer): { name: string; centralAt: number; localAt: number }[] {
  const end = eocdOf(zip);
  const out: { name: string; centralAt: number; localAt: number }[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const nameLength = zip.readUInt16LE(at + 28);
    out.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), centralAt: at, localAt: zip.readUInt32LE(at + 42) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return out;
}

/** What `run` returns and the most the process's resident memory grew while it ran (sampled every 5 ms). */
export async function peakMemoryGrowth<T>(run: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await run();
    sample();
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

/** Temporary files the `tmp` package (exceljs' reader) has made in this process and not removed. */
export const exceljsTempFiles = () => readdirSync(tmpdir()).filter((n) => n.startsWith(`tmp-${process.pid}-`));
