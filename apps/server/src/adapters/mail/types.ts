export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** The one seam between SMTP and the `.eml` files of the embedded setup. */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the message is handed over (SMTP accepted it, or the file is written). */
  send(msg: MailMessage): Promise<void>;
  close(): void;
}
