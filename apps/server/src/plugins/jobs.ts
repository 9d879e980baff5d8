import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromDrizzle, fromPglite, type JobResult, type JobWithMetadata, PgBoss, type ScheduleOptions, type SendOptions as BossSendOptions } from 'pg-boss';
import { INDIA_TIME_ZONE } from '@tlt/shared/india-time';
import type { Database, Db } from '../db/client.ts';
import { countJobFailure } from '../lib/metrics.ts';
import { SHUTDOWN } from '../lib/shutdown.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue on the project's own database (docs/decisions/0024). */
    jobs: Jobs;
  }
}

/** Where pg-boss keeps its tables (its own schema, created and migrated by pg-boss at start). */
export const JOBS_SCHEMA = 'pgboss';

/** Per queue: how its jobs are retried and kept. Seconds throughout, as pg-boss counts. */
export interface QueueOptions {
  /** Retries after the first attempt (pg-boss default 2). */
  retryLimit?: number;
  retryDelay?: number;
  /** Doubles the delay on each retry, with jitter, up to retryDelayMax. */
  retryBackoff?: boolean;
  retryDelayMax?: number;
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** How long a finished job stays in the table (default 7 days). */
  deleteAfterSeconds?: number;
  /**
   * How often an idle worker looks for due jobs (default 15 s). NOTIFY wakes it for a new job at
   * once; the poll picks up retries whose delay has passed and anything a lost NOTIFY missed.
   */
  pollSeconds?: number;
  /**
   * Jobs fetched at once (default 1). Above 1 the handler still gets one job at a time, but the
   * batch's jobs run side by side and each is settled on its own (a failure retries that job only),
   * and the worker fetches again at once while batches come back full instead of waiting for a
   * NOTIFY or its poll: a backlog drains at the handlers' pace.
   */
  batchSize?: number;
}

export interface SendOptions {
  /** Shown on the job; see decision 0024 for what deduplicates and what does not. */
  singletonKey?: string;
  /** Not before: a Date, an ISO string, or seconds from now. */
  startAfter?: Date | string | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Higher first: a due job of a higher priority is fetched before older ones of lower (default 0). */
  priority?: number;
  /**
   * The caller's drizzle transaction: the job is stored by it, so it exists if and only if the
   * transaction commits. Inside a transaction always pass it: on PGlite (one connection) a send
   * outside it would wait for the transaction to end, which waits for the send.
   */
  tx?: Db;
}

/** What a handler gets: one job at a time. */
export interface JobRun<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (job: JobRun<T>) => Promise<unknown>;

export interface Jobs {
  /** pg-boss's schema in this database. */
  readonly schema: string;
  /** Declares a queue and the handler that works it (here and in every other API process). */
  work<T = Record<string, unknown>>(name: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /** Stores a job for a declared queue; answers its id. */
  send(name: string, data?: object | null, options?: SendOptions): Promise<string | null>;
  /** Runs the queue's job on a cron expression, India time unless told otherwise; pg-boss sends one job per tick however many processes run. */
  schedule(name: string, cron: string, options?: { tz?: string; data?: object }): Promise<void>;
  /** Wakes the workers and waits until no job of a declared queue is due or running (tests). */
  drain(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Stops the workers: none fetches a new job; running jobs get SHUTDOWN.jobsGraceMs to finish, then
   * count as failed (retried later). Jobs may still be sent. Called when the app starts closing.
   */
  quiesce(): Promise<void>;
  /** quiesce(), then closes the queue's own connections. Called on close; safe to call twice. */
  stop(): Promise<void>;
  /**
   * Each declared queue's jobs by state, pg-boss's own counts (metrics). Rejects when the queue's
   * database does not answer; readiness uses it as the queue's probe.
   */
  counts(): Promise<{ queue: string; ready: number; deferred: number; active: number; failed: number }[]>;
  /** Started (workers running) and not stopping. */
  running(): boolean;
  /**
   * Installs or migrates pg-boss's schema, creates the queues declared so far, stores the schedules and
   * starts every worker. With `later` the server calls it once listening; otherwise the plugin starts the
   * queue before the app is ready and the workers when it is. Safe to call more than once.
   */
  warmUp(): Promise<void>;
}

export interface JobsPluginOptions {
  /** Another schema: tests give each app beside the first on one database a queue of its own. */
  schema?: string;
  /** false: this instance sends no scheduled jobs (tests; the schedules are still stored). */
  schedule?: boolean;
  /**
   * Every queue's idle poll instead of its own (tests: an hour, so that only a NOTIFY or a full
   * batch wakes a worker, and a lost NOTIFY shows).
   */
  pollSeconds?: number;
  /**
   * The server (server.ts): the queue starts after the app listens, not before (docs/decisions/0078-start-fast.md).
   * Queues declared meanwhile are created once it has started; `send` waits for it, and refuses a
   * transaction's job until then (on PGlite it would wait on the transaction's own connection). The
   * app holds every request but the health checks until `warmUp()` has run (app.ts), so no route sends early.
   */
  later?: boolean;
}

const POLL_SECONDS = 15;

/** pg-boss on the database the app opened: in process on PGlite, a small pool of its own on PostgreSQL. */
function newBoss(database: Database, o: { schema: string; schedule: boolean }) {
  const common = { schema: o.schema, schedule: o.schedule, useListenNotify: true, supervise: true } as const;
  if (database.kind === 'pglite') return new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' });
  return new PgBoss({ ...common, connectionString: database.url!, max: 4, application_name: 'tlt-jobs' });
}

/** Creates pg-boss's schema and stops: the test template carries it, so each test file's queue starts at once. */
export async function installJobsSchema(database: Database): Promise<void> {
  const boss = newBoss(database, { schema: JOBS_SCHEMA, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
}

function startAfterOf(v: SendOptions['startAfter']): BossSendOptions['startAfter'] {
  return v instanceof Date ? v.toISOString() : v;
}

export function createJobs(database: Database, log: FastifyBaseLogger, o: JobsPluginOptions = {}) {
  const schema = o.schema ?? JOBS_SCHEMA;
  const boss = newBoss(database, { schema, schedule: o.schedule ?? true });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  const handlers = new Map<string, { handler: JobHandler<unknown>; pollSeconds: number; batchSize: number }>();
  const schedules: { name: string; cron: string; options: ScheduleOptions; data: object | null }[] = [];
  const workerIds: string[] = [];
  // pg-boss's own start (schema, supervision), then the queues declared before it.
  let booted: Promise<void> | undefined;
  let isBooted = false;
  const undeclared: { name: string; queue: object }[] = [];
  const declare = async (name: string, queue: object) => {
    await boss.createQueue(name, queue);
    // createQueue leaves an existing queue as it was: a deploy that changes the options applies them.
    await boss.updateQueue(name, queue);
  };
  let started: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  // pg-boss stopped itself (or was stopped): no worker fetches jobs any more.
  let stopped = false;
  let workersUp = false;
  boss.on('stopped', () => {
    stopped = true;
  });

  const run = (name: string, handler: JobHandler<unknown>) => async ([job]: JobWithMetadata<unknown>[]) => {
    try {
      return await handler({ id: job.id, name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      countJobFailure(name, last);
      log[last ? 'error' : 'warn']({ err, job: name, id: job.id, attempt: job.retryCount + 1 }, last ? 'job failed for good' : 'job failed; it will be retried');
      throw err;
    }
  };

  /** A batch's jobs side by side, each settled on its own by pg-boss (`perJobResults`). */
  const runBatch = (name: string, handler: JobHandler<unknown>) => (batch: JobWithMetadata<unknown>[]) => Promise.all(
    batch.map(async (job): Promise<JobResult> => {
      try {
        return { id: job.id, status: 'completed', output: await run(name, handler)([job]) };
      } catch (err) {
        return { id: job.id, status: 'failed', output: err };
      }
    }),
  );

  const startWorker = async (name: string) => {
    const { handler, batchSize, pollSeconds: own } = handlers.get(name)!;
    const pollSeconds = o.pollSeconds ?? own;
    const polling = { pollingIntervalSeconds: pollSeconds, notifyPollingIntervalSeconds: pollSeconds };
    workerIds.push(batchSize > 1
      ? await boss.work(name, { includeMetadata: true, ...polling, batchSize, burstWhenBatchFull: true, perJobResults: true }, runBatch(name, handler))
      : await boss.work(name, { includeMetadata: true, ...polling }, run(name, handler)));
  };

  /**
   * The embedded database was reopened after its files failed (decision 0045). A job whose
   * completion or failure was being written when the old instance broke stays 'active', and would
   * wait out its expiry (5 minutes for a mail) before a retry. No other process runs this queue
   * (the DATA_DIR lock), so once this process's workers have stopped, every 'active' job is such an
   * orphan: it goes back to 'retry' (at least once: a mail whose completion was lost may go twice),
   * and the workers start again, whatever happened to the statement between.
   */
  let requeueing: Promise<void> = Promise.resolve();
  const requeueOrphans = async () => {
    if (!started || stopping) return;
    await started;
    const names = [...handlers.keys()];
    try {
      for (const name of names) await boss.offWork(name, { wait: true });
      workerIds.length = 0;
      const { rows } = await boss.getDb().executeSql(
        `with requeued as (update ${schema}.job set state = 'retry', start_after = now()
           where name = any($1::text[]) and state = 'active' returning 1)
         select count(*)::int as n from requeued`,
        [names],
      );
      if (rows[0].n > 0) log.warn({ jobs: rows[0].n }, 'jobs left active by the broken database handle were queued again');
    } finally {
      for (const name of names) {
        while (!stopping) {
          try {
            await startWorker(name);
            break;
          } catch (err) {
            log.warn({ err, queue: name }, 'job worker could not start yet; trying again');
            await sleep(1000);
          }
        }
      }
    }
  };
  database.onReopen?.(() => {
    requeueing = requeueing.then(requeueOrphans).catch((err) => log.error({ err }, 'job queue could not requeue after the database reopened'));
  });

  const jobs: Jobs & { start(): Promise<void>; startWorkers(): Promise<void> } = {
    schema,
    /** Installs or migrates pg-boss's schema (after the app's own migrations), then creates the queues declared before. */
    start() {
      booted ??= (async () => {
        await boss.start();
        for (const { name, queue } of undeclared.splice(0)) await declare(name, queue);
        isBooted = true;
      })();
      return booted;
    },
    async work(name, handler, { pollSeconds = POLL_SECONDS, batchSize = 1, ...options } = {}) {
      if (handlers.has(name)) throw new Error(`job queue ${name} has a worker already`);
      const queue = { ...options, notify: true };
      handlers.set(name, { handler: handler as JobHandler<unknown>, pollSeconds, batchSize });
      if (!isBooted) {
        undeclared.push({ name, queue });
        return;
      }
      await declare(name, queue);
      if (started) await startWorker(name);
    },
    async send(name, data = null, options = {}) {
      // An undeclared queue would be looked up outside the caller's transaction (a deadlock on PGlite).
      if (!handlers.has(name)) throw new Error(`job queue ${name} has no worker: declare it with app.jobs.work first`);
      if (!isBooted) {
        // Likewise a queue not created yet: its creation would wait on the transaction's connection.
        if (options.tx) throw new Error(`job queue ${name} is not started yet: a transaction cannot send to it`);
        await jobs.start();
      }
      const { tx, startAfter, ...rest } = options;
      return boss.send(name, data, {
        ...rest,
        ...(startAfter === undefined ? {} : { startAfter: startAfterOf(startAfter) }),
        ...(tx ? { db: fromDrizzle(tx, sql) } : {}),
      });
    },
    async schedule(name, cron, options = {}) {
      if (!handlers.has(name)) throw new Error(`job queue ${name} has no worker: declare it with app.jobs.work first`);
      // A tick missed while no process ran (a deploy at 09:00) still runs once when one is back.
      const entry = { name, cron, data: options.data ?? null, options: { tz: options.tz ?? INDIA_TIME_ZONE, missed: 'once' as const } };
      schedules.push(entry);
      if (started) await boss.schedule(entry.name, entry.cron, entry.data, entry.options);
    },
    /** When the app is ready: the declared schedules are stored and every queue gets its worker. */
    startWorkers() {
      started ??= (async () => {
        await jobs.start();
        for (const s of schedules) await boss.schedule(s.name, s.cron, s.data, s.options);
        for (const name of handlers.keys()) await startWorker(name);
        workersUp = true;
      })();
      return started;
    },
    async drain({ timeoutMs = 15_000 } = {}) {
      await jobs.startWorkers();
      const names = [...handlers.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const id of workerIds) boss.notifyWorker(id);
        const { rows } = await boss.getDb().executeSql(
          `select count(*)::int as n from ${schema}.job where name = any($1::text[])
             and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
          [names],
        );
        if (rows[0].n === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due or running after ${timeoutMs} ms: ${rows[0].n}`);
        await sleep(20);
      }
    },
    async counts() {
      if (!handlers.size || !isBooted) return [];
      const queues = await boss.getQueues([...handlers.keys()]);
      return queues.map((q) => ({ queue: q.name, ready: q.readyCount, deferred: q.deferredCount, active: q.activeCount, failed: q.failedCount }));
    },
    running: () => workersUp && !stopping && !stopped,
    warmUp: async () => {
      await jobs.start();
      await jobs.startWorkers();
    },
    quiesce() {
      // The pool stays open: requests still in flight may queue jobs (for the next process to run).
      stopping ??= boss.stop({ graceful: true, timeout: SHUTDOWN.jobsGraceMs, close: false })
        .catch((err) => log.error({ err }, 'job queue did not stop cleanly'));
      return stopping;
    },
    async stop() {
      await jobs.quiesce();
      await boss.stop({ close: true }).catch((err) => log.error({ err }, 'job queue did not close cleanly'));
    },
  };
  return jobs;
}

/**
 * `app.jobs`: pg-boss on the app's database (decision 0024). Registered after the database (its
 * migrations have run) and before everything that declares a queue; workers and schedules start
 * once the app is ready, and stop before the database closes.
 */
export default fp(async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const jobs = createJobs(app.database, app.log, opts);
  if (!opts.later) await jobs.start();
  app.decorate('jobs', jobs as Jobs);
  if (!opts.later) app.addHook('onReady', () => jobs.startWorkers());
  // At the start of a close, beside the requests in flight (not awaited: the server stops listening meanwhile).
  app.addHook('preClose', (done) => {
    void jobs.quiesce();
    done();
  });
  app.addHook('onClose', () => jobs.stop());
});
