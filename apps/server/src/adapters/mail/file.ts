import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './types.ts';

/**
 * Without SMTP each message is written as a real RFC 5322 message (`.eml`, CRLF lines, MIME
 * encoded by nodemailer exactly as it would be sent) under `dir`, and the path is logged.
 */
export function fileMailer(o: { dir: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: o.from },
  );
  return {
    kind: 'file',
    async send(msg) {
      const info = await transport.sendMail(msg);
      await fs.mkdir(o.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(o.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // Reset links are secrets: readable by the server's user only.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      o.log.info({ file, subject: msg.subject }, 'mail written to file');
    },
    close: () => transport.close(),
  };
}
