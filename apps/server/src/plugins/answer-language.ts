import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HINDI } from '@tlt/shared/i18n/hi/index';
import { translateWith } from '@tlt/shared/i18n/translate';
import { readerLocale } from '../lib/reader-locale.ts';

interface Envelope {
  status: boolean;
  code: number;
  message?: unknown;
  data?: unknown;
}

interface FieldError {
  message: string;
}

const isEnvelope = (p: unknown): p is Envelope =>
  typeof p === 'object' && p !== null && typeof (p as Envelope).status === 'boolean' && typeof (p as Envelope).code === 'number';

/** `data.errors` of a refusal (schema validation, `fieldError`), when it is the list of `{ path, message }`. */
function fieldErrors(data: unknown): FieldError[] | null {
  const errors = typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) && errors.every((e) => typeof e === 'object' && e !== null && typeof e.message === 'string') ? errors : null;
}

/**
 * The one place an answer's words follow the reader's language (issue 30 §5, decision 0066): every
 * envelope (a route's, the error handler's, the 404s', maintenance's, the limits') passes here on its
 * way out. When `Accept-Language` prefers Hindi, `message` and each `data.errors[].message` come from
 * the shared catalogue (a missing entry stays English); otherwise the answer is left exactly as it
 * was. Codes, `data.reason`, paths and every other value never change. An answer that carries words
 * says `Vary: Accept-Language` in both languages, so no cache hands one reader's language to another.
 * On the root so that it also sees the API's 404s answered outside the /api context (plugins/web.ts).
 */
export default fp(async function answerLanguage(app: FastifyInstance) {
  // A callback, not an async function: on every answer, and most leave as they came (issue 31 §5).
  app.addHook('preSerialization', (req, reply, payload: unknown, done) => {
    if (!isEnvelope(payload)) return done(null, payload);
    const errors = fieldErrors(payload.data);
    if (typeof payload.message !== 'string' && !errors) return done(null, payload);
    if (readerLocale(req, reply) !== 'hi') return done(null, payload);
    const hindi = (english: string) => translateWith(HINDI, english);
    done(null, {
      ...payload,
      ...(typeof payload.message === 'string' ? { message: hindi(payload.message) } : {}),
      ...(errors ? { data: { ...(payload.data as object), errors: errors.map((e) => ({ ...e, message: hindi(e.message) })) } } : {}),
    });
  });
}, { name: 'answer-language' });
