/** Reading the mails tests receive (.eml files or an SMTP server's data). */

/** The text/plain part of an RFC 5322 message, transfer decoding undone. */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /^content-type:\s*text\/plain/im.test(p)) ?? raw;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  const cte = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1].toLowerCase();
  if (cte === 'base64') return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (cte === 'quoted-printable')
    return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return text;
}

/** A header's value from the message's head, folded lines joined. */
export const mailHeader = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0])?.[1].replace(/\r?\n[ \t]+/g, ' ').trim();

/** The decoded Subject header. */
export function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s?/gi, (_, enc: string, s: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(s, 'base64').toString('utf8')
      // Q: bytes (UTF-8, e.g. Devanagari) as =XX; decoded as bytes, then as UTF-8.
      : Buffer.from(s.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

/** The renewal token of the /renew-subscription/{token} link in a mail's text. */
export const renewalTokenIn = (raw: string) => /\/renew-subscription\/([A-Za-z0-9_-]+)/.exec(mailText(raw))?.[1];
