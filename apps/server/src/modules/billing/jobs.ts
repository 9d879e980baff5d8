import type { FastifyInstance } from 'fastify';
import { sweepExpiryReminders, sweepRenewalNudges } from './reminders.ts';
import { deleteDeadRenewalTokens } from '../renewal-tokens/service.ts';

/** A sweep's job may name the moment it runs for (tests); a scheduled one runs for now. */
interface SweepData { now?: string }

/** A sweep that fails is run again later: each reminder is claimed once, so a rerun sends only what is missing. */
const SWEEP = { retryLimit: 3, retryDelay: 300, retryBackoff: true, pollSeconds: 60 };

/** Billing's scheduled jobs (decision 0024), India time. */
export default async function billingJobs(app: FastifyInstance) {
  const deps = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
  const at = (d: SweepData | null) => (d?.now ? new Date(d.now) : new Date());

  await app.jobs.work<SweepData | null>('billing.expiry-reminders', async (job) => ({ queued: await sweepExpiryReminders(deps(), at(job.data)) }), SWEEP);
  await app.jobs.schedule('billing.expiry-reminders', '0 9 * * *');

  await app.jobs.work<SweepData | null>('billing.renewal-nudges', async (job) => ({ queued: await sweepRenewalNudges(deps(), at(job.data)) }), SWEEP);
  await app.jobs.schedule('billing.renewal-nudges', '30 9 * * *');

  await app.jobs.work('billing.dead-renewal-tokens', async () => ({ deleted: await deleteDeadRenewalTokens(app.db) }), SWEEP);
  await app.jobs.schedule('billing.dead-renewal-tokens', '15 3 * * *');
}
