import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MSG, AccountSessionListSchema, AdminEraseSchema, ConsentListSchema, DeleteAccountSchema, EmailChangeResultSchema,
  EmailChangeSchema, EmailConfirmResultSchema, EmailConfirmSchema, EraseResultSchema, MarketingConsentSchema,
  SessionIdParamsSchema, SessionsEndedSchema,
} from '@tlt/shared/account';
import { MemberIdParamsSchema } from '@tlt/shared/back-office/members';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { endOtherSessions, endOwnSession, listOwnSessions } from '../auth/service.ts';
import { listConsents } from '../consents/service.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportDocument } from './export.ts';
import { deleteOwnAccount, eraseMember, setMarketingConsent } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** Password checks from a signed-in session (e-mail change, deletion): 10 per 15 minutes per member. */
const PASSWORD_CHECKS = { max: 10, timeWindow: '15 minutes' } as const;
/** Exports per member: each reads everything they have. */
const EXPORTS = { max: 10, timeWindow: '1 hour' } as const;

/** Today as YYYY-MM-DD in India, for the export's file name. */
const indiaDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

/**
 * The member's own account (issue 15 §4-7, decision 0033): devices, e-mail change, consents, the
 * data export and erasure; and the admin's erasure on a member's request.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  const limiter = (name: string, limit: { max: number; timeWindow: string }) => keyedLimit(app, limit, (req) => `${name}:${req.user?.id ?? req.ip}`);
  const passwordChecks = limiter('account-password', PASSWORD_CHECKS);
  const exports = limiter('account-export', EXPORTS);
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const me = (req: FastifyRequest) => ({ userId: req.user!.id, email: req.user!.row.email });

  app.get('/user/me/sessions', {
    schema: {
      operationId: 'getUserMeSessions',
      summary: 'Read own sessions',
      description: 'The caller\'s signed-in devices.',
      tags, response: { 200: envelopeSchema(AccountSessionListSchema), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => ok({ sessions: await listOwnSessions(app.db, req.user!.id, req.user!.sessionId) }));

  app.delete('/user/me/sessions/:sessionId', {
    schema: {
      operationId: 'deleteUserMeSessionsBySessionId',
      summary: 'Sign out one device',
      description: 'Ends one of the caller\'s own sessions.',
      tags, params: SessionIdParamsSchema, response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => {
    await endOwnSession(app.db, req.user!.id, req.params.sessionId);
    app.sessionCache.dropUser(req.user!.id);
    return ok(null, ACCOUNT_MSG.sessionEnded);
  });

  app.post('/user/me/sessions/end-others', {
    schema: {
      operationId: 'postUserMeSessionsEndOthers',
      summary: 'Sign out every other device',
      description: 'Ends every session of the caller but this one.',
      tags, response: { 200: envelopeSchema(SessionsEndedSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => {
    const ended = await endOtherSessions(app.db, req.user!.id, req.user!.sessionId);
    app.sessionCache.dropUser(req.user!.id);
    return ok({ ended }, ACCOUNT_MSG.otherSessionsEnded(ended));
  });

  app.post('/user/me/email', {
    schema: {
      operationId: 'postUserMeEmail',
      summary: 'Ask to change own e-mail',
      description: 'Checks the password and mails a confirmation link to the new address.',
      tags, body: EmailChangeSchema, response: { 200: envelopeSchema(EmailChangeResultSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    preHandler: [app.requireUser, passwordChecks],
  }, async (req) => {
    const result = await requestEmailChange(deps, req.user!.id, req.body);
    return ok(result, ACCOUNT_MSG.emailChangeSent(result.pendingEmail));
  });

  // Public: the link may be opened on a device the member is not signed in on; the token is the proof.
  app.post('/user/email/confirm', {
    schema: {
      operationId: 'postUserEmailConfirm',
      summary: 'Confirm an e-mail change from its link',
      description: 'Sets the new e-mail from the token in the confirmation mail.',
      tags, body: EmailConfirmSchema, response: { 200: envelopeSchema(EmailConfirmResultSchema), ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const { userId, email } = await confirmEmailChange(deps, req.body.token, req.ip);
    app.sessionCache.dropUser(userId);
    return ok({ email }, ACCOUNT_MSG.emailChanged(email));
  });

  app.get('/user/me/consents', {
    schema: {
      operationId: 'getUserMeConsents',
      summary: 'Read own consents',
      description: 'The caller\'s consents.',
      tags, response: { 200: envelopeSchema(ConsentListSchema), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => ok(await listConsents(app.db, me(req))));

  app.put('/user/me/consents/marketing', {
    schema: {
      operationId: 'putUserMeConsentsMarketing',
      summary: 'Give or withdraw marketing consent',
      description: 'Records the caller\'s choice on marketing mails.',
      tags, body: MarketingConsentSchema, response: { 200: envelopeSchema(ConsentListSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => {
    await setMarketingConsent(app.db, me(req), req.body.given);
    return ok(await listConsents(app.db, me(req)), req.body.given ? ACCOUNT_MSG.marketingGiven : ACCOUNT_MSG.marketingWithdrawn);
  });

  app.get('/user/me/export', {
    schema: {
      operationId: 'getUserMeExport',
      summary: 'Export own data (JSON)',
      response: { 200: z.any().describe('The JSON document, as an attachment'), ...errorResponses(400, 401, 429) },
      tags,
      description: 'Everything the site holds about the caller as one JSON document (an attachment), written as it is read.',
    },
    preHandler: [app.requireUser, exports],
  }, (req, reply) => {
    const body = Readable.from(exportDocument(app.db, me(req)));
    // A read that fails part way ends the download short (the JSON will not parse); logged, never shown.
    body.on('error', (err) => req.log.error({ err }, 'data export failed part way'));
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${indiaDay(new Date())}.json"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.post('/user/me/delete', {
    schema: {
      operationId: 'postUserMeDelete',
      summary: 'Delete own account',
      description: 'Checks the password, then erases the caller\'s account; attempts are limited per account (429).',
      tags, body: DeleteAccountSchema, response: { 200: envelopeSchema(EraseResultSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    preHandler: [app.requireUser, passwordChecks],
  }, async (req) => {
    const result = await deleteOwnAccount(deps, req.user!.id, req.body, req.ip);
    // At once in this process; every other process hears the trigger's auth_changed.
    app.sessionCache.dropUser(req.user!.id);
    return ok(result, ACCOUNT_MSG.accountDeleted);
  });

  app.post('/user/:id/erase', {
    schema: {
      operationId: 'postUserByIdErase',
      summary: 'Erase a member\'s account',
      description: 'Admins only: erases a member\'s account and personal data.',
      tags, params: MemberIdParamsSchema, body: AdminEraseSchema, response: { 200: envelopeSchema(EraseResultSchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const result = await eraseMember(deps, { id: req.user!.id, ip: req.ip }, req.params.id, req.body);
    app.sessionCache.dropUser(req.params.id);
    return ok(result, ACCOUNT_MSG.memberErased);
  });
};

export default routes;
