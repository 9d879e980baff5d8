import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { atFileEnd, onPostgres, testApp, testDatabase } from '../../test/helper.ts';

// The global limit through the app, on this run's database: counted in memory by the one store
// (docs/decisions/0077-batched-rate-limits), and on PostgreSQL sent to the table, the last batch
// when the app closes.
describe('the global limit', () => {
  it('refuses past the limit; closing the app sends its last batch and stops the batches', async () => {
    const database = await testDatabase();
    atFileEnd(() => database.close());
    const app = await testApp({ database, env: { RATE_LIMIT_PER_MIN: '150' } });
    const from = (remoteAddress: string) => app.inject({ method: 'GET', url: '/api/no-such-call', remoteAddress });
    const answers: number[] = [];
    for (let i = 0; i < 160; i++) answers.push((await from('10.1.2.3')).statusCode);
    expect(answers.filter((s) => s === 404)).toHaveLength(150);
    expect(answers.slice(150)).toEqual(Array(10).fill(429));
    expect((await from('10.1.2.4')).statusCode).toBe(404);
    await app.close();
    if (!onPostgres) return;
    const { rows } = (await database.db.execute(
      sql`select key, hits from rate_limit_hits where key like 'global|10.1.2.%' order by key`,
    )) as unknown as { rows: { key: string; hits: number }[] };
    expect(rows).toEqual([{ key: 'global|10.1.2.3', hits: 160 }, { key: 'global|10.1.2.4', hits: 1 }]);
    // Closing stopped the batches: a count after it stays in memory (no timer left behind).
    await app.counters.hit('after-close', 60_000, 1_000_000);
    await new Promise((r) => setTimeout(r, 1000));
    const after = (await database.db.execute(sql`select 1 from rate_limit_hits where key = 'after-close'`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([]);
  }, 120_000);
});
