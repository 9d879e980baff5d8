import type { FastifyInstance } from 'fastify';
import { sweepWebinarReminders } from './reminders.ts';

/** A sweep's job may name the moment it runs for (tests); a scheduled one runs for now. */
interface SweepData { now?: string }

export const WEBINAR_REMINDERS_QUEUE = 'webinar.reminders';

/**
 * The webinar's reminder an hour before each registrant's session (decision 0024's queue). Every
 * five minutes: a session at 7 PM is reminded by the 18:00 sweep, and a sweep missed (a deploy, a
 * retry) is made up by the next while the session has not started. Retries come within the hour.
 */
export default async function webinarJobs(app: FastifyInstance) {
  await app.jobs.work<SweepData | null>(WEBINAR_REMINDERS_QUEUE, async (job) => {
    const now = job.data?.now ? new Date(job.data.now) : new Date();
    return { queued: await sweepWebinarReminders({ db: app.db, mailer: app.mailer }, now) };
  }, { retryLimit: 3, retryDelay: 60, retryBackoff: true, pollSeconds: 60, expireInSeconds: 240 });
  await app.jobs.schedule(WEBINAR_REMINDERS_QUEUE, '*/5 * * * *');
}
