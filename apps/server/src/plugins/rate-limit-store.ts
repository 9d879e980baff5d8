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
 * (docs/decisions/0003). One implementation per process kind: memory for the
 * embedded database (one process by design), the `rate_limit_hits` table on PostgreSQL
 * (every API process counts in the same row).
 */
export interface Counters {
  hit(key: string, windowMs: number): Promise<Count>;
  /** The live count without counting. */
  peek(key: string): Promise<Count>;
  /** Forgets the key (a proven owner's failures). */
  clear(key: string): Promise<void>;
}

/** Process memory, bounded: the least recently used keys go first. */
export function memoryCounters(maxKeys = 50_000): Counters {
  const lru = new LRUCache<string, { hits: number; resetAt: number }>({ max: maxKeys });
  const live = (key: string, now: number) => {
    const e = lru.get(key);
    return e && e.resetAt > now ? e : undefined;
  };
  return {
    hit: async (key, windowMs) => {
      const now = Date.now();
      const e = live(key, now) ?? { hits: 0, resetAt: now + windowMs };
      e.hits += 1;
      lru.set(key, e);
      return { hits: e.hits, ttl: e.resetAt - now };
    },
    peek: async (key) => {
      const now = Date.now();
      const e = live(key, now);
      return e ? { hits: e.hits, ttl: e.resetAt - now } : { hits: 0, ttl: 0 };
    },
    clear: async (key) => void lru.delete(key),
  };
}

/** Expired rows are deleted by a job every 5 minutes (rate-limit.ts), SWEEP_ROWS per statement. */
const SWEEP_ROWS = 1000;

type Rows = { hits: number; ttl: number }[];
/** A statement by name: on PostgreSQL each pooled connection prepares it once (parse and plan once). */
type Run = (name: string, text: string, values: unknown[]) => Promise<Rows>;

/**
 * The driver under drizzle, for named prepared statements: a limited request pays one short
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

const HIT = `
  insert into rate_limit_hits as r (key, hits, reset_at)
  values ($1, 1, now() + $2::int * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`;
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

/**
 * The `rate_limit_hits` table (UNLOGGED: counters may be lost in a crash, never slow a
 * commit). One statement per hit: a row whose window has passed starts again at 1.
 */
export function tableCounters(db: Db): Counters {
  const run = runner(db);
  return {
    hit: async (key, windowMs) => {
      const [row] = await run('rate_limit_hit', HIT, [key, Math.round(windowMs)]);
      return { hits: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
    },
    peek: async (key) => {
      const [row] = await run('rate_limit_peek', PEEK, [key]);
      return row ? { hits: Number(row.hits), ttl: Number(row.ttl) } : { hits: 0, ttl: 0 };
    },
    clear: async (key) => void (await run('rate_limit_clear', 'delete from rate_limit_hits where key = $1', [key])),
  };
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

    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
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
