import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MSG, MEMBER_IMPORT_MAX_BYTES, MemberImportOptionsSchema, MemberImportProgressSchema, MemberImportStatusSchema,
} from '@tlt/shared/back-office/member-import';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { sendXlsx, type XlsxColumn } from '../../lib/xlsx.ts';
import { readImportForm } from './import-form.ts';
import { importOutcomes, MEMBER_IMPORT_QUEUE, memberImportProgress, memberImportStatus, runMemberImport, startMemberImport } from './member-import.ts';
import { errorResponses } from '../../lib/error-responses.ts';

type Outcome = Awaited<ReturnType<typeof importOutcomes>>[number];
const OUTCOME_LABEL = { created: 'Created', skipped: 'Skipped', refused: 'Refused' } as const;
/** The report: every answered row of the sheet with what became of it. */
const REPORT_COLUMNS: XlsxColumn<Outcome>[] = [
  { header: 'Row', width: 7, type: 'number', value: (r) => r.row },
  { header: 'Outcome', width: 10, value: (r) => OUTCOME_LABEL[r.outcome] },
  { header: 'E-mail', width: 34, value: (r) => r.email },
  { header: 'Name', width: 28, value: (r) => r.name },
  { header: 'Cell', width: 40, value: (r) => r.text },
  { header: 'Reason', width: 50, value: (r) => r.reason },
];

const ImportParams = z.object({ id: z.uuid() });

/** POST /api/user/import (issue 13 §4, issue 27 §3, decision 0028): members from an Excel workbook, in the background. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the import parses multipart bodies among the members' routes.
  await app.register(multipart, {
    limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  const deps = (log = app.log) =>
    ({ db: app.db, jobs: app.jobs, mailer: app.mailer, publicUrl: app.config.publicUrl, keySecret: app.config.payments.keySecret, log });
  // One attempt and two retries: a retry resumes after the rows already answered (member-import.ts).
  await app.jobs.work<{ importId: string }>(MEMBER_IMPORT_QUEUE, async (job) =>
    runMemberImport(deps(), job.data.importId, job.retryCount >= job.retryLimit), { retryLimit: 2, retryDelay: 10, expireInSeconds: 15 * 60 });

  app.post('/user/import', {
    schema: {
      operationId: 'postUserImport',
      summary: 'Import members (Excel)',
      tags: ['members'], consumes: ['multipart/form-data'],
      description: 'Multipart: file (.xlsx, at most 2,000 rows, 2 MB; each row one cell "e-mail name - name - contact - e-mail domain"), '
        + 'planType (default Annual), amount (rupees each member paid), txnId (the payments\' reference), notify (true/false, the welcome mail). '
        + 'The workbook is checked at once; its rows are imported in the background: 202 with the import\'s progress, then GET /api/user-import/{id} '
        + 'and the live stream\'s `import` events.',
      response: { 202: envelopeSchema(MemberImportProgressSchema), ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
    },
    bodyLimit: MEMBER_IMPORT_MAX_BYTES + 64 * 1024,
    // An upload creates up to 2,000 members: a few a minute is all an admin needs.
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    onRequest: app.requireAdmin,
  }, async (req, reply) => {
    const { file, fields } = await readImportForm(req);
    const options = MemberImportOptionsSchema.safeParse(fields);
    if (!options.success) {
      const errors = options.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest(errors[0].message, { errors });
    }
    const progress = await startMemberImport(deps(req.log), { id: req.user!.id, ip: req.ip }, file, options.data);
    return reply.code(202).send({ ...ok(progress, IMPORT_MSG.started), code: 202 });
  });

  app.get('/user-import/:id', {
    schema: {
      operationId: 'getUserImportById',
      description: 'Admins only: how far an import has got, and its counts.',
      tags: ['members'], summary: 'Follow a member import', params: ImportParams, response: { 200: envelopeSchema(MemberImportStatusSchema), ...errorResponses(400, 401, 403, 404, 414, 429) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const status = await memberImportStatus(app.db, req.params.id);
    const { progress: p } = status;
    return ok(status, p.status === 'done' ? IMPORT_MSG.done(p.created, p.skipped, p.refused) : p.status === 'failed' ? IMPORT_MSG.failed : IMPORT_MSG.started);
  });

  app.get('/user-import/:id/report', {
    schema: {
      operationId: 'getUserImportByIdReport',
      description: 'Admins only: each row\'s outcome as an .xlsx.',
      response: { 200: z.any().describe('An .xlsx workbook'), ...errorResponses(400, 401, 403, 404, 414, 429) },
      tags: ['members'], summary: 'Download a member import\'s report', params: ImportParams, produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    onRequest: app.requireAdmin,
  }, async (req, reply) => {
    await memberImportProgress(app.db, req.params.id);
    return sendXlsx(reply, { filename: 'member-import', sheetName: 'Import', columns: REPORT_COLUMNS, rows: await importOutcomes(app.db, req.params.id) });
  });
};

export default importRoutes;
