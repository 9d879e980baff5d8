import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { ensureAdmin } from '../modules/user-record/service.ts';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { DEMO_MARKER, seedDemo } from './demo.ts';

/** A start-up refusal the operator must act on (server.ts prints it and exits 78, like a config problem). */
export class StartupError extends Error {}

/** At start: the configured admin exists; demo data on a first start when enabled. */
export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger) {
  if (config.env === 'production') await refuseDemoData(db);
  if (config.admin) {
    const { created } = await ensureAdmin(db, config.admin);
    if (created) log.info({ email: config.admin.email }, 'admin created from ADMIN_EMAIL');
  }
  if (config.demoData && (await seedDemo(db))) log.info('demo data seeded');
}

/** A database that once got the demo accounts (published passwords) is never served in production. */
export async function refuseDemoData(db: Db) {
  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, DEMO_MARKER));
  if (marker)
    throw new StartupError('This database holds the demo accounts, whose passwords are published (README). ' +
      'Production must start on a database without demo data: set DATA_DIR (or DATABASE_URL) to a new one.');
}
