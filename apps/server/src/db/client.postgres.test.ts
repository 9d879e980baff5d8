import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/helper.ts';
import { openPostgres } from './client.ts';

// Only in the PostgreSQL run (vitest.config.ts): a pool of real connections.
const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'pool');
const database = openPostgres(scratch.url, 8);
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

it('every pooled connection plans generically before its first query, with no overlapping query on a client', async () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
  process.on('warning', onWarning);
  try {
    // Sixteen at once on eight connections: each new client is handed out only after its SET.
    const modes = await Promise.all(Array.from({ length: 16 }, () =>
      database.db.execute(sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`)));
    const rows = modes.map((r) => (r as unknown as { rows: { mode: string; pid: number }[] }).rows[0]);
    expect(new Set(rows.map((r) => r.mode))).toEqual(new Set(['force_generic_plan']));
    expect(new Set(rows.map((r) => r.pid)).size).toBeGreaterThan(1);
    await new Promise((r) => setImmediate(r));
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  } finally {
    process.off('warning', onWarning);
  }
});
