import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { MSG } from '@tlt/shared/messages';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept an Idempotency-Key header: a repeat from the same caller answers the first result. */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers its first result; older keys count as new and are swept. */
const KEEP = sql`interval '24 hours'`;
/** A claim whose request never finished (its process died) may be taken over after this. */
const ABANDONED = sql`interval '60 seconds'`;
/** A repeat that arrives while the first is still running waits this long for its result, then answers 409. */
const WAIT_MS = 5000;
/** Expired keys are deleted by an hourly job (decision 0024), SWEEP_ROWS per statement. */
const SWEEP_ROWS = 1000;

/**
 * The header as the route schemas declare it (so it shows in /api/docs): a browser sends a
 * UUID; anything printable up to 100 characters is taken, so other clients may use their own.
 */
const HeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ message: MSG.idempotencyKeyInvalid })
    .regex(/^[\x20-\x7e]{1,100}$/, { message: MSG.idempotencyKeyInvalid })
    .optional()
    .describe('One value per submission (a UUID): a repeat within 24 hours answers the first result and stores nothing new.'),
});

interface Claim {
  scope: string;
  key: string;
  /** 'replayed' once the stored answer was sent; 'settled' once stored or released. */
  state: 'running' | 'replayed' | 'settled';
}

/**
 * Idempotency-Key for create calls (issue 9 §8), for routes that set `config: { idempotent: true }`.
 *
 * After the route's guard (onRequest) and body validation, a preHandler claims (scope, key) with
 * one INSERT … ON CONFLICT, so of any number of concurrent repeats exactly one runs the handler.
 * Its 2xx answer is stored with the claim; every repeat — concurrent or later, from any process —
 * answers that stored status and body (header `Idempotent-Replayed: true`). A repeat arriving
 * while the first still runs waits up to WAIT_MS for the result, then answers 409.
 *
 * A failed first attempt (4xx/5xx) releases the claim rather than storing the failure: nothing
 * was created, and our refusals depend on state the caller can change (terms not accepted, plan
 * expired, post gone, rate limit, database down), so the same submission may be retried with its key.
 * The same key with another route or body answers 422.
 *
 * Scope is the signed-in user's id. The contact form is open to visitors, who have no identity
 * but their address: `ip:<address>` (the client address under TRUST_PROXY). A key is a random
 * UUID, so visitors sharing an address never collide by chance, and a replayed answer (the new
 * query's id) only reaches a caller at the same address who also knows the key.
 */
export default fp(async function idempotency(app: FastifyInstance) {
  const claims = new WeakMap<FastifyRequest, Claim>();

  await app.jobs.work('idempotency.sweep', async () => ({ deleted: await sweepExpiredKeys(app.db) }), { pollSeconds: 60, deleteAfterSeconds: 86_400 });
  await app.jobs.schedule('idempotency.sweep', '20 * * * *');

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    route.schema = route.schema ?? {};
    if (route.schema.headers) throw new Error(`${route.url}: idempotent routes add their own headers schema`);
    route.schema.headers = HeadersSchema;
    route.preHandler = [...hooks(route.preHandler), claim];
    route.onSend = [...hooks(route.onSend), settle];
    route.onResponse = [...hooks(route.onResponse), release];
  });

  function hooks<T>(h: T | T[] | undefined): T[] {
    return h === undefined ? [] : Array.isArray(h) ? h : [h];
  }

  async function claim(req: FastifyRequest, reply: FastifyReply) {
    const key = req.headers[IDEMPOTENCY_HEADER] as string | undefined;
    if (key === undefined) return;
    const scope = req.user ? req.user.id : `ip:${req.ip}`;
    const route = req.routeOptions.url ?? req.url;
    const requestHash = createHash('sha256').update(`${req.method} ${route}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      // A fresh key, or one whose first use expired or was abandoned, becomes ours.
      const [won] = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key, route, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: { route, requestHash, statusCode: null, response: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < now() - ${KEEP}
            or (${idempotencyKeys.statusCode} is null and ${idempotencyKeys.createdAt} < now() - ${ABANDONED})`,
        })
        .returning({ key: idempotencyKeys.key });
      if (won) {
        claims.set(req, { scope, key, state: 'running' });
        return;
      }
      const [first] = await app.db
        .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      if (!first) continue; // the first attempt failed and let go: this one may run
      if (first.requestHash !== requestHash) throw new HttpError(422, MSG.idempotencyKeyReused);
      if (first.statusCode !== null && first.response !== null) {
        claims.set(req, { scope, key, state: 'replayed' });
        return reply
          .code(first.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(first.response);
      }
      if (Date.now() >= deadline) throw new HttpError(409, MSG.idempotencyInProgress);
      await sleep(pause);
    }
  }

  /** Stores a success with its claim; a failure lets the claim go so the key may be used again. */
  async function settle(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const c = claims.get(req);
    if (!c || c.state !== 'running') return payload;
    c.state = 'settled';
    const where = and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key), isNull(idempotencyKeys.statusCode));
    if (reply.statusCode < 400 && typeof payload === 'string')
      await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: payload }).where(where);
    else await app.db.delete(idempotencyKeys).where(where);
    return payload;
  }

  /** Backstop: a request that ended without passing onSend (aborted, serializer failure) lets its claim go. */
  async function release(req: FastifyRequest) {
    const c = claims.get(req);
    if (!c || c.state !== 'running') return;
    c.state = 'settled';
    await app.db.delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, c.scope), eq(idempotencyKeys.key, c.key), isNull(idempotencyKeys.statusCode)))
      .catch((err) => req.log.warn({ err }, 'idempotency claim not released'));
  }
});

/** Deletes the keys past KEEP, a bounded batch per statement on the created_at index until none is left. */
export async function sweepExpiredKeys(db: Db): Promise<number> {
  for (let total = 0; ;) {
    const gone = await db.delete(idempotencyKeys).where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (
        select scope, key from ${idempotencyKeys} where created_at < now() - ${KEEP} limit ${SWEEP_ROWS})`)
      .returning({ key: idempotencyKeys.key });
    total += gone.length;
    if (gone.length < SWEEP_ROWS) return total;
  }
}
