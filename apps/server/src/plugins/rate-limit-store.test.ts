import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { testDatabase } from '../../test/helper.ts';
import type { Db } from '../db/client.ts';
import {
  type Counters, FLUSH_INTERVAL_MS, memoryCounters, rateLimitStore, STRICT_MAX, storeErrorReporter, sweepExpiredHits, tableCounters,
} from './rate-limit-store.ts';

// The table store's statements on this run's database (PGlite here, PostgreSQL in the
// PostgreSQL run): two stores over one database stand for two API processes. The two real
// processes on one PostgreSQL are in test/fleet.postgres.test.ts.
const database = await testDatabase();
afterAll(() => database.close());
const processA = tableCounters(database.db);
const processB = tableCounters(database.db);

const expire = (key: string) =>
  database.db.execute(sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = ${key}`);

describe.each([
  ['table', processA, processB, true],
  ['memory', memoryCounters(), undefined, false],
] as [string, Counters, Counters | undefined, boolean][])('%s counters', (_name, a, other, table) => {
  const b = other ?? a;

  it('count one window across stores, concurrent hits included, and start again after it', async () => {
    const key = `k:${_name}:window`;
    expect(await a.peek(key)).toEqual({ hits: 0, ttl: 0 });
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit(key, 60_000)));
    expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const h of hits) expect(h.ttl).toBeGreaterThan(50_000);
    expect((await b.peek(key)).hits).toBe(20);
    if (!table) return;
    await expire(key);
    expect((await b.peek(key)).hits).toBe(0);
    expect((await a.hit(key, 60_000)).hits).toBe(1);
  });

  it('clear forgets a key for every store', async () => {
    const key = `k:${_name}:clear`;
    await a.hit(key, 60_000);
    await a.hit(key, 60_000);
    await b.clear(key);
    expect((await a.peek(key)).hits).toBe(0);
    expect((await a.hit(key, 60_000)).hits).toBe(1);
  });
});

/** The database with every statement its driver runs counted: what one process costs the database. */
function counted(db: Db): { db: Db; statements: () => number } {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  let n = 0;
  const spy = new Proxy(client, {
    get: (target, prop, receiver) =>
      prop === 'query' ? (...a: unknown[]) => (n++, target.query(...a)) : Reflect.get(target, prop, receiver),
  });
  return { db: new Proxy(db, { get: (t, p, r) => (p === '$client' ? spy : Reflect.get(t, p, r)) }), statements: () => n };
}

/** A process whose batches go when the test says (its timer never fires within a test). */
const manual = (db: Db) => tableCounters(db, { intervalMs: 3_600_000 });
const rows = async (like: string) =>
  (await database.db.execute(sql`select key, hits from rate_limit_hits where key like ${like} order by key`)) as unknown as {
    rows: { key: string; hits: number }[];
  };
const LARGE = 1_000_000;

describe('batched counts (a large limit, docs/decisions/0077-batched-rate-limits)', () => {
  it('1,000 hits on 20 keys cost one statement, which adds them all to the table', async () => {
    const spy = counted(database.db);
    const a = manual(spy.db);
    const hits = await Promise.all(Array.from({ length: 1000 }, (_, i) => a.hit(`batch:${i % 20}`, 60_000, LARGE)));
    expect(hits.filter((h) => h.hits > LARGE)).toEqual([]);
    expect(spy.statements()).toBe(0);
    await a.flush();
    expect(spy.statements()).toBe(1);
    expect((await rows('batch:%')).rows).toEqual(
      Array.from({ length: 20 }, (_, i) => `batch:${i}`).sort().map((key) => ({ key, hits: 50 })),
    );
    // Another process reads the fleet's total; this one learnt it from the batch's answer.
    expect((await processB.peek('batch:3')).hits).toBe(50);
    expect((await a.hit('batch:3', 60_000, LARGE)).hits).toBe(51);
    await a.close();
  });

  it('the timer sends them within an interval, and a process that sent nothing costs nothing', async () => {
    const spy = counted(database.db);
    const a = tableCounters(spy.db);
    await new Promise((r) => setTimeout(r, FLUSH_INTERVAL_MS * 3));
    expect(spy.statements()).toBe(0);
    for (let i = 0; i < 100; i++) await a.hit('timer:1', 60_000, LARGE);
    await new Promise((r) => setTimeout(r, FLUSH_INTERVAL_MS * 2 + 100));
    expect(spy.statements()).toBe(1);
    expect((await rows('timer:%')).rows).toEqual([{ key: 'timer:1', hits: 100 }]);
    await a.close();
  });

  it('close sends what is left (shutdown)', async () => {
    const a = manual(database.db);
    for (let i = 0; i < 7; i++) await a.hit('close:1', 60_000, LARGE);
    await a.close();
    expect((await rows('close:%')).rows).toEqual([{ key: 'close:1', hits: 7 }]);
  });

  it('three processes over one limit admit at least the limit and overshoot it by at most one interval per process', async () => {
    const max = 300;
    const perInterval = 40;
    const spies = [counted(database.db), counted(database.db), counted(database.db)];
    const fleet = spies.map((s) => manual(s.db));
    let admitted = 0;
    // Each interval every process counts `perInterval` hits at once, then sends its batch.
    for (let round = 0; round < 6; round++) {
      const hits = await Promise.all(fleet.flatMap((p) => Array.from({ length: perInterval }, () => p.hit('fleet:1', 60_000, max))));
      admitted += hits.filter((h) => h.hits <= max).length;
      await Promise.all(fleet.map((p) => p.flush()));
    }
    expect(admitted).toBeGreaterThanOrEqual(max);
    expect(admitted).toBeLessThanOrEqual(max + fleet.length * Math.min(perInterval, max / 2));
    expect((await rows('fleet:%')).rows).toEqual([{ key: 'fleet:1', hits: 6 * 3 * perInterval }]);
    // A refused key is refused from memory: a flood past the limit costs the database nothing more.
    const before = spies.map((s) => s.statements());
    const flood = await Promise.all(Array.from({ length: 200 }, (_, i) => fleet[i % 3].hit('fleet:1', 60_000, max)));
    expect(flood.every((h) => h.hits > max)).toBe(true);
    expect(spies.map((s) => s.statements())).toEqual(before);
    await Promise.all(fleet.map((p) => p.close()));
  });

  it(`a small limit (at most ${STRICT_MAX}) is exact across processes: one statement per hit`, async () => {
    const spy = counted(database.db);
    const a = manual(spy.db);
    const b = manual(database.db);
    const hits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit('forgot:someone@example.com', 15 * 60_000, 5)));
    expect(hits.filter((h) => h.hits <= 5)).toHaveLength(5);
    expect(spy.statements()).toBe(6);
  });

  it('a large limit is counted exactly from half of it: the processes see each other before they refuse', async () => {
    const a = manual(database.db);
    const b = manual(database.db);
    const max = 200;
    for (let i = 0; i < 100; i++) expect((await a.hit('half:1', 60_000, max)).hits).toBe(i + 1);
    // Past half of the limit each hit carries the unsent ones and answers the fleet's total.
    expect((await b.hit('half:1', 60_000, max)).hits).toBe(1);
    for (let i = 0; i < 99; i++) await b.hit('half:1', 60_000, max);
    expect((await a.hit('half:1', 60_000, max)).hits).toBe(101);
    expect((await b.hit('half:1', 60_000, max)).hits).toBe(202);
    expect((await a.hit('half:1', 60_000, max)).hits).toBe(203);
  });

  it('keeps window boundaries: a count starts again when its window ends, without the unsent hits of the old one', async () => {
    const W = 2000;
    const a = manual(database.db);
    for (let i = 0; i < 3; i++) await a.hit('edge:1', W, LARGE);
    await a.flush();
    for (let i = 0; i < 4; i++) await a.hit('edge:1', W, LARGE);
    expect((await a.peek('edge:1')).hits).toBe(7);
    await new Promise((r) => setTimeout(r, W + 100));
    // The old window's 4 unsent hits went with it.
    expect(await a.hit('edge:1', W, LARGE)).toMatchObject({ hits: 1 });
    await a.flush();
    expect((await rows('edge:%')).rows).toEqual([{ key: 'edge:1', hits: 1 }]);
    // A window the table started earlier (another process's) is the one this process keeps to, not its own guess.
    const b = manual(database.db);
    await new Promise((r) => setTimeout(r, 600));
    expect((await b.hit('edge:1', W, LARGE)).ttl).toBeGreaterThan(W - 100);
    await b.flush();
    expect((await b.hit('edge:1', W, LARGE)).ttl).toBeLessThanOrEqual(W - 600);
    await b.clear('edge:1');
  });
});

describe('table store upkeep', () => {
  it('the sweep deletes every expired row, in bounded batches, and never a live one', async () => {
    await database.db.insert(rateLimitHits).values(
      Array.from({ length: 1200 }, (_, i) => ({ key: `old:${i}`, hits: 3, resetAt: new Date(Date.now() - 1000) })),
    );
    await processA.hit('live:1', 60_000);
    expect(await sweepExpiredHits(database.db)).toBe(1200);
    const left = await database.db.execute(sql`select key from rate_limit_hits where key like 'old:%' or key = 'live:1'`);
    expect((left as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(['live:1']);
  });
});

describe('a failing table', () => {
  it('opens the limits (never a 500) and says so once in the log, without the keys', async () => {
    const broken = await testDatabase();
    afterAll(() => broken.close());
    await broken.db.execute(sql`drop table rate_limit_hits`);
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (l: string) => void lines.push(l) } } });
    const onError = storeErrorReporter(app.log);
    await app.register(rateLimit, { max: 1, timeWindow: 60_000, skipOnError: true, store: rateLimitStore(tableCounters(broken.db), onError) });
    app.get('/', async () => 'ok');
    for (let i = 0; i < 3; i++) {
      const r = await app.inject({ url: '/', remoteAddress: '10.9.9.9' });
      expect(r.statusCode).toBe(200);
    }
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('rate-limit store failed');
    expect(lines[0]).not.toContain('10.9.9.9');
  });
});
