import type { FastifyInstance } from 'fastify';
import { recordExpiries, recordMissingEvents, rollQueuedPeriods } from '../billing/index.ts';

/** A run may name the moment it runs for (tests); a scheduled one runs for now. */
interface RecordData { now?: string }

export const RECORD_QUEUE = 'subscriptions.record';

/**
 * The dashboard's daily bookkeeping (decision 0029) on the job queue of decision 0024: periods that
 * ended are recorded as expiries, a period renewed early that has begun becomes the member's plan
 * (issue 26 §4), and any payment or accepted refund without its event (written before migration
 * 0015, by the demo seed or by hand) gets it. Both are keyed, so a run repeated,
 * retried or run by two processes at once writes each event once. Just after midnight India time,
 * so yesterday's expiries count in the month they happened; and once at start when asked (the
 * server, not tests), so an existing database and the demo data have their charts at once.
 */
export default async function subscriptionJobs(app: FastifyInstance, opts: { atStart?: boolean }) {
  await app.jobs.work<RecordData | null>(RECORD_QUEUE, async (job) => {
    const now = job.data?.now ? new Date(job.data.now) : new Date();
    const backfilled = await recordMissingEvents(app.db);
    // A period renewed early begins when the one before it ends: its plan becomes the member's.
    const rolled = await rollQueuedPeriods(app.db, now);
    return { backfilled, rolled, expiries: await recordExpiries(app.db, now) };
  }, { retryLimit: 3, retryDelay: 300, retryBackoff: true, pollSeconds: 60 });
  await app.jobs.schedule(RECORD_QUEUE, '10 0 * * *');
  // Once the queue has started: before the app is ready, or just after the server listens (app.warmUp).
  if (opts.atStart) app.addHook('onReady', async () => {
    const sent = app.jobs.send(RECORD_QUEUE, null, { singletonKey: 'at-start' });
    if (app.warmingUp) void sent.catch((err) => app.log.error({ err }, 'the start-up subscription job could not be queued'));
    else await sent;
  });
}
