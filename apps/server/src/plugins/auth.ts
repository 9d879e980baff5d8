import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@tlt/shared/user';
import { payments, sessions, users } from '../db/schema/index.ts';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { forbidden, HttpError, sessionExpired, subscriptionExpired } from '../lib/errors.ts';
import { bearerToken } from '../lib/bearer-token.ts';
import { hashToken } from '../lib/tokens.ts';
import { LastSeen } from './last-seen.ts';
import { type CachedSession, SessionCache } from './session-cache.ts';

export interface AuthUser {
  id: string;
  userType: UserType;
  /** The whole user row and payments (newest-ending first), so handlers need not load them. */
  row: CachedSession['row'];
  payments: CachedSession['payments'];
  /** End of the paid period ending last; null when none. */
  currentEnd: Date | null;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards; absent on public routes. */
    user?: AuthUser;
  }
  interface FastifyInstance {
    /** Signed-in user with a live session. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** Signed-in member with a current paid period (admins pass). */
    requireMember: (req: FastifyRequest) => Promise<void>;
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** A member (or admin) who has accepted the community terms (community.md §6); else 403 `termsRequired`. */
    requireCommunity: (req: FastifyRequest) => Promise<void>;
    /** Drop cached sessions right after this process changes a user, session or payment. */
    sessionCache: Pick<SessionCache, 'dropToken' | 'dropUser'>;
  }
}

export default fp(async function auth(app: FastifyInstance) {
  const cache = new SessionCache();
  const listener = await app.database.listen('auth_changed', (userId) => cache.dropUser(userId), () => cache.clear());
  cache.bind(listener.live);
  app.addHook('onClose', () => listener.close());
  app.decorate('sessionCache', cache);
  const lastSeen = new LastSeen(app.db, (err) => app.log.warn({ err }, 'last seen not written'));

  async function load(tokenHash: string): Promise<CachedSession | undefined> {
    const stamp = cache.stamp();
    const [hit] = await app.db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, row: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`), eq(users.active, true)));
    if (!hit) return undefined;
    const pays = await app.db.select().from(payments).where(eq(payments.userId, hit.row.id))
      .orderBy(sql`${payments.endDate} desc nulls last`); // as payments_user_end_idx, so no sort (0009)
    const value = { ...hit, payments: pays };
    cache.set(tokenHash, value, stamp);
    return value;
  }

  async function requireUser(req: FastifyRequest) {
    if (req.user) return;
    const token = bearerToken(req);
    if (!token) throw sessionExpired();
    const tokenHash = hashToken(token);
    const s = cache.get(tokenHash) ?? (await load(tokenHash));
    if (!s) throw sessionExpired();
    lastSeen.touch(s.sessionId);
    req.user = {
      id: s.row.id,
      userType: s.row.userType,
      row: s.row,
      payments: s.payments,
      currentEnd: s.payments[0]?.endDate ?? null,
      sessionId: s.sessionId,
    };
  }

  app.decorate('requireUser', requireUser);
  async function requireMember(req: FastifyRequest) {
    await requireUser(req);
    const u = req.user!;
    if (u.userType !== 'admin' && !(u.currentEnd && u.currentEnd.getTime() > Date.now())) throw subscriptionExpired();
  }
  app.decorate('requireMember', requireMember);
  app.decorate('requireCommunity', async (req: FastifyRequest) => {
    await requireMember(req);
    // `data.reason` lets the client tell this 403 from a role refusal and open the terms wizard.
    if (!req.user!.row.agree) throw new HttpError(403, COMMUNITY_MSG.termsRequired, { reason: 'terms' });
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await requireUser(req);
    if (req.user!.userType !== 'admin') throw forbidden();
  });
});
