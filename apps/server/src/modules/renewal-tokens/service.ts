/** Renewal tokens: issued by login (402) and the reminder mails, spent by billing's renew. */
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { RENEWAL_TOKEN_TTL_MS } from '@tlt/shared/auth';
import type { Db } from '../../db/client.ts';
import { renewalTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** How long a renewal link in a reminder mail works: mail is read days later, not at once. */
export const RENEWAL_LINK_TTL_DAYS = 7;

/**
 * Issued with login's 402 (24 h) and in the reminder mails (RENEWAL_LINK_TTL_DAYS): lets a member
 * pay for the next period, single use.
 */
export async function createRenewalToken(db: Db, userId: string, ttlMs = RENEWAL_TOKEN_TTL_MS) {
  const token = newToken();
  await db.insert(renewalTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The web app's renewal page for a token (spec §2). */
export const renewalLink = (publicUrl: string, token: string) => `${publicUrl}/renew-subscription/${token}`;

/** Deletes renewal tokens that can no longer be used (used, or past their expiry): the daily cleanup. */
export async function deleteDeadRenewalTokens(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(renewalTokens)
    .where(or(isNotNull(renewalTokens.usedAt), lt(renewalTokens.expiresAt, now)))
    .returning({ h: renewalTokens.tokenHash });
  return gone.length;
}

/** A renewal token still unused and in date. */
export async function liveRenewalToken(db: Db, token: string) {
  const [row] = await db
    .select({ userId: renewalTokens.userId, tokenHash: renewalTokens.tokenHash })
    .from(renewalTokens)
    .where(and(eq(renewalTokens.tokenHash, hashToken(token)), isNull(renewalTokens.usedAt), gt(renewalTokens.expiresAt, new Date())));
  return row;
}

/** Marks the token used; answers its owner, or undefined when another request spent it first. */
export async function spendRenewalToken(db: Db, token: string) {
  const [used] = await db.update(renewalTokens).set({ usedAt: new Date() })
    .where(and(eq(renewalTokens.tokenHash, hashToken(token)), isNull(renewalTokens.usedAt)))
    .returning({ userId: renewalTokens.userId });
  return used;
}
