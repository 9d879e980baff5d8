import type { FastifyInstance } from 'fastify';
import { deleteDeadSessions } from './service.ts';

/** The daily cleanup of sessions no token can use again (decision 0024), India time. */
export default async function authJobs(app: FastifyInstance) {
  await app.jobs.work('auth.dead-sessions', async () => ({ deleted: await deleteDeadSessions(app.db) }), { pollSeconds: 60 });
  await app.jobs.schedule('auth.dead-sessions', '0 3 * * *');
}
