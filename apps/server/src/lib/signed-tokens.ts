import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless signed tokens for links in mails that must work without signing in (a refunded member
 * can no longer sign in, yet needs the credit note; anyone may leave the newsletter in one click). Unlike the renewal and reset tokens
 * (tokens.ts: random, stored hashed, single use), these are read many times and never stored:
 * a payload, an expiry and an HMAC-SHA256 tag (16 bytes) under LINK_SECRET, over a purpose
 * label too, so a token made for one use is refused by another.
 *
 * One base64url run with no separator: in a path it is at least 40 characters, which the log's
 * token mask (log-serializers.ts) replaces by ':token'.
 */

const TAG_BYTES = 16;
const EXPIRY_BYTES = 4;

export type SignedTokenCheck = { ok: true; payload: Buffer } | { ok: false; reason: 'invalid' | 'expired' };

const tagOf = (secret: string, purpose: string, body: Buffer) =>
  createHmac('sha256', secret).update(purpose).update('\0').update(body).digest().subarray(0, TAG_BYTES);

/** payload ‖ expiry (seconds since 1970, 4 bytes) ‖ tag, URL-safe. */
export function signToken(secret: string, purpose: string, payload: Buffer, expiresAt: Date): string {
  const expiry = Buffer.alloc(EXPIRY_BYTES);
  expiry.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
  const body = Buffer.concat([payload, expiry]);
  return Buffer.concat([body, tagOf(secret, purpose, body)]).toString('base64url');
}

/** The payload of a token this secret signed for this purpose, unless it was altered or has expired. */
export function verifyToken(secret: string, purpose: string, token: string, now = new Date()): SignedTokenCheck {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(token)) return { ok: false, reason: 'invalid' };
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= TAG_BYTES + EXPIRY_BYTES || raw.toString('base64url') !== token) return { ok: false, reason: 'invalid' };
  const body = raw.subarray(0, raw.length - TAG_BYTES);
  if (!timingSafeEqual(raw.subarray(raw.length - TAG_BYTES), tagOf(secret, purpose, body))) return { ok: false, reason: 'invalid' };
  // Checked after the tag: a forged token is "invalid" whatever expiry it claims.
  const expiresAt = body.readUInt32BE(body.length - EXPIRY_BYTES) * 1000;
  if (now.getTime() >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, payload: body.subarray(0, body.length - EXPIRY_BYTES) };
}
