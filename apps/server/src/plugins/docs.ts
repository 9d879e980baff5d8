import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isSharedRefusal, type ErrorStatus } from '../lib/error-responses.ts';
import { ERRORS_KEY, finishDocument, type OpenApiDocument } from './docs-document.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const DESCRIPTION = [
  'The API of The Lazy Trader: the public site, the paid sign-up, the members\' community and the back-office.',
  '',
  'Every answer is an envelope `{status, code, data?, message?}` whose `code` equals the HTTP status. A refusal',
  'has `status: false` and a `message` fit to show the user; a 400 from the input\'s shape names each field in',
  '`data.errors` (`[{path, message}]`). Sessions are opaque bearer tokens from `POST /api/auth/login`.',
  '',
  'Messages follow `Accept-Language`: when it prefers Hindi (`hi`, any region) `message` and each',
  '`data.errors[].message` are in Hindi, otherwise in English. Codes, `data.reason`, enums and field names',
  'never change with the language; an answer that carries a message says `Vary: Accept-Language`.',
].join('\n');

/**
 * OpenAPI generated from the shared zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Each route's own schema says its operationId, summary, description, tags and every response
 * (refusals through lib/error-responses.ts); only the security is read here, from its guard (decision 0034).
 */
export default fp(async function docs(app: FastifyInstance) {
  const base = app.config.publicUrl;
  // PUBLIC_URL where the site is served; without it (development, tests) the description says
  // "wherever it was fetched from" rather than a localhost address that may not be where it runs.
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(base).hostname);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'The Lazy Trader API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'The Lazy Trader support', url: `${base}/contact-us` },
        license: { name: 'Proprietary: use under the terms and conditions', url: `${base}/terms-and-conditions` },
      },
      servers: [{ url: local ? '/' : base }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login.' } } },
      security: [{ bearer: [] }],
    },
    transform: (input: TransformInput) => jsonSchemaTransform(describe(app, input)),
    transformObject: (input) => finishDocument(('openapiObject' in input ? input.openapiObject : {}) as OpenApiDocument) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

/** The route's schema with its security from its guard and its shared refusals marked for finishDocument; the route's own keeps its word. */
function describe(app: FastifyInstance, input: TransformInput): TransformInput {
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return input;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  const refusals: ErrorStatus[] = [];
  for (const [status, answer] of Object.entries(response)) {
    if (!isSharedRefusal(answer)) continue;
    refusals.push(Number(status) as ErrorStatus);
    delete response[status];
  }
  return {
    ...input,
    schema: {
      security: guardOf(app, input.route as RouteOptions) ? [{ bearer: [] }] : [],
      ...schema,
      response,
      [ERRORS_KEY]: refusals.sort((a, b) => a - b),
    },
  } as unknown as TransformInput;
}

type Hook = RouteOptions['onRequest'] | RouteOptions['preHandler'];
const hooksOf = (h: Hook): unknown[] => (h === undefined ? [] : Array.isArray(h) ? h : [h]);

/** Whether one of the app's guards is among the route's hooks (onRequest, preValidation or preHandler), compared by identity. */
function guardOf(app: FastifyInstance, route: RouteOptions): boolean {
  const guards: unknown[] = [app.requireUser, app.requireMember, app.requireCommunity, app.requireAdmin];
  return [route.onRequest, route.preValidation, route.preHandler].flatMap(hooksOf).some((h) => guards.includes(h));
}
