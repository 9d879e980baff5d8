import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll } from 'vitest';

/** A message a local SMTP server took: its envelope and raw RFC 5322 text, in arrival order. */
export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port for the current test file (closed after it), keeping what
 * it receives in `inbox`. `onRcptTo` may refuse a recipient (an error with `responseCode`).
 */
export function smtpInbox(o: Pick<SMTPServerOptions, 'onRcptTo'> = {}) {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Many mails in parallel from a pooled transport: more than the default 100 sessions are fine here.
    maxClients: 1000,
    ...o,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        inbox.push({ from: from ? from.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  const port = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { inbox, port, url: port.then((p) => `smtp://127.0.0.1:${p}`) };
}
