import { z } from 'zod';

/** Every /api answer: HTTP status equals `code`. */
export interface Envelope<T = unknown> {
  status: boolean;
  code: number;
  data?: T;
  message?: string;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    code: z.number().int(),
    data: data.optional(),
    message: z.string().optional(),
  });
}

export const FieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every refusal (4xx/5xx), as the server's error handler sends it: `message` is safe to show,
 * `data` carries details some refusals add (e.g. `{reason: 'terms'}` on the community's 403).
 * Described once here so the API description documents every status from one shape (decision 0034).
 */
export const ErrorEnvelopeSchema = z.object({
  status: z.literal(false),
  code: z.number().int().min(400).max(599).describe('The HTTP status, repeated.'),
  message: z.string().describe('What went wrong, in words fit to show the user.'),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/**
 * A 400: the request's shape or a rule refused it. `data.errors` names each field (dotted path) when
 * one is to blame; a few refusals add other details beside it (a refund past the guidance: `suggested`).
 */
export const ValidationErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({
  code: z.literal(400),
  data: z.looseObject({ errors: z.array(FieldErrorSchema).optional() }).optional(),
});
export type ValidationErrorEnvelope = z.infer<typeof ValidationErrorEnvelopeSchema>;
