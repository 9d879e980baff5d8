import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { StartupError } from './seed/bootstrap.ts';
import { DEMO_LOGINS } from './seed/demo-logins.ts';

/** Reads config, builds the app, listens; on SIGTERM/SIGINT stops taking requests,
 * finishes those in flight, then checkpoints and closes the database. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof DataDirBusyError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(75);
    }
    if (err instanceof StartupError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(78);
    }
    throw err;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [`\n  The Lazy Trader is running on ${config.publicUrl}`];
  lines.push(`  Database: ${app.database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`);
  // config.demoData is never true in production; the check says so here too, where it matters.
  if (config.demoData && config.env !== 'production') {
    lines.push('  Demo logins:');
    for (const d of DEMO_LOGINS) lines.push(`    ${d.role.padEnd(17)} ${d.email} / ${d.password}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
