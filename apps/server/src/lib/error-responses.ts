import { ErrorEnvelopeSchema, ValidationErrorEnvelopeSchema } from '@tlt/shared/envelope';

/** The refusals a route may document with the shared error envelope (decision 0034). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 406 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 502 | 503;

type RefusalSchema = typeof ErrorEnvelopeSchema | typeof ValidationErrorEnvelopeSchema;

/**
 * A route's refusals for its `schema.response`: each status answers the shared error envelope (400 the
 * one whose `data.errors` names the fields), as plugins/errors.ts sends it. The API description shows each
 * as a reference to one shared response per status (plugins/docs-document.ts).
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, RefusalSchema> {
  return Object.fromEntries(statuses.map((s) => [s, s === 400 ? ValidationErrorEnvelopeSchema : ErrorEnvelopeSchema])) as Record<S, RefusalSchema>;
}

/** Whether a response schema is one `errorResponses` gave (compared by identity). */
export const isSharedRefusal = (schema: unknown): boolean => schema === ErrorEnvelopeSchema || schema === ValidationErrorEnvelopeSchema;

/** For routes that read a session when one is sent but serve a visitor too: both ways in the description. */
export const optionalSession: Record<string, string[]>[] = [{}, { bearer: [] }];
