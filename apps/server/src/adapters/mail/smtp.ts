import nodemailer from 'nodemailer';
import type { Mailer } from './types.ts';

/**
 * SMTP from `SMTP_URL` (smtp:// with STARTTLS when offered, smtps:// for implicit TLS;
 * nodemailer reads options such as `?ignoreTLS=true` from the URL's query).
 * Short timeouts: a request waiting on a mail must not hang for nodemailer's default minutes.
 * Pooled: up to 5 connections, each kept for up to 100 mails, so a batch of the mail queue goes out
 * side by side without a new connection (and TLS handshake) per mail; an idle one closes after the
 * socket timeout.
 */
export function smtpMailer(o: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(
    { url: o.smtpUrl, pool: true, maxConnections: 5, maxMessages: 100, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: o.from },
  );
  return {
    kind: 'smtp',
    send: async (msg) => void (await transport.sendMail(msg)),
    close: () => transport.close(),
  };
}
