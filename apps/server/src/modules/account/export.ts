import type { Db } from '../../db/client.ts';
import { exportSections, type Who } from './export-sections.ts';

/** Characters gathered before a chunk is handed to the response: few writes, bounded memory. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The member's data as one JSON document, written section by section as the rows are read
 * (decision 0033): memory holds a page of rows and one chunk, however much the member has.
 */
export async function* exportDocument(db: Db, who: Who, now = new Date()): AsyncGenerator<string> {
  let buf = `{\n"exportedAt": ${JSON.stringify(now.toISOString())},\n"about": ${JSON.stringify(ABOUT)}`;
  for (const section of exportSections(db, who)) {
    buf += `,\n${JSON.stringify(section.name)}: `;
    if ('one' in section) {
      buf += JSON.stringify(await section.one());
      continue;
    }
    let n = 0;
    buf += '[';
    for await (const row of section.many()) {
      buf += `${n++ ? ',' : ''}\n  ${JSON.stringify(row)}`;
      if (buf.length >= CHUNK_CHARS) {
        yield buf;
        buf = '';
      }
    }
    buf += n ? '\n]' : ']';
  }
  yield `${buf}\n}\n`;
}

const ABOUT =
  'Everything The Lazy Trader holds about you, as of exportedAt. Amounts are in rupees, times in UTC (ISO 8601). ' +
  'Passwords and sign-in tokens are stored only as one-way hashes and are not included.';
