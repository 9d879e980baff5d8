import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import { SESSION_TTL_REMEMBER_MS, SESSION_TTL_SHORT_MS } from '@tlt/shared/auth';
import { MSG } from '@tlt/shared/messages';
import { hasCurrentPeriod } from '@tlt/shared/subscription';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createRenewalToken } from '../renewal-tokens/service.ts';
import { findUserByEmail, loadUserDto } from '../user-record/service.ts';

export async function createSession(db: Db, userId: string, o: { remember?: boolean; userAgent?: string; ip?: string }) {
  const token = newToken();
  const ttl = o.remember === false ? SESSION_TTL_SHORT_MS : SESSION_TTL_REMEMBER_MS;
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttl),
    userAgent: o.userAgent?.slice(0, 300),
    ip: o.ip,
  });
  return token;
}

/**
 * Login codes of site-and-admin §8: 403 wrong email or password, 401 suspended,
 * 402 subscription ended (with a renewal token). The password is checked first so
 * that neither suspension nor expiry tells a stranger the account exists.
 */
export async function login(
  db: Db,
  input: { email: string; password: string; remember?: boolean },
  meta: { userAgent?: string; ip?: string },
) {
  const row = await findUserByEmail(db, input.email);
  if (!row) {
    await burnPasswordCheck(input.password);
    throw new HttpError(403, MSG.wrongCredentials);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) throw new HttpError(403, MSG.wrongCredentials);
  if (!row.active) throw new HttpError(401, MSG.accountSuspended);
  const user = (await loadUserDto(db, row.id))!;
  if (!hasCurrentPeriod(user)) {
    throw new HttpError(402, MSG.loginSubscriptionExpired, {
      renewalToken: await createRenewalToken(db, row.id),
      // Prefills the renewal checkout; the caller has just proved the password.
      name: row.name, email: row.email, contactNo: row.contactNo,
    });
  }
  const token = await createSession(db, row.id, { remember: input.remember, ...meta });
  return { token, user };
}

export async function revokeSession(db: Db, token: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password reset, deactivation), or all but the caller's. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt),
      exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** Rows a daily cleanup deletes per statement: short locks, however many have piled up. */
const CLEANUP_BATCH = 1000;

/**
 * Deletes the sessions no token can use again (revoked, or past their expiry): the daily cleanup
 * (decision 0024). Their devices' push subscriptions go with them. Answers how many.
 */
export async function deleteDeadSessions(db: Db, now = new Date()): Promise<number> {
  const dead = or(isNotNull(sessions.revokedAt), lt(sessions.expiresAt, now));
  for (let total = 0; ;) {
    const batch = db.select({ id: sessions.id }).from(sessions).where(dead).limit(CLEANUP_BATCH);
    const gone = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
    total += gone.length;
    if (gone.length < CLEANUP_BATCH) return total;
  }
}

// The member's own devices on /profile (issue 15 §5).
export { endOtherSessions, endOwnSession, listOwnSessions } from './sessions.ts';
