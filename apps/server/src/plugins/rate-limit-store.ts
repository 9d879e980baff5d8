import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { serializeError } from '../lib/log-serializers.ts';

/** A hit counted in a fixed window that starts with the key's first hit. */
export interface Count {
  hits: number;
  /** Milliseconds until the window ends (0 when there is no live window). */
  ttl: number;
}

/**
 * Fixed-window counters by key: the rate limits' store and the login lockout's
 * (docs/decisions/0003, 0077-batched-rate-limits). One implementation, counting in process
 * memory; on PostgreSQL it also reconciles with the `rate_limit_hits` table, so every API
 * process enforces one limit. The embedded database is one process by design: there memory is
 * the whole truth and nothing is sent anywhere.
 */
export interface Counters {
  /**
   * Counts one hit against a limit of `max` per `windowMs`. On PostgreSQL a hit is counted in
   * memory and sent with the next batch (FLUSH_INTERVAL_MS) while the key is below half its
   * limit; exactly (its own statement, answering the fleet's total) without `max`, for a small
   * limit (max ≤ STRICT_MAX: logins, password mails, orders) and for a large one from half of it
   * until it refuses. A refused key is refused from memory until its window ends.
   */
  hit(key: string, windowMs: number, max?: number): Promise<Count>;
  /** The live count without counting (the fleet's, with this process's unsent hits). */
  peek(key: string): Promise<Count>;
  /** Forgets the key (a proven owner's failures). */
  clear(key: string): Promise<void>;
  /** Sends the hits counted in memory since the last batch: one statement per BATCH_KEYS keys. */
  flush(): Promise<void>;
  /** Stops the batch timer after a last flush (shutdown). */
  close(): Promise<void>;
}

/**
 * How often a process sends its counts: the fleet's overshoot of a large limit is at most the
 * hits one process admits for a key in this long (and never more than half the limit).
 */
export const FLUSH_INTERVAL_MS = 250;
/** Limits of at most this many hits per window are always counted exactly (one statement per hit). */
export const STRICT_MAX = 100;
/** Keys per batch statement. */
const BATCH_KEYS = 5000;

/** Expired rows are deleted by a job every 5 minutes (rate-limit.ts), SWEEP_ROWS per statement. */
const SWEEP_ROWS = 1000;

type Rows = { key?: string; hits: number; ttl: number }[];
/** A statement by name: on PostgreSQL each pooled connection prepares it once (parse and plan once). */
type Run = (name: string, text: string, values: unknown[]) => Promise<Rows>;

/**
 * The driver under drizzle, for named prepared statements: a statement pays one short
 * round trip, without drizzle's query building or PostgreSQL's parse and plan on every call.
 */
function runner(db: Db): Run {
  const client = (db as unknown as { $client: unknown }).$client as {
    query(q: unknown, values?: unknown[]): Promise<{ rows: Rows }>;
    waitingCount?: number;
  };
  // node-postgres' Pool takes a named query config; PGlite (tests) the text and values.
  if (typeof client.waitingCount === 'number') return async (name, text, values) => (await client.query({ name, text, values })).rows;
  return async (_name, text, values) => (await client.query(text, values)).rows;
}

// $2 hits at once: this one and the key's unsent ones.
const HIT = `
  insert into rate_limit_hits as r (key, hits, reset_at)
  values ($1, $2::int, now() + $3::int * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`;
// Every key a process counted since its last batch, in one statement: each row adds the process's
// hits and answers the fleet's total. Keys come sorted, so two processes lock shared rows in one order.
const FLUSH = `
  insert into rate_limit_hits as r (key, hits, reset_at)
  select k, n, now() + w * interval '1 millisecond' from unnest($1::text[], $2::int[], $3::int[]) as t(k, n, w)
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning key, hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`;
const PEEK = `
  select hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl
  from rate_limit_hits where key = $1 and reset_at > now()`;
// The outer `reset_at < now()` re-checks a row another process renewed since the select.
const SWEEP = `
  delete from rate_limit_hits
  where key in (select key from rate_limit_hits where reset_at < now() limit ${SWEEP_ROWS})
    and reset_at < now()
  returning 1 as hits, 0 as ttl`;

/** Deletes the rows whose window has passed, a bounded batch per statement until none is left. Answers how many. */
export async function sweepExpiredHits(db: Db): Promise<number> {
  const run = runner(db);
  for (let total = 0; ;) {
    const gone = (await run('rate_limit_sweep', SWEEP, [])).length;
    total += gone;
    if (gone < SWEEP_ROWS) return total;
  }
}

/** A key's window as this process knows it. */
interface Entry {
  windowMs: number;
  /** When the window ends (Date.now() scale); the table's once a statement answered. */
  resetAt: number;
  /** The fleet's total at the last answer for this key (0 in memory mode). */
  known: number;
  /** This process's hits not yet sent (in memory mode: every hit). */
  pending: number;
}

interface Options {
  maxKeys?: number;
  intervalMs?: number;
  /** A failed batch (its hits are kept for the next one). */
  onError?: (err: unknown) => void;
}

function counters(run: Run | undefined, { maxKeys = 50_000, intervalMs = FLUSH_INTERVAL_MS, onError = () => {} }: Options): Counters {
  // Bounded: the least recently used keys go first (a key with unsent hits is still sent: `dirty` holds it).
  const lru = new LRUCache<string, Entry>({ max: maxKeys });
  const dirty = new Map<string, Entry>();
  const live = (key: string, now: number) => {
    const e = lru.get(key);
    return e && e.resetAt > now ? e : undefined;
  };
  /** The key's live window, or a new one: hits unsent from a window that has ended are dropped with it. */
  const windowOf = (key: string, windowMs: number, now: number) => {
    let e = live(key, now);
    if (!e) {
      e = { windowMs, resetAt: now + windowMs, known: 0, pending: 0 };
      lru.set(key, e);
      dirty.delete(key);
    }
    return e;
  };
  /** The table answered `hits` (the fleet's total, this process's sent hits included) and `ttl` for the key. */
  const learn = (e: Entry, hits: number, ttl: number, now: number) => {
    const resetAt = now + Math.max(0, ttl);
    // A window that ends at least half a window later is a later one: its count starts there.
    e.known = resetAt > e.resetAt + e.windowMs / 2 ? hits : Math.max(e.known, hits);
    e.resetAt = resetAt;
  };
  /** From half a large limit until the key is refused (the count only grows within a window). */
  const exact = (e: Entry, max: number | undefined) => {
    if (max === undefined || max <= STRICT_MAX) return true;
    const next = e.known + e.pending + 1;
    return next > max / 2 && next <= max;
  };

  async function flushOnce() {
    while (run && dirty.size) {
      const batch: { key: string; e: Entry; n: number }[] = [];
      for (const [key, e] of dirty) {
        dirty.delete(key);
        if (e.pending > 0) batch.push({ key, e, n: e.pending });
        e.pending = 0;
        if (batch.length === BATCH_KEYS) break;
      }
      if (!batch.length) return;
      batch.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
      let rows: Rows;
      try {
        rows = await run('rate_limit_flush', FLUSH, [batch.map((b) => b.key), batch.map((b) => b.n), batch.map((b) => Math.round(b.e.windowMs))]);
      } catch (err) {
        // Kept for the next batch, unless their window has ended meanwhile.
        for (const { key, e, n } of batch) {
          e.pending += n;
          if (lru.peek(key) === e) dirty.set(key, e);
        }
        throw err;
      }
      const now = Date.now();
      const byKey = new Map(batch.map((b) => [b.key, b.e]));
      for (const row of rows) {
        const e = byKey.get(String(row.key));
        if (e) learn(e, Number(row.hits), Number(row.ttl), now);
      }
    }
  }

  // One batch at a time; a flush asked for during one runs after it.
  let chain: Promise<void> = Promise.resolve();
  let busy = false;
  const flush = () => {
    const next = chain.then(async () => {
      busy = true;
      try {
        await flushOnce();
      } finally {
        busy = false;
      }
    });
    chain = next.catch(() => {});
    return next;
  };
  const timer = run
    ? setInterval(() => {
        if (dirty.size && !busy) flush().catch(onError);
      }, intervalMs)
    : undefined;
  timer?.unref();

  return {
    hit: async (key, windowMs, max) => {
      const now = Date.now();
      const e = windowOf(key, windowMs, now);
      if (!run || !exact(e, max)) {
        e.pending += 1;
        if (run) dirty.set(key, e);
        return { hits: e.known + e.pending, ttl: e.resetAt - now };
      }
      // This hit and the key's unsent ones, in one statement.
      const n = e.pending + 1;
      e.pending = 0;
      dirty.delete(key);
      let row: Rows[number];
      try {
        [row] = await run('rate_limit_hit', HIT, [key, n, Math.round(windowMs)]);
      } catch (err) {
        e.pending += n - 1;
        if (e.pending > 0 && lru.peek(key) === e) dirty.set(key, e);
        throw err;
      }
      const hits = Number(row.hits);
      const ttl = Math.max(0, Number(row.ttl));
      learn(e, hits, ttl, Date.now());
      return { hits, ttl };
    },
    peek: async (key) => {
      const now = Date.now();
      const e = live(key, now);
      if (!run) return e ? { hits: e.known + e.pending, ttl: e.resetAt - now } : { hits: 0, ttl: 0 };
      const [row] = await run('rate_limit_peek', PEEK, [key]);
      const pending = e?.pending ?? 0;
      if (row) return { hits: Number(row.hits) + pending, ttl: Number(row.ttl) };
      return e && pending ? { hits: pending, ttl: e.resetAt - now } : { hits: 0, ttl: 0 };
    },
    clear: async (key) => {
      lru.delete(key);
      dirty.delete(key);
      if (run) await run('rate_limit_clear', 'delete from rate_limit_hits where key = $1', [key]);
    },
    flush,
    close: async () => {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/** Process memory only: the embedded database's counters (one process by design). */
export function memoryCounters(maxKeys = 50_000): Counters {
  return counters(undefined, { maxKeys });
}

/**
 * Process memory reconciled with the `rate_limit_hits` table (UNLOGGED: counters may be lost in
 * a crash, never slow a commit) every FLUSH_INTERVAL_MS: one statement for all keys counted since.
 */
export function tableCounters(db: Db, options: Options = {}): Counters {
  return counters(runner(db), options);
}

/**
 * Logs a failing store at most once a minute per process, without the failed query's
 * parameters (the keys hold addresses and e-mails): the limits are open meanwhile, which
 * must not go unnoticed.
 */
export function storeErrorReporter(log: FastifyBaseLogger): (err: unknown) => void {
  let quietUntil = 0;
  return (err) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 60_000;
    // Serialised here, not by the logger's own: a database error keeps its SQLSTATE, never its parameters.
    log.warn({ failure: serializeError(err) }, 'rate-limit store failed: limits are open until it answers again');
  };
}

/**
 * `@fastify/rate-limit`'s store interface over Counters. Keys are prefixed per route
 * (`POST /api/auth/login|`) so route limits never share a counter; limiters made with
 * `createRateLimit` have no route and prefix their keys themselves (`login:`, `forgot:`).
 */
export function rateLimitStore(counters: Counters, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  class CountersStore {
    private readonly prefix: string;
    // The plugin constructs the root store with its options; children get their prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'global|';
    }

    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number, max?: number) {
      counters.hit(this.prefix + key, timeWindow, max).then(
        (c) => cb(null, { current: c.hits, ttl: c.ttl }),
        (err: Error) => {
          onError(err);
          cb(err);
        },
      );
    }

    /** `createRateLimit(req, { increment: false })`. */
    read(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void) {
      counters.peek(this.prefix + key).then(
        (c) => cb(null, { current: c.hits, ttl: c.ttl }),
        (err: Error) => {
          onError(err);
          cb(err);
        },
      );
    }

    child(routeOptions: unknown) {
      const { method, url } = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new CountersStore(url ? `${String(method)} ${url}|` : 'limiter|');
    }
  }
  return CountersStore as unknown as FastifyRateLimitStoreCtor;
}
