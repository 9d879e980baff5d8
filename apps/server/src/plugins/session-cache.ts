import type { payments, users } from '../db/schema/index.ts';
import { InvalidatedCache } from '../lib/invalidated-cache.ts';

export interface CachedSession {
  sessionId: string;
  expiresAt: Date;
  row: typeof users.$inferSelect;
  payments: (typeof payments.$inferSelect)[];
}

/**
 * Live sessions by token hash, so an authenticated request needs no database round trip.
 * Kept correct by invalidation: the auth_changed trigger (migration 0001) reports every
 * change to a user, their sessions or payments to every process, and this process also
 * drops entries itself right after its own writes. While the LISTEN connection is down
 * nothing is served from here. The TTL bounds any staleness a lost message could leave.
 */
export class SessionCache extends InvalidatedCache<CachedSession> {
  constructor() {
    super({ max: 50_000, ttl: 60_000, expired: (s) => s.expiresAt.getTime() <= Date.now() });
  }

  dropToken(tokenHash: string) {
    this.delete(tokenHash);
  }

  dropUser(userId: string) {
    this.deleteWhere((s) => s.row.id === userId);
  }
}
