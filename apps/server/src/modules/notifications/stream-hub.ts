import type { ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { Db } from '../../db/client.ts';
import { NotificationFrames, notificationFrame, REFETCH_FRAME, SSE_PING } from './sse.ts';
import { StreamPresence } from './stream-presence.ts';
import { userEventFrame } from './user-events.ts';
import { type Delivery, loadAnnounced, streamableSessions } from './stream-queries.ts';

/** One open `GET /api/notification/stream`: a few fields and the response, nothing per stream that ticks. */
export interface LiveStream {
  userId: string;
  sessionId: string;
  res: ServerResponse;
  /** The request's language (Accept-Language): the server's words in its notifications are in it. */
  locale: Locale;
  /** While the Last-Event-ID replay is written, live notifications wait here (then null). */
  held: Delivery[] | null;
}

/** A client this far behind (unread bytes queued for it) is dropped; it reconnects with Last-Event-ID. */
const MAX_QUEUED_BYTES = 256 * 1024;
/**
 * Streams of one user in one process at most; a new one beyond ends the oldest. The web holds one
 * per browser, so this is several devices' worth; it bounds what one account can hold open, as
 * streams are not rate limited.
 */
export const MAX_STREAMS_PER_USER = 10;
/**
 * A delivery writes to this many streams, then lets the event loop run what waits (other requests)
 * before the next ones: 10,000 writes at once would hold every other request for their whole time.
 */
export const WRITE_SLICE = 1000;
/** While a LISTEN connection is down, how often to look whether it is back. */
const GAP_POLL_MS = 250;

/**
 * The streams one app holds, by user, and what reaches them: announced notifications (loaded once
 * per announcement for all the users held here), refetch after a LISTEN gap, one shared heartbeat,
 * the closing of streams whose session may no longer stream, and the app's rows of `live_presence`.
 */
export class StreamHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly gapPolls = new Set<NodeJS.Timeout>();
  /** Announcements are delivered one after another, so a user's events keep their commit order. */
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  readonly presence: StreamPresence;

  constructor(private readonly o: { db: Db; heartbeatMs: number; log: FastifyBaseLogger }) {
    this.presence = new StreamPresence(o.db, o.log);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private all(): LiveStream[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  add(s: LiveStream): void {
    if (this.closed) {
      s.res.end();
      return;
    }
    let set = this.byUser.get(s.userId);
    if (!set) {
      this.byUser.set(s.userId, (set = new Set()));
      void this.presence.joined(s.userId);
    }
    if (set.size >= MAX_STREAMS_PER_USER) this.end(set.values().next().value!);
    set.add(s);
    s.res.once('close', () => this.remove(s));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.tick(), this.o.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private remove(s: LiveStream): void {
    const set = this.byUser.get(s.userId);
    if (!set?.delete(s)) return;
    if (set.size === 0) {
      this.byUser.delete(s.userId);
      void this.presence.left(s.userId);
    }
    if (this.byUser.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Ends the stream; the client sees the body end (and, if it retries, the guard's answer). */
  end(s: LiveStream): void {
    this.remove(s);
    if (!s.res.writableEnded) s.res.end();
  }

  write(s: LiveStream, frame: string): void {
    if (s.res.writableEnded || s.res.destroyed) return;
    s.res.write(frame);
    if (s.res.writableLength > MAX_QUEUED_BYTES) {
      this.o.log.warn({ userId: s.userId }, 'live stream dropped: the client is not reading');
      s.res.destroy();
    }
  }

  /** A notification event, or held back while the stream's replay is being written. `frames`: the delivery's shared serialisation. */
  send(s: LiveStream, d: Delivery, frames?: NotificationFrames): void {
    if (s.held) s.held.push(d);
    else this.write(s, frames ? frames.frame(d.live, s.locale) : notificationFrame(d.live, s.locale));
  }

  /** A NOTIFY on the notifications channel: `{refId, at}` (service.ts `announce`). */
  announced(payload: string): void {
    let refId: string, at: string;
    try {
      ({ refId, at } = JSON.parse(payload) as { refId: string; at: string });
    } catch {
      this.o.log.warn({ payload }, 'unreadable notifications announcement');
      return;
    }
    this.chain = this.chain.then(() => this.deliver(refId, at)).catch((err) => {
      // The rows are in the table: the streams refetch rather than miss them.
      this.o.log.error({ err }, 'live notifications could not be loaded');
      this.refetchAll();
    });
  }

  /** A NOTIFY on the user events channel (user-events.ts): written to that user's streams held here. */
  userEvent(payload: string): void {
    let userId: string, event: string, data: unknown;
    try {
      ({ userId, event, data } = JSON.parse(payload) as { userId: string; event: string; data: unknown });
    } catch {
      this.o.log.warn('unreadable live user event');
      return;
    }
    for (const s of this.byUser.get(userId) ?? []) if (!s.held) this.write(s, userEventFrame(event, data));
  }

  private async deliver(refId: string, at: string): Promise<void> {
    if (this.byUser.size === 0) return;
    const deliveries = await loadAnnounced(this.o.db, refId, at, this.byUser.keys());
    const frames = new NotificationFrames();
    let written = 0;
    for (const d of deliveries) {
      // The user's streams as they are now: one may have closed (or opened) while the rows loaded or between slices.
      for (const s of this.byUser.get(d.userId) ?? []) {
        this.send(s, d, frames);
        written += 1;
      }
      if (written >= WRITE_SLICE) {
        written = 0;
        await nextTurn();
      }
    }
  }

  refetchAll(): void {
    void this.writeAll(REFETCH_FRAME);
  }

  /** `frame` on every stream held now, WRITE_SLICE at a time, as a delivery writes. */
  private async writeAll(frame: string): Promise<void> {
    const streams = this.all();
    for (let i = 0; i < streams.length; i += 1) {
      if (i > 0 && i % WRITE_SLICE === 0) await nextTurn();
      this.write(streams[i], frame);
    }
  }

  /**
   * A LISTEN connection was lost: messages sent meanwhile are gone. `now` runs at once, and
   * `recovered` once the connection is back (the listen layer reconnects by itself), as what was
   * sent between the two is only visible after it.
   */
  gap(isLive: () => boolean, now: () => void, recovered: () => void): void {
    now();
    const poll = setInterval(() => {
      if (!isLive() && !this.closed) return;
      clearInterval(poll);
      this.gapPolls.delete(poll);
      if (!this.closed) recovered();
    }, GAP_POLL_MS);
    poll.unref();
    this.gapPolls.add(poll);
  }

  /** Something about the user changed (auth_changed): their streams are checked against the tables. */
  userChanged(userId: string): void {
    const set = this.byUser.get(userId);
    if (set) void this.recheck([...set]);
  }

  /** Closes the streams whose session was revoked or expired, or whose user may no longer stream. */
  async recheck(streams: LiveStream[] = this.all()): Promise<void> {
    if (streams.length === 0 || this.closed) return;
    let allowed: Set<string>;
    try {
      allowed = await streamableSessions(this.o.db, new Set(streams.map((s) => s.sessionId)));
    } catch (err) {
      this.o.log.error({ err }, 'live streams could not be checked');
      return;
    }
    for (const s of streams) if (!allowed.has(s.sessionId)) this.end(s);
  }

  /** The one interval of all streams: a comment on each, and the check of every session (expiries happen without a write). */
  private tick(): void {
    void this.writeAll(SSE_PING);
    void this.presence.refresh();
    void this.recheck();
  }

  /** On app close, before the server waits for its connections: every stream ends, none opens, the app's presence goes. */
  async closeAll(): Promise<void> {
    this.closed = true;
    for (const s of this.all()) this.end(s);
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const p of this.gapPolls) clearInterval(p);
    this.gapPolls.clear();
    await this.presence.clear();
  }
}
