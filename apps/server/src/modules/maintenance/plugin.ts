import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import { bearerToken } from '../../lib/bearer-token.ts';
import { fail } from '../../lib/envelope.ts';
import { MaintenanceFlag } from './flag.ts';
import { refusedInMaintenance } from './open-writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The maintenance switch, kept in memory (flag.ts). */
    maintenance: MaintenanceFlag;
  }
}

/** What a refused caller is told to wait before trying again (seconds): a short maintenance's order. */
export const MAINTENANCE_RETRY_AFTER_S = 300;

/**
 * Maintenance (site-and-admin §2, issue 27 §5): while it is on, the API refuses every write with
 * 503, Retry-After and the spec's maintenance text, except to a signed-in admin and except the
 * writes listed in open-writes.ts; reads stay. An onRequest hook, before the body is read, on the
 * refused routes alone (marked once when registered); the switch is read from memory, so a read
 * costs nothing and a write one map lookup.
 */
export default fp(async function maintenance(app: FastifyInstance) {
  const flag = new MaintenanceFlag(app.db);
  const listener = await app.database.listen('site_changed', () => flag.invalidate(), () => flag.invalidate());
  flag.bind(listener.live);
  app.addHook('onClose', () => listener.close());
  app.decorate('maintenance', flag);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => refusedInMaintenance(m, route.url))) return;
    // On the refused routes only: a read, a page or a file pays nothing (decision 0056-pages-in-fastify).
    const own = route.onRequest;
    route.onRequest = own === undefined ? [refuse] : Array.isArray(own) ? [refuse, ...own] : [refuse, own];
  });

  /** Whether the caller may write now: maintenance is off, or the session is an admin's (a stale token throws 401, as the route would). */
  const admitted = async (req: FastifyRequest) => {
    if (!(await flag.on())) return true;
    if (!bearerToken(req)) return false;
    await app.requireUser(req);
    return req.user!.userType === 'admin';
  };

  function refuse(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
    admitted(req).then((ok) => {
      if (ok) return done();
      void reply.code(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_S)).send(fail(503, MSG.maintenance));
    }, done);
  }
}, { name: 'maintenance' });
