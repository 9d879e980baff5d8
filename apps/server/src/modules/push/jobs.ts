import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { liveUserIds } from '../notifications/index.ts';
import { type PushReport, retryDelayMs } from './deliver.ts';
import { PUSH_DELIVERY, type PushMessage } from './message.ts';

/**
 * Web push through the job queue (docs/decisions/0024, 0025): a push is a job, so it survives a
 * restart and runs in whichever process is free; the devices a push service asked to wait
 * (429, 5xx, network) get a job of their own, later, until the kind's TTL has passed.
 */
export const PUSH_QUEUE = 'push.deliver';

export interface PushJob {
  message: PushMessage;
  /** A retry: only these subscriptions. */
  only?: string[];
  /** Retries so far (0 for the first send). */
  attempt?: number;
  /** When the push was first queued (ms): past the kind's TTL a retry is pointless. */
  queuedAt?: number;
}

/** Queues a push; pass the creating transaction as `tx` so the job exists only if it commits. */
export function queuePush(app: FastifyInstance, message: PushMessage, opts: { tx?: Db } = {}): Promise<string | null> {
  return app.jobs.send(PUSH_QUEUE, { message, queuedAt: Date.now() } satisfies PushJob, { tx: opts.tx });
}

export type PushSkip = (userId: string) => boolean | Promise<boolean>;

/**
 * Members with a live stream in any API process see the notification there: no push to them.
 * One read of live_presence per job, at the moment it runs.
 */
async function liveNow(app: FastifyInstance): Promise<PushSkip> {
  const live = await liveUserIds(app.db);
  return (userId) => live.has(userId);
}

/** One job: push, then queue the devices to retry (a new job, not before the service's Retry-After). */
export function pushJobHandler(app: FastifyInstance, skipOverride?: PushSkip) {
  return async ({ data }: { data: PushJob }): Promise<PushReport> => {
    const skip = skipOverride ?? await liveNow(app);
    const report = await app.push.sendToMembers(data.message, { skip, only: data.only });
    if (!report.retry) return report;
    const attempt = (data.attempt ?? 0) + 1;
    const delayMs = retryDelayMs(attempt, report.retry.afterMs);
    const queuedAt = data.queuedAt ?? Date.now();
    if (Date.now() + delayMs - queuedAt > PUSH_DELIVERY[data.message.kind].ttlSeconds * 1000) {
      app.log.warn({ kind: data.message.kind, devices: report.retry.subscriptionIds.length, attempt }, 'push retries given up: past the TTL');
      return report;
    }
    const retry: PushJob = { message: data.message, only: report.retry.subscriptionIds, attempt, queuedAt };
    await app.jobs.send(PUSH_QUEUE, retry, { startAfter: Math.ceil(delayMs / 1000) });
    return report;
  };
}

/**
 * Registers the push queue's worker (app.ts registers this like the other modules' jobs).
 * A thrown error (the database away) is retried by the queue itself; a push service's
 * "later" is the handler's retry job above.
 */
export default async function pushJobs(app: FastifyInstance, opts: { skip?: PushSkip } = {}) {
  await app.jobs.work<PushJob>(PUSH_QUEUE, pushJobHandler(app, opts.skip), { retryLimit: 3, retryDelay: 30, retryBackoff: true });
}
