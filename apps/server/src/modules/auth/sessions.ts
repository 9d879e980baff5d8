import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MSG, type AccountSession } from '@tlt/shared/account';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** A session a token can still use: not revoked, not expired. */
const live = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/**
 * The member's own devices on /profile: every live session of theirs, latest use first, with the
 * device and browser read from its User-Agent and the address it signed in from. No place name:
 * that needs a geo-IP database the site does not ship (decision 0033).
 */
export async function listOwnSessions(db: Db, userId: string, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await db.select().from(sessions).where(and(eq(sessions.userId, userId), live))
    .orderBy(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) desc`, sql`${sessions.id} desc`);
  return rows.map((s) => ({
    _id: s.id,
    ...describeUserAgent(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
    current: s.id === currentSessionId,
  }));
}

/** "Sign out" on one of the member's devices. Someone else's session, or one already over, is 404. */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const ended = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live))
    .returning({ id: sessions.id });
  if (!ended.length) throw notFound(ACCOUNT_MSG.sessionNotFound);
}

/** "Sign out everywhere else": every live session of the member but the caller's; answers how many. */
export async function endOtherSessions(db: Db, userId: string, currentSessionId: string): Promise<number> {
  const ended = await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}
