// The world outside the app in the production rehearsal: a real S3-compatible server (s3rver, npm) and
// a real SMTP server (smtp-server, npm) whose inbox the rehearsal reads. Both are the repository's dev
// dependencies: the rehearsal runs them from the repository's tree, never from the runtime folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';

/** s3rver on a free loopback port with one empty bucket; `env` is what an operator would set. */
export async function s3Store(bucket) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-rehearsal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    env: {
      STORAGE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Headers of a raw RFC 5322 message (unfolded), by lower-case name. */
function headersOf(raw) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = {};
  for (const line of head.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as text: subjects with a colon or a dash come encoded. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset, enc, text) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

/** A real SMTP server on a free loopback port; what it takes is kept in `inbox` (envelope, subject, raw). */
export async function smtpInbox() {
  const inbox = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = headersOf(raw);
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeWords(headers.subject ?? ''),
          headers,
          raw,
        });
        cb();
      });
    },
  });
  const port = await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server.server.address().port)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
