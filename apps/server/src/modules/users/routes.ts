import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeUserProfitableSchema, ChangeUserStatusSchema, EndSessionsResultSchema, MEMBER_MSG, MemberDetailSchema,
  MemberExportParamsSchema, MemberIdParamsSchema, MemberListParamsSchema, MemberListSchema, MemberRowSchema,
} from '@tlt/shared/back-office/members';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { sendXlsx, XLSX_TYPE } from '../../lib/xlsx.ts';
import { recordExport } from '../audit/index.ts';
import { listRefunds } from '../billing/index.ts';
import { endMemberSessions, setMemberActive, setMemberProfitable } from './member-actions.ts';
import { memberDetail } from './member-detail.ts';
import { memberSheet } from './member-export-sheet.ts';
import importRoutes from './import-routes.ts';
import { listMembers } from './member-list.ts';
import { adminGet, adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** The admin's members (issue 13 §1, §5, decisions 0026, 0028): list, search, export, switches, detail and sessions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  const actor = (req: { user?: { id: string }; ip: string }) => ({ id: req.user!.id, ip: req.ip });
  await app.register(importRoutes);

  adminRead(app, '/user/all', MemberListSchema, listMembers, {
    operationId: 'getUserAll',
    summary: 'List members',
    description: 'Admins only: the members matching the search and filters, newest first.',
    tags, querystring: MemberListParamsSchema,
  });

  app.get('/user/export', {
    schema: {
      operationId: 'getUserExport',
      summary: 'Export members (Excel)',
      produces: [XLSX_TYPE],
      response: { 200: z.any().describe('An .xlsx workbook'), ...errorResponses(400, 401, 403, 429, 503) },
      tags, querystring: MemberExportParamsSchema,
      description: 'The members GET user/all matches (same q and filters), newest first, as a streamed .xlsx; columns=email for the e-mail list.',
    },
    onRequest: app.requireAdmin,
  }, (req, reply) => {
    const { columns, ...filters } = req.query;
    return sendXlsx(reply, memberSheet(app.db, req.query), {
      onStart: () => recordExport(app.db, actor(req), columns === 'email' ? 'member e-mails' : 'members', filters),
    });
  });

  app.post('/user/changeUserStatus', {
    schema: {
      operationId: 'postUserChangeUserStatus',
      summary: 'Suspend or restore a member',
      description: 'Admins only.',
      tags, body: ChangeUserStatusSchema, response: { 200: envelopeSchema(MemberRowSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const { userId, member } = await setMemberActive(app.db, actor(req), req.body.email, req.body.active);
    // At once in this process; every other process hears the trigger's auth_changed.
    app.sessionCache.dropUser(userId);
    return ok(member, member.active ? MEMBER_MSG.activated : MEMBER_MSG.deactivated);
  });

  app.post('/user/changeUserProfitableStatus', {
    schema: {
      operationId: 'postUserChangeUserProfitableStatus',
      summary: 'Mark a member\'s profitability',
      description: 'Admins only.',
      tags, body: ChangeUserProfitableSchema, response: { 200: envelopeSchema(MemberRowSchema), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const { userId, member } = await setMemberProfitable(app.db, actor(req), req.body.email, req.body.isProfitable);
    app.sessionCache.dropUser(userId);
    return ok(member, member.isProfitable ? MEMBER_MSG.markedProfitable : MEMBER_MSG.unmarkedProfitable);
  });

  app.get('/user/:id/detail', adminGet(app, {
    operationId: 'getUserByIdDetail',
    summary: 'A member\'s details',
    description: 'Admins only: one member\'s account in full.',
    tags, params: MemberIdParamsSchema,
  }, MemberDetailSchema), async (req) => ok(await memberDetail(app.db, req.params.id, listRefunds)));

  app.post('/user/:id/sessions/end', {
    schema: {
      operationId: 'postUserByIdSessionsEnd',
      summary: 'End a member\'s sessions',
      description: 'Admins only: signs the member out on every device.',
      tags, params: MemberIdParamsSchema, response: { 200: envelopeSchema(EndSessionsResultSchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const result = await endMemberSessions(app.db, actor(req), req.params.id);
    app.sessionCache.dropUser(req.params.id);
    return ok(result, MEMBER_MSG.sessionsEnded);
  });
};

export default routes;
