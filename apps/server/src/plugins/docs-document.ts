import { z } from 'zod';
import { ErrorEnvelopeSchema, ValidationErrorEnvelopeSchema } from '@tlt/shared/envelope';
import type { ErrorStatus } from '../lib/error-responses.ts';

/** An operation's shared refusals travel from the route transform (docs.ts) to the document's last pass under this extension key. */
export const ERRORS_KEY = 'x-tlt-errors';

/** The parts of an OpenAPI 3.0 document this pass reads and writes. */
export interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; [k: string]: unknown };
  paths?: Record<string, Record<string, Operation>>;
  [k: string]: unknown;
}
type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[]; [k: string]: unknown };

/** Each documented refusal: its component's name and what it means for the caller. */
const REFUSALS: Record<ErrorStatus, [name: string, description: string]> = {
  400: ['BadRequest', 'The input was refused: malformed, missing, breaking a rule, or holding a NUL or broken Unicode. `data.errors` names each field when one is to blame.'],
  401: ['Unauthorized', 'Not signed in, or the session has expired, was ended or the account is suspended.'],
  402: ['PaymentRequired', 'Signed in, but the paid period has ended (admins pass).'],
  403: ['Forbidden', 'Signed in, but not allowed: an admin-only operation, or the community terms are not accepted yet (`data.reason: "terms"`).'],
  404: ['NotFound', 'Nothing with that id, slug or key (or not one the caller may see).'],
  406: ['NotAcceptable', 'The client did not ask for the media type this operation answers with.'],
  409: ['Conflict', 'The request clashes with the current state: the same submission is still being handled, or what it would create exists.'],
  410: ['Gone', 'The link has expired (a signed link from a mail).'],
  413: ['PayloadTooLarge', 'The body (or the uploaded file) is larger than this operation accepts.'],
  414: ['UriTooLong', 'A path parameter is longer than any id, slug or key (over 100 characters).'],
  415: ['UnsupportedMediaType', 'The body is of a media type this operation does not read (JSON, or multipart for uploads).'],
  422: ['UnprocessableEntity', 'The Idempotency-Key was already used with another request.'],
  429: ['TooManyRequests', 'Too many requests from this address or account: wait and try again.'],
  502: ['BadGateway', 'A service this operation relies on (payments, mail) failed; nothing was changed.'],
  503: ['ServiceUnavailable', 'Busy or not ready (the database, or too many exports or uploads at once), or maintenance mode is on (a write by anyone but an admin; the message is the maintenance text): try again after `Retry-After` seconds when it is sent, shortly otherwise.'],
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace'];

const asOpenApi = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });

/**
 * The last pass over the generated document (decision 0034): the refusals each operation listed
 * become references to one response per status, all of the shared error envelope; and two shapes
 * zod's OpenAPI 3.0 output gets wrong are mended wherever they appear.
 */
export function finishDocument(doc: OpenApiDocument): OpenApiDocument {
  const used = new Set<ErrorStatus>();
  for (const methods of Object.values(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      const statuses = op[ERRORS_KEY] ?? [];
      delete op[ERRORS_KEY];
      op.responses ??= {};
      for (const status of statuses) {
        // A route that describes a refusal itself keeps its own description.
        if (op.responses[status]) continue;
        op.responses[status] = { $ref: `#/components/responses/${REFUSALS[status][0]}` };
        used.add(status);
      }
    }
  }
  const responses: Record<string, unknown> = {};
  for (const status of [...used].sort((a, b) => a - b)) {
    const [name, description] = REFUSALS[status];
    const schema = status === 400 ? 'ValidationErrorEnvelope' : 'ErrorEnvelope';
    const headers = status === 503 ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } } : {};
    responses[name] = { description, ...headers, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } };
  }
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      ...(used.size ? { ErrorEnvelope: asOpenApi(ErrorEnvelopeSchema) } : {}),
      ...(used.has(400) ? { ValidationErrorEnvelope: asOpenApi(ValidationErrorEnvelopeSchema) } : {}),
    },
    ...(used.size ? { responses: { ...doc.components?.responses, ...responses } } : {}),
  };
  mendSchemas(doc.paths);
  mendSchemas(doc.components.schemas);
  return doc;
}

/**
 * zod's `openapi-3.0` output, fixed in place:
 * - `nullable: true` beside `anyOf`/`oneOf` with no `type` (a nullable union, e.g. `z.union([…]).nullable()`)
 *   is invalid OpenAPI 3.0 (nullable needs a type sibling): each typed branch becomes nullable instead,
 *   which accepts the same values (or, with no typed branch, a null branch is added);
 * - an `anyOf`/`oneOf` of one schema (a union whose other branch had no JSON form) is that schema.
 */
export function mendSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) mendSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = o[key];
    if (!Array.isArray(branches)) continue;
    if (o.nullable === true && o.type === undefined) {
      delete o.nullable;
      const typed = (branches as Record<string, unknown>[]).filter((b) => b && typeof b === 'object' && b.type !== undefined);
      for (const b of typed) b.nullable = true;
      // No branch has a type to carry it (references only): null as zod writes it for OpenAPI 3.0.
      if (!typed.length) branches.push({ type: 'string', nullable: true, enum: [null] });
    }
    if (branches.length === 1 && branches[0] && typeof branches[0] === 'object' && !('$ref' in branches[0])) {
      const only = branches[0] as Record<string, unknown>;
      const clash = Object.keys(only).some((k) => k in o && k !== key);
      if (!clash) {
        delete o[key];
        Object.assign(o, only);
      }
    }
  }
  for (const value of Object.values(o)) mendSchemas(value);
}
