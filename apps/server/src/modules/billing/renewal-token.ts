import { and, eq, gt, isNull } from 'drizzle-orm';
import { RENEWAL_TOKEN_TTL_MS } from '@tlt/shared/auth';
import type { Db } from '../../db/client.ts';
import { renewalTokens } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** Issued with login's 402: lets a member whose period ended pay for the next one (24 h, single use). */
export async function createRenewalToken(db: Db, userId: string) {
  const token = newToken();
  await db.insert(renewalTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + RENEWAL_TOKEN_TTL_MS),
  });
  return token;
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
