import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { ensureAdmin } from '../../modules/users/service.ts';
import type { Db } from '../client.ts';
import { seedDemo } from './demo.ts';

/** At start: the configured admin exists; demo data on a first start when enabled. */
export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger) {
  if (config.admin) {
    const { created } = await ensureAdmin(db, config.admin);
    if (created) log.info({ email: config.admin.email }, 'admin created from ADMIN_EMAIL');
  }
  if (config.demoData && (await seedDemo(db))) log.info('demo data seeded');
}
