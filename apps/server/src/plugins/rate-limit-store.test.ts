import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema/index.ts';
import { testDatabase } from '../../test/helper.ts';
import { type Counters, memoryCounters, rateLimitStore, storeErrorReporter, sweepExpiredHits, tableCounters } from './rate-limit-store.ts';

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
