import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MSG, MEMBER_IMPORT_MAX_BYTES, MemberImportOptionsSchema, MemberImportResultSchema,
} from '@tlt/shared/back-office/member-import';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/errors.ts';
import { readImportForm } from './import-form.ts';
import { importMembers } from './member-import.ts';

/** POST /api/user/import (issue 13 §4, decision 0028): members from an Excel workbook. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the import parses multipart bodies among the members' routes.
  await app.register(multipart, {
    limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10, headerPairs: 50 },
  });

  app.post('/user/import', {
    schema: {
      tags: ['members'], consumes: ['multipart/form-data'],
      description: 'Multipart: file (.xlsx, at most 2,000 rows, 2 MB; each row one cell "e-mail name - name - contact - e-mail domain"), '
        + 'planType (default Annual), amount (rupees each member paid), txnId (the payments\' reference), notify (true/false, the welcome mail).',
      response: { 200: envelopeSchema(MemberImportResultSchema) },
    },
    bodyLimit: MEMBER_IMPORT_MAX_BYTES + 64 * 1024,
    // An upload creates up to 2,000 members: a few a minute is all an admin needs.
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const { file, fields } = await readImportForm(req);
    const options = MemberImportOptionsSchema.safeParse(fields);
    if (!options.success) {
      const errors = options.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest(errors[0].message, { errors });
    }
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, keySecret: app.config.payments.keySecret, log: req.log };
    const result = await importMembers(deps, { id: req.user!.id, ip: req.ip }, file, options.data);
    return ok(result, IMPORT_MSG.done(result.created.length, result.skipped.length, result.refused.length));
  });
};

export default importRoutes;
