import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { envelopeSchema } from '@tlt/shared/envelope';
import {
  SUBSCRIBER_MSG, SubscribeSchema, SubscriberIdParamsSchema, SubscriberListParamsSchema, SubscriberListSchema, UnsubscribedSchema,
  UnsubscribeQuerySchema,
} from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { sendXlsx, XLSX_TYPE } from '../../lib/xlsx.ts';
import { recordExport } from '../audit/index.ts';
import { listSubscribers, removeSubscriber, subscribe, subscriberExportRows, unsubscribeByLink } from './service.ts';
import { emailOfToken, unsubscribePagePath } from './unsubscribe-link.ts';
import { queueWelcome, workWelcomes } from './welcome.ts';
import { adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscribers'];
  await workWelcomes(app);

  // A repeat answers 200 too, with its own message: the form has nothing to fix.
  app.post('/subscribers/subscribe', {
    schema: {
      operationId: 'postSubscribersSubscribe',
      summary: 'Subscribe to the newsletter',
      description: 'Adds an e-mail to the newsletter list and sends the welcome mail.',
      tags, body: SubscribeSchema, response: { 200: envelopeSchema(z.object({ email: z.string() })), ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const added = await subscribe(app.db, req.body.email, undefined, queueWelcome(app, localeFromAcceptLanguage(req.headers['accept-language'])));
    return ok({ email: req.body.email }, added ? MSG.subscribed : MSG.alreadySubscribed);
  });

  adminRead(app, '/subscribers/all', SubscriberListSchema, listSubscribers, {
    operationId: 'getSubscribersAll',
    summary: 'List subscribers',
    description: 'Admins only: the newsletter subscribers, newest first.',
    tags, querystring: SubscriberListParamsSchema,
  });

  // subscribers-DD-MM-YYYY.xlsx, streamed (lib/xlsx.ts): every subscriber, newest first.
  app.get('/subscribers/export', {
    schema: {
      operationId: 'getSubscribersExport',
      summary: 'Export subscribers (Excel)',
      produces: [XLSX_TYPE],
      response: { 200: z.any().describe('An .xlsx workbook'), ...errorResponses(400, 401, 403, 429, 503) },
      tags, description: 'Every subscriber as an .xlsx (email, subscribed on DD-MM-YYYY), newest first.' },
    onRequest: app.requireAdmin,
  }, (req, reply) => sendXlsx(reply, {
    filename: 'subscribers',
    sheetName: 'Subscribers',
    columns: [
      { header: 'Email', width: 40, value: (r) => r.email },
      { header: 'Subscribed on', width: 16, type: 'date', value: (r) => r.createdAt },
    ],
    rows: subscriberExportRows(app.db),
  }, { onStart: () => recordExport(app.db, { id: req.user!.id, ip: req.ip }, 'subscribers') }));

  // RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click` as a form body.
  // Parsed here only (this plugin's scope); the body says nothing the token does not.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));

  // The address in the mail's List-Unsubscribe header: POST unsubscribes (the mail client's button,
  // and the /unsubscribe page's one click); GET, a client that opens it, goes to that page, since
  // a GET must change nothing (link scanners open every link in a mail).
  app.post('/subscribers/unsubscribe', {
    schema: {
      operationId: 'postSubscribersUnsubscribe',
      description: 'Removes the e-mail a signed unsubscribe link names from the newsletter list.',
      tags, summary: 'Unsubscribe in one click (signed link)', querystring: UnsubscribeQuerySchema, response: { 200: envelopeSchema(UnsubscribedSchema), ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const email = emailOfToken(app.config.links.secret, req.query.token);
    if (!email) throw badRequest(SUBSCRIBER_MSG.linkInvalid);
    await unsubscribeByLink(app.db, email);
    return ok({ email }, SUBSCRIBER_MSG.unsubscribed);
  });

  app.get('/subscribers/unsubscribe', {
    schema: {
      operationId: 'getSubscribersUnsubscribe',
      description: 'Shows the e-mail a signed unsubscribe link names, without changing anything.',
      tags, summary: 'Open the unsubscribe page', querystring: UnsubscribeQuerySchema,
      response: { 303: z.null().describe('To the /unsubscribe?token= page'), ...errorResponses(400, 429) },
    },
  }, async (req, reply) => {
    await reply.redirect(unsubscribePagePath(req.query.token), 303);
  });

  app.delete('/subscribers/:id', {
    schema: {
      operationId: 'deleteSubscribersById',
      description: 'Admins only.',
      tags, summary: 'Remove a subscriber', params: SubscriberIdParamsSchema, response: { 200: envelopeSchema(UnsubscribedSchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const email = await removeSubscriber(app.db, { id: req.user!.id, ip: req.ip }, req.params.id);
    return ok({ email }, SUBSCRIBER_MSG.removed);
  });
};

export default routes;
