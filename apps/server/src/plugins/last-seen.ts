import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

/** A session's last_seen_at is written at most this often: a member's "last seen" is good to a few minutes. */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;
/** Sessions remembered per process before the memory starts again (each is one more write at worst). */
const MAX_TRACKED = 100_000;

/**
 * Notes that a session was used, without a write per request: this process writes a session's
 * last_seen_at once per LAST_SEEN_EVERY_MS, and the statement itself skips a row another process
 * wrote within that time. Fire and forget: a failed write costs a stale "last seen", never a request.
 */
export class LastSeen {
  private readonly written = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly everyMs = LAST_SEEN_EVERY_MS,
  ) {}

  touch(sessionId: string, now = Date.now()): void {
    const last = this.written.get(sessionId);
    if (last !== undefined && now - last < this.everyMs) return;
    if (this.written.size >= MAX_TRACKED) this.written.clear();
    this.written.set(sessionId, now);
    const at = new Date(now);
    const staleBefore = new Date(now - this.everyMs);
    this.db
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(and(eq(sessions.id, sessionId), or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, staleBefore))))
      .then(() => {}, this.onError);
  }
}
