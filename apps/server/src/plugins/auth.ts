import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@tlt/shared/user';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden, sessionExpired, subscriptionExpired } from '../lib/errors.ts';
import { hashToken } from '../lib/tokens.ts';

export interface AuthUser {
  id: string;
  userType: UserType;
  /** The whole user row, so handlers need not load it again. */
  row: typeof users.$inferSelect;
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
  }
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

export default fp(async function auth(app: FastifyInstance) {
  /** One indexed lookup: live session + active user + current period end. */
  async function lookup(token: string): Promise<AuthUser | undefined> {
    const [row] = await app.db
      .select({
        sessionId: sessions.id,
        row: users,
        currentEnd: sql<string | null>`(select max(p.end_date) from payments p where p.user_id = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`), eq(users.active, true)));
    if (!row) return undefined;
    return {
      id: row.row.id,
      userType: row.row.userType,
      row: row.row,
      sessionId: row.sessionId,
      currentEnd: row.currentEnd ? new Date(row.currentEnd) : null,
    };
  }

  async function requireUser(req: FastifyRequest) {
    if (req.user) return;
    const token = bearerToken(req);
    const user = token && token.length <= 200 ? await lookup(token) : undefined;
    if (!user) throw sessionExpired();
    req.user = user;
  }

  app.decorate('requireUser', requireUser);
  app.decorate('requireMember', async (req: FastifyRequest) => {
    await requireUser(req);
    const u = req.user!;
    if (u.userType !== 'admin' && !(u.currentEnd && u.currentEnd.getTime() > Date.now())) throw subscriptionExpired();
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    await requireUser(req);
    if (req.user!.userType !== 'admin') throw forbidden();
  });
});
