import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishDocument, type OpenApiDocument } from './docs-document.ts';
import { ERRORS_KEY, factsOf } from './docs-operations.ts';
import { summaryOf } from './docs-summaries.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const DESCRIPTION = [
  'The API of The Lazy Trader: the public site, the paid sign-up, the members\' community and the back-office.',
  '',
  'Every answer is an envelope `{status, code, data?, message?}` whose `code` equals the HTTP status. A refusal',
  'has `status: false` and a `message` fit to show the user; a 400 from the input\'s shape names each field in',
  '`data.errors` (`[{path, message}]`). Sessions are opaque bearer tokens from `POST /api/auth/login`.',
].join('\n');

/**
 * OpenAPI generated from the shared zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Each operation's id, summary, tag, security and refusals are filled here from the route itself
 * (docs-operations.ts), so routes added later are described the same way (decision 0034).
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

/** The route's schema with what the description adds; the route's own keeps its word, and is never changed. */
function describe(app: FastifyInstance, input: TransformInput): TransformInput {
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  if (schema.hide) return input;
  const route = input.route as RouteOptions;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const facts = factsOf(app, route, input.url);
  const tags = (schema.tags as string[] | undefined) ?? [input.url.replace(/^\/api/, '').split('/').find(Boolean) ?? 'api'];
  const security = facts.guard ? [{ bearer: [] }] : facts.optionalSession ? [{}, { bearer: [] }] : [];
  return {
    ...input,
    schema: {
      operationId: facts.operationId,
      summary: summaryOf(facts.operationId, method, input.url, tags[0]),
      tags,
      security,
      ...schema,
      [ERRORS_KEY]: facts.errors,
    },
  } as unknown as TransformInput;
}
