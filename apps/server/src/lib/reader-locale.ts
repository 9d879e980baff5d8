import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';

/**
 * The language an answer's words are in (decision 0066): the request's `Accept-Language`, for public
 * reads (content, blogs) and for every answer's message (plugins/answer-language.ts). The answer says
 * it varies by that header, once, beside what other hooks put there (compression adds
 * Accept-Encoding), so a browser or proxy cache keeps each language apart.
 */
export function readerLocale(req: FastifyRequest, reply: FastifyReply): Locale {
  const vary = reply.getHeader('Vary');
  const list = (Array.isArray(vary) ? vary.join(',') : String(vary ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (!list.some((v) => v.toLowerCase() === 'accept-language' || v === '*')) reply.header('Vary', [...list, 'Accept-Language'].join(', '));
  return localeFromAcceptLanguage(req.headers['accept-language']);
}
