import module from 'node:module';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirBusyError } from './db/data-dir-lock.ts';
import { StartupError } from './seed/bootstrap.ts';
import { prettyLogs, stdoutDestination } from './lib/log-destination.ts';
import { Shutdown } from './lib/shutdown.ts';
import { DEMO_LOGINS } from './seed/demo-logins.ts';

/** Reads config, builds the app, listens; SIGTERM/SIGINT close it within a bounded time (lib/shutdown.ts). */
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

  const logs = prettyLogs(config.env) ? undefined : stdoutDestination();
  // Signals are ours before the database opens: one during start-up closes what was opened.
  const bootLog = pino({ level: config.logLevel }, logs?.stream);
  const shutdown = new Shutdown({ bootLog, logs }).listen();
  bootLog.info('starting');

  let app;
  try {
    app = await buildApp(config, { logStream: logs?.stream, warmUpAfterListen: true });
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
  if (shutdown.requested) {
    shutdown.attach(app);
    return;
  }

  const listening = app.listen({ port: config.port, host: config.host });
  shutdown.attach(app, listening);
  await listening;
  bootLog.info({ ms: Math.round(performance.now()) }, 'listening');
  // The job queue, the configured admin and the demo data; requests but the health checks wait for them.
  try {
    await app.warmUp();
  } catch (err) {
    if (shutdown.requested) return;
    console.error('Cannot start: the warm-up after listening failed');
    console.error(err);
    process.exit(1);
  }
  bootLog.info({ ms: Math.round(performance.now()) }, 'ready');
  // The compile cache dist/server.js turned on (no-op otherwise) is written now, not only at a clean exit.
  (module as { flushCompileCache?: () => void }).flushCompileCache?.();
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
