import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { livePresence } from '../../db/schema/index.ts';

/**
 * A presence row older than this is a process that died without saying so (it refreshes its rows
 * on every heartbeat, 20 s): three heartbeats missed.
 */
export const PRESENCE_STALE_MS = 60_000;

/**
 * This app's share of `live_presence` (docs/decisions/0022): a row per user it streams to, so the
 * push worker in any process can skip members who see notifications live. Writes run one after
 * another in call order (a quick open-then-close never leaves a row behind), and never fail a
 * stream: a lost write is logged, and at worst a member gets a push they did not need.
 */
export class StreamPresence {
  readonly processId = randomUUID();
  private chain: Promise<void> = Promise.resolve();
  /** Users whose join (true) or leave (false) is still to be written, in call order. */
  private pending = new Map<string, boolean>();
  /** The queued write of `pending`, until it starts. */
  private batch: Promise<void> | undefined;

  constructor(private readonly db: Db, private readonly log: FastifyBaseLogger) {}

  private run(what: string, write: () => Promise<unknown>): Promise<void> {
    this.chain = this.chain.then(write).then(
      () => undefined,
      (err: unknown) => this.log.warn({ err }, `live presence: ${what} failed`),
    );
    return this.chain;
  }

  /** The user's first stream in this app opened. */
  joined(userId: string): Promise<void> {
    return this.mark(userId, true);
  }

  /** The user's last stream in this app closed. */
  left(userId: string): Promise<void> {
    return this.mark(userId, false);
  }

  /**
   * Joins and leaves are written in batches: those asked while the previous writes ran go out
   * together, one statement each, the last call per user deciding (an open then a close is a leave).
   * 10,000 streams opening, or reconnecting after a restart, are then a few statements rather than
   * 10,000 in a row (docs/decisions, ten-thousand-streams).
   */
  private mark(userId: string, join: boolean): Promise<void> {
    this.pending.delete(userId);
    this.pending.set(userId, join);
    this.batch ??= this.run('join/leave', () => this.writeBatch());
    return this.batch;
  }

  private async writeBatch(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.batch = undefined;
    const joins: string[] = [];
    const leaves: string[] = [];
    for (const [userId, join] of batch) (join ? joins : leaves).push(userId);
    if (joins.length) {
      await this.db.execute(sql`insert into ${livePresence} (process_id, user_id)
        select ${this.processId}, u from unnest(${uuidArray(joins)}::uuid[]) u
        on conflict (process_id, user_id) do update set seen_at = now()`);
    }
    if (leaves.length) {
      await this.db.delete(livePresence)
        .where(and(eq(livePresence.processId, this.processId), sql`${livePresence.userId} = any(${uuidArray(leaves)}::uuid[])`));
    }
  }

  /** On the heartbeat: this app's rows are fresh again, and rows a dead process left are swept. */
  refresh(): Promise<void> {
    return this.run('refresh', async () => {
      await this.db.update(livePresence).set({ seenAt: sql`now()` }).where(eq(livePresence.processId, this.processId));
      await this.db.delete(livePresence).where(lt(livePresence.seenAt, staleBefore()));
    });
  }

  /** The app closes: none of its streams is live any more. */
  clear(): Promise<void> {
    return this.run('clear', () => this.db.delete(livePresence).where(eq(livePresence.processId, this.processId)));
  }

  /** Resolves once every write asked for so far has run. */
  settled(): Promise<void> {
    return this.chain;
  }
}

/** A PostgreSQL uuid[] literal of user ids (our own rows' ids: no quoting needed). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

const staleBefore = () => sql`now() - make_interval(secs => ${PRESENCE_STALE_MS / 1000})`;

/** The members with a live stream in any API process right now: one read per push job. */
export async function liveUserIds(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ userId: livePresence.userId }).from(livePresence)
    .where(gt(livePresence.seenAt, staleBefore()));
  return new Set(rows.map((r) => r.userId));
}
