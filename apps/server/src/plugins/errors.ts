import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@tlt/shared/messages';
import { fail } from '../lib/envelope.ts';
import { clientStatusOf, isBrokenHandleError } from '../lib/db-errors.ts';
import { HttpError } from '../lib/errors.ts';

/** Fastify's own client errors, mapped to the envelope with a readable message. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.invalidInput],
};

/**
 * One handler turns every failure into the envelope {status, code, data, message}
 * with HTTP status = code. Unknown failures are logged with the request id and masked.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(fail(err.statusCode, err.message, err.data));

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.instancePath === '/' && v.keyword === 'invalid_type' ? MSG.invalidInput : (v.message ?? MSG.invalidInput),
      }));
      return reply.code(400).send(fail(400, errors[0].message, { errors }));
    }
    // JSON.parse reports malformed bodies as a plain SyntaxError with status 400.
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.code(known[0]).send(fail(known[0], known[1]));
    if (err instanceof SyntaxError && err.statusCode === 400)
      return reply.code(400).send(fail(400, MSG.malformedJson));
    if (err.statusCode === 429) return reply.code(429).send(fail(429, MSG.tooManyRequests));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(err.statusCode).send(fail(err.statusCode, err.message));

    // The database refused what the client sent (a backstop: the text rule and the schemas
    // should have caught it first), or a concurrent change won a race.
    const dbStatus = clientStatusOf(err);
    if (dbStatus) {
      req.log.warn({ err }, 'database refused the request');
      return reply.code(dbStatus).send(fail(dbStatus, dbStatus === 400 ? MSG.invalidInput : MSG.conflict));
    }

    // The database's files failed, not the request: its transaction rolled back, so nothing changed;
    // the handle is being rebuilt (db/client.ts) and the same request will succeed in a moment.
    if (isBrokenHandleError(err)) {
      req.log.error({ err }, 'database unavailable; request refused');
      return reply.code(503).header('retry-after', '5').send(fail(503, MSG.retryShortly));
    }

    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(fail(500, MSG.internalError, { requestId: req.id }));
  });
});
