import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import { findUnsafeText } from '@tlt/shared/text';
import { fieldError } from '../lib/errors.ts';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * The shared text rule (packages/shared/src/text.ts) on every route: a NUL or an unpaired
 * surrogate anywhere in the path parameters, the query or a JSON body is a 400 before any
 * schema or handler sees it, so a route added tomorrow is covered without remembering to.
 */
export default fp(async function textGuard(app: FastifyInstance) {
  // A callback, not an async function: on every API request, and a promise per request for nothing (issue 31 §5).
  app.addHook('preValidation', (req, _reply, done) => {
    for (const part of PARTS) {
      const at = findUnsafeText(req[part]);
      // The path within its part, as schema validation failures give it.
      if (at !== null) return done(fieldError(at, MSG.unsafeText));
    }
    done();
  });
});
