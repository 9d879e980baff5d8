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
