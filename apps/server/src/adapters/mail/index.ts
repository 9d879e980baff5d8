import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { fileMailer } from './file.ts';
import { smtpMailer } from './smtp.ts';
import type { MailKind, MailMessage, Mailer } from './types.ts';

/** SMTP when `SMTP_URL` is set; otherwise `.eml` files under `DATA_DIR/mail/`. */
export function createMailer(config: Pick<Config, 'mail' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? smtpMailer({ smtpUrl, from }) : fileMailer({ dir: path.join(config.dataDir, 'mail'), from, log });
}

/**
 * For mails whose failure must not undo the user's action (receipts): never throws,
 * logs the failure, answers whether the mail went out (with app.mailer: was queued).
 */
export async function sendQuietly(
  mailer: Pick<Mailer, 'kind'> & { send(msg: MailMessage, opts: { kind: MailKind }): Promise<void> },
  log: FastifyBaseLogger, msg: MailMessage, kind: MailKind,
): Promise<boolean> {
  try {
    await mailer.send(msg, { kind });
    return true;
  } catch (err) {
    log.error({ err, mailer: mailer.kind, subject: msg.subject }, 'mail not sent');
    return false;
  }
}
