import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { PUSH_MSG, PushDeviceSchema, PushEndpointSchema, PushPreferencesSchema, PushSubscribeSchema } from '@tlt/shared/push';
import { ok } from '../../lib/envelope.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { deviceLabel } from './device-label.ts';
import { checkEndpoint } from './endpoint.ts';
import { setKinds, subscribe, unsubscribe } from './service.ts';

/**
 * Web Push devices (issue 12, docs/decisions/0025). The VAPID public key is public: every
 * browser that subscribes is handed it anyway. Subscribing and choosing kinds need a current
 * member (or an admin); turning a device off needs only a sign-in, so it always works.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];
  const device = { 200: envelopeSchema(PushDeviceSchema) };

  app.get('/push/vapidPublicKey', { schema: { tags, response: { 200: envelopeSchema(z.object({ publicKey: z.string() })) } } },
    async () => ok({ publicKey: await app.push.publicKey() }));

  app.post('/push/subscribe', { schema: { tags, body: PushSubscribeSchema, response: device }, onRequest: app.requireMember }, async (req) => {
    const check = await checkEndpoint(req.body.endpoint, app.config.push.endpointAllow, app.push.sender.resolve);
    if (!check.ok) {
      req.log.warn({ reason: check.reason, detail: check.detail }, 'push endpoint refused');
      throw badRequest(PUSH_MSG.endpointRefused);
    }
    const who = { userId: req.user!.id, sessionId: req.user!.sessionId };
    return ok(await subscribe(app.db, who, req.body, deviceLabel(req.headers['user-agent'])));
  });

  app.delete('/push/subscribe', {
    schema: { tags, body: PushEndpointSchema, response: { 200: envelopeSchema(z.object({ endpoint: z.string(), removed: z.boolean() })) } },
    onRequest: app.requireUser,
  }, async (req) => ok({ endpoint: req.body.endpoint, removed: await unsubscribe(app.db, req.user!.id, req.body.endpoint) }));

  app.patch('/push/preferences', { schema: { tags, body: PushPreferencesSchema, response: device }, onRequest: app.requireMember }, async (req) => {
    const row = await setKinds(app.db, req.user!.id, req.body.endpoint, req.body.kinds);
    if (!row) throw notFound(PUSH_MSG.subscriptionNotFound);
    return ok(row);
  });
};

export default routes;
