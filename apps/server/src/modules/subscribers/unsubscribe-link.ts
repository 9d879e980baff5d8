import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/**
 * The newsletter's one-click unsubscribe link (issue 26 §5): a token signed for one address, so it
 * needs no sign-in and cannot be made from an address or an id. It does not expire: a link in an
 * old mail must still work (RFC 8058 asks for that too).
 *
 * The signing key is made once and kept in `settings`, so every process signs and checks alike
 * without another secret to configure; replacing the row voids every link already sent.
 */
const KEY = 'subscribers.unsubscribe_key';
const SIG_BYTES = 32;

const keys = new WeakMap<Db, Promise<Buffer>>();

async function readOrMakeKey(db: Db): Promise<Buffer> {
  await db.insert(settings).values({ key: KEY, value: { key: randomBytes(32).toString('base64url') } }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return Buffer.from((row.value as { key: string }).key, 'base64url');
}

function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrMakeKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const sign = (key: Buffer, email: string) => createHmac('sha256', key).update(`unsubscribe\n${email}`).digest();

/** One base64url run: the signature, then the address. Always in a query (never logged), not a path segment. */
export async function unsubscribeToken(db: Db, email: string): Promise<string> {
  return Buffer.concat([sign(await signingKey(db), email), Buffer.from(email, 'utf8')]).toString('base64url');
}

/** The address a token was signed for, or null when it was not signed here. */
export async function emailOfToken(db: Db, token: string): Promise<string | null> {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= SIG_BYTES) return null;
  const email = raw.subarray(SIG_BYTES).toString('utf8');
  const expected = sign(await signingKey(db), email);
  return timingSafeEqual(expected, raw.subarray(0, SIG_BYTES)) ? email : null;
}

/**
 * The page a person opens (it unsubscribes at once) and the address mail clients POST to. The token
 * rides in the query: logs drop queries, the page cache keeps one page, and a long address makes a
 * token longer than a path parameter may be.
 */
export const unsubscribePagePath = (token: string) => `/unsubscribe?token=${token}`;
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}${unsubscribePagePath(token)}`;
export const unsubscribeApiPath = (token: string) => `/api/subscribers/unsubscribe?token=${token}`;

/** RFC 2369 and RFC 8058: the mail client's own Unsubscribe button, one POST, no page. */
export const listUnsubscribeHeaders = (publicUrl: string, token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${publicUrl}${unsubscribeApiPath(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
