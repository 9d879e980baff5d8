export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** What a template gives; add `to` and hand it to `app.mailer.send`. */
export type MailContent = Required<Omit<MailMessage, 'to' | 'headers'>>;

/**
 * Which mails go first when many wait (decision 0046-mail-within-a-minute):
 * - `transactional`: a member's account or money (receipts, refunds, e-mail change, password change,
 *   erasure): someone is waiting on it, or must hear of it now.
 * - `visitor`: the answer to a form anyone can send without signing in (contact, webinar
 *   registration, e-book, newsletter welcome): awaited, but anyone can cause many, so never ahead
 *   of a member's receipt.
 * - `bulk`: what the site sends on its own or to many (reminders, nudges, webinar reminders,
 *   imported members' welcomes, newsletters): it can wait a minute.
 */
export type MailKind = 'transactional' | 'visitor' | 'bulk';

/** The one seam between SMTP and the `.eml` files of the embedded setup. */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is handed over (SMTP accepted it, or the file is written). */
  send(msg: MailMessage): Promise<void>;
  close(): void;
}
