import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: Config;
  }
}

export default fp(async function dbPlugin(app: FastifyInstance, opts: { config: Config; database?: Database }) {
  // Whoever opens a database closes it: a database handed in (tests) outlives the app.
  const owned = !opts.database;
  const database = opts.database ?? (await openDatabase(opts.config));
  app.decorate('database', database);
  app.decorate('db', database.db);
  database.onReopen?.(() => app.log.warn('embedded database reopened after its files failed (docs/decisions/0045-bounded-connections.md)'));
  database.onReopenFailed?.((err) => app.log.error({ err }, 'embedded database could not be reopened yet; a later statement tries again'));
  // onClose runs after the server stopped taking requests and finished those in flight.
  if (owned)
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('database closed');
    });
});
