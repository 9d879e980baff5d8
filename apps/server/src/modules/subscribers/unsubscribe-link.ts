import { signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * The newsletter's one-click unsubscribe link (issue 26 §5): a token signed for one address under
 * LINK_SECRET (lib/signed-tokens.ts, the same signer as the document links), so it needs no sign-in
 * and cannot be made from an address or an id. It does not expire in practice: a link in an old mail
 * must still work (RFC 8058 asks for that too). Changing LINK_SECRET voids every link already sent.
 */
const PURPOSE = 'unsubscribe';
/** The latest expiry the token's 4-byte field can hold (2106). */
const NEVER = new Date(0xffffffff * 1000);

/** One base64url run: the address, the expiry and the tag. Always in a query (never logged), not a path segment. */
export const unsubscribeToken = (secret: string, email: string): string =>
  signToken(secret, PURPOSE, Buffer.from(email, 'utf8'), NEVER);

/** The address a token was signed for, or null when it was not signed here. */
export function emailOfToken(secret: string, token: string): string | null {
  const check = verifyToken(secret, PURPOSE, token);
  return check.ok ? check.payload.toString('utf8') : null;
}

/**
 * The page a person opens (it unsubscribes at once) and the address mail clients POST to. The token
 * rides in the query: logs drop queries, the page cache keeps one page, and a long address makes a
 * token longer than a path parameter may be.
 */
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${token}`;
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}${unsubscribePagePath(token)}`;
export const unsubscribeApiPath = (token: string) => `/api/subscribers/unsubscribe?token=${token}`;

/**
 * RFC 2369 and RFC 8058: the mail client's own Unsubscribe button, one POST, no page; and a mailto to
 * the support address (SUPPORT_EMAIL, a mailbox the operator reads; MAIL_FROM is often a no-reply
 * address) for clients that only write.
 */
export function listUnsubscribeHeaders(publicUrl: string, token: string, supportEmail: string): Record<string, string> {
  const targets = [`<${publicUrl}${unsubscribeApiPath(token)}>`, `<mailto:${supportEmail}?subject=unsubscribe>`];
  return { 'List-Unsubscribe': targets.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
