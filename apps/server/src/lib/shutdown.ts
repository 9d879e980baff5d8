import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { LogDestination } from './log-destination.ts';

/**
 * The shutdown's budget, counted from the first SIGTERM or SIGINT (issue 28 §8,
 * docs/decisions/0052-shutdown.md). Requests in flight get `drainMs`, then their connections are
 * closed; running jobs get `jobsGraceMs` (plugins/jobs.ts), then count as failed and are retried by
 * the next process; at `exitByMs` the process logs what is still pending and exits 1; at
 * `deadlineMs` a watchdog thread kills it, for a main thread that is blocked and cannot exit.
 */
export const SHUTDOWN = { drainMs: 6_000, jobsGraceMs: 7_000, exitByMs: 9_000, deadlineMs: 10_000 } as const;

/**
 * A signal this soon after the first is a copy of it, not a second: Ctrl-C reaches the whole
 * process group, and a parent that forwards signals (npm, `node --watch`, scripts/dev.mjs) sends it again.
 */
const COPIES_WITHIN_MS = 1_000;

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
type Signal = keyof typeof SIGNALS;

/**
 * A thread of its own that SIGKILLs the process after `ms`: a timer on the main thread cannot fire
 * while that thread is blocked (a synchronous write to a full pipe, a spinning WebAssembly call).
 */
function startWatchdog(ms: number): void {
  const source = `
    const fs = require('node:fs');
    const { workerData } = require('node:worker_threads');
    setTimeout(() => {
      const kill = () => process.kill(workerData.pid, 'SIGKILL');
      // Asynchronous, so that a stderr nobody reads cannot hold the kill back.
      fs.write(2, 'shutdown deadline: the process is killed\\n', kill);
      setTimeout(kill, 100);
    }, workerData.ms);`;
  new Worker(source, { eval: true, workerData: { pid: process.pid, ms } }).unref();
}

/**
 * SIGTERM or SIGINT: stop taking connections, end the live streams, let requests in flight finish,
 * stop the job queue, close the database (the app's close hooks do each), then exit 0 within the
 * budget above. A second signal exits at once (one within a second of the first is a copy of it).
 * A signal during start-up closes the app as soon as it is built: it is never listened on.
 */
export class Shutdown {
  private app: FastifyInstance | undefined;
  private listening: Promise<unknown> | undefined;
  private gotApp: (app: FastifyInstance) => void = () => {};
  private readonly built = new Promise<FastifyInstance>((resolve) => (this.gotApp = resolve));
  private signalled: Signal | undefined;
  private startedAt = 0;

  constructor(private readonly o: { bootLog: FastifyBaseLogger; logs?: LogDestination }) {}

  /** From now on SIGTERM and SIGINT are ours: before start-up begins, so none ends it half done. */
  listen(): this {
    for (const s of Object.keys(SIGNALS) as Signal[]) process.on(s, () => this.signal(s));
    return this;
  }

  /** A signal has come: the app must not start listening. */
  get requested(): boolean {
    return this.signalled !== undefined;
  }

  /** The built app, and its listen() while that runs: a shutdown waits for it to settle before closing. */
  attach(app: FastifyInstance, listening?: Promise<unknown>): void {
    this.app = app;
    this.listening = listening;
    this.gotApp(app);
  }

  private get log(): FastifyBaseLogger {
    return this.app?.log ?? this.o.bootLog;
  }

  private elapsed(): number {
    return Date.now() - this.startedAt;
  }

  private signal(signal: Signal): void {
    if (this.signalled) {
      if (this.elapsed() < COPIES_WITHIN_MS) return;
      this.log.warn({ signal }, 'second signal: exiting now');
      this.o.logs?.close(0);
      process.exit(128 + SIGNALS[signal]);
    }
    this.signalled = signal;
    this.startedAt = Date.now();
    this.log.info({ signal }, 'shutting down');
    startWatchdog(SHUTDOWN.deadlineMs);
    setTimeout(() => {
      // What keeps the process here: timers, sockets, handles (issue 28's hang was found this way).
      this.log.error({ pending: process.getActiveResourcesInfo() }, `shutdown did not finish within ${SHUTDOWN.exitByMs / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN.exitByMs);
    void this.close();
  }

  private async close(): Promise<void> {
    const app = await this.built;
    await this.listening?.catch(() => {});
    const cut = setTimeout(() => {
      this.log.warn(`requests still in flight after ${SHUTDOWN.drainMs / 1000} s: their connections are closed`);
      app.server.closeAllConnections();
    }, Math.max(0, SHUTDOWN.drainMs - this.elapsed()));
    try {
      await app.close();
    } catch (err) {
      this.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(cut);
    this.log.info({ ms: this.elapsed() }, 'shut down');
    process.exit(0);
  }
}
