import type { FastifyInstance } from 'fastify';
import { deleteDeadResetTokens } from './service.ts';

/** The daily cleanup of reset links that can no longer be used (decision 0024), India time. */
export default async function passwordJobs(app: FastifyInstance) {
  await app.jobs.work('password.dead-reset-tokens', async () => ({ deleted: await deleteDeadResetTokens(app.db) }), { pollSeconds: 60 });
  await app.jobs.schedule('password.dead-reset-tokens', '5 3 * * *');
}
