/** What the EXPLAIN scripts (backoffice-explain.ts, feed-explain.ts) share: their database and how they read a plan. */
import type { SQL } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';

/** PostgreSQL at DATABASE_URL, else in-memory PGlite; migrated. */
export async function openExplainDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  // One connection: PREPARE and EXPLAIN EXECUTE must meet on the same session.
  const database = url ? openPostgres(url, 1) : await openPglite(null);
  await database.migrate();
  return database;
}

/** The first column of every row `q` answers, one a line (an EXPLAIN's plan). */
export const planLines = async (db: Database['db'], q: SQL) =>
  (await db.execute<Record<string, string>>(q)).rows.map((x) => Object.values(x)[0]).join('\n');

/** A parameter written into EXECUTE's argument list. */
export const sqlLiteral = (v: unknown) =>
  v === null ? 'null' : typeof v === 'number' ? String(v) : v instanceof Date ? `'${v.toISOString()}'` : `'${String(v).replace(/'/g, "''")}'`;
