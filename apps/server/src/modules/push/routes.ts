import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { PUSH_MSG, PushDeviceSchema, PushEndpointSchema, PushPreferencesSchema, PushSubscribeSchema } from '@tlt/shared/push';
import { ok } from '../../lib/envelope.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { deviceLabel } from './device-label.ts';
import { checkEndpoint } from './endpoint.ts';
import { setKinds, subscribe, unsubscribe } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * Web Push devices (issue 12, docs/decisions/0025). The VAPID public key is public: every
 * browser that subscribes is handed it anyway. Subscribing and choosing kinds need a current
 * member (or an admin); turning a device off needs only a sign-in, so it always works.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['push'];
  const device = { 200: envelopeSchema(PushDeviceSchema) };

  app.get('/push/vapidPublicKey', { schema: {
      operationId: 'getPushVapidPublicKey',
      summary: 'Read the Web Push public key',
      description: 'The VAPID public key a browser subscribes with.',
      tags, response: { 200: envelopeSchema(z.object({ publicKey: z.string() })), ...errorResponses(400, 429) } } },
    async () => ok({ publicKey: await app.push.publicKey() }));

  app.post('/push/subscribe', { schema: {
      operationId: 'postPushSubscribe',
      summary: 'Register a device for push',
      description: 'Stores the browser\'s push subscription for the caller.',
      tags, body: PushSubscribeSchema, response: { ...device, ...errorResponses(400, 401, 402, 413, 415, 429, 503) } }, onRequest: app.requireMember }, async (req) => {
    const check = await checkEndpoint(req.body.endpoint, app.config.push.endpointAllow, app.push.sender.resolve);
    if (!check.ok) {
      req.log.warn({ reason: check.reason, detail: check.detail }, 'push endpoint refused');
      throw badRequest(PUSH_MSG.endpointRefused);
    }
    const who = { userId: req.user!.id, sessionId: req.user!.sessionId };
    return ok(await subscribe(app.db, who, req.body, deviceLabel(req.headers['user-agent'])));
  });

  app.delete('/push/subscribe', {
    schema: {
      operationId: 'deletePushSubscribe',
      summary: 'Remove a device from push',
      description: 'Forgets the browser\'s push subscription.',
      tags, body: PushEndpointSchema, response: { 200: envelopeSchema(z.object({ endpoint: z.string(), removed: z.boolean() })), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => ok({ endpoint: req.body.endpoint, removed: await unsubscribe(app.db, req.user!.id, req.body.endpoint) }));

  app.patch('/push/preferences', { schema: {
      operationId: 'patchPushPreferences',
      summary: 'Set a device\'s push preferences',
      description: 'Which notifications one of the caller\'s devices receives.',
      tags, body: PushPreferencesSchema, response: { ...device, ...errorResponses(400, 401, 402, 404, 413, 415, 429, 503) } }, onRequest: app.requireMember }, async (req) => {
    const row = await setKinds(app.db, req.user!.id, req.body.endpoint, req.body.kinds);
    if (!row) throw notFound(PUSH_MSG.subscriptionNotFound);
    return ok(row);
  });
};

export default routes;
