import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import type { Case } from './cases.ts';

/** A 1×1 PNG: the one well-formed file, so the broken ones differ from it in one way each. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64',
);
const B = 'fuzzboundary';

function form(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[], boundary = B): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const file = (data: Buffer | string, filename = 'a.png', type = 'image/png') => ({ name: 'file', filename, type, data });

/** Malformed multipart bodies, sent to every operation whose body the description leaves untyped. */
export function multipartCases(url: string): Case[] {
  const mp = { 'content-type': `multipart/form-data; boundary=${B}` };
  const c = (label: string, payload: Buffer | string, headers: Record<string, string> = mp): Case => ({ label, url, headers, payload });
  return [
    c('multipart png', form([file(PNG)])),
    c('multipart empty file', form([file(Buffer.alloc(0))])),
    c('multipart text as png', form([file('not an image at all')])),
    c('multipart truncated png', form([file(PNG.subarray(0, 30))])),
    c('multipart svg script', form([file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml')])),
    c('multipart filename traversal + NUL', form([file(PNG, '../../etc/passwd\u0000.png')])),
    c('multipart two files', form([file(PNG), file(PNG, 'b.png')])),
    c('multipart field only', form([{ name: 'file', data: 'text' }])),
    c('multipart no parts', `--${B}--\r\n`),
    c('multipart over size', form([file(Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]))])),
    c('multipart wrong boundary', form([file(PNG)], 'otherboundary')),
    c('multipart unterminated', form([file(PNG)]).subarray(0, 120)),
    c('multipart garbage', Buffer.from('\u0000\u0001garbage\r\n\r\n--'.repeat(100))),
    c('multipart no boundary', form([file(PNG)]), { 'content-type': 'multipart/form-data' }),
    c('multipart 100 fields', form(Array.from({ length: 100 }, (_v, i) => ({ name: `f${i}`, data: 'x' })))),
  ];
}
