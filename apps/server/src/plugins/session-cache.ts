import { LRUCache } from 'lru-cache';
import type { payments, users } from '../../db/schema/index.ts';

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
export class SessionCache {
  private lru = new LRUCache<string, CachedSession>({ max: 50_000, ttl: 60_000 });
  /** Bumped by every invalidation: a load that began before one must not be stored. */
  private generation = 0;
  private live: () => boolean = () => false;

  bind(live: () => boolean) {
    this.live = live;
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.live()) return undefined;
    const hit = this.lru.get(tokenHash);
    if (hit && hit.expiresAt.getTime() <= Date.now()) {
      this.lru.delete(tokenHash);
      return undefined;
    }
    return hit;
  }

  /** A load reads `stamp()` before its query and passes it back when storing. */
  stamp(): number {
    return this.generation;
  }

  set(tokenHash: string, value: CachedSession, stamp: number) {
    if (stamp === this.generation && this.live()) this.lru.set(tokenHash, value);
  }

  dropToken(tokenHash: string) {
    this.generation += 1;
    this.lru.delete(tokenHash);
  }

  dropUser(userId: string) {
    this.generation += 1;
    for (const [key, value] of this.lru.entries()) if (value.row.id === userId) this.lru.delete(key);
  }

  clear() {
    this.generation += 1;
    this.lru.clear();
  }
}
