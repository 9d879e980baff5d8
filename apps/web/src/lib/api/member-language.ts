import type { Locale } from '@tlt/shared/i18n/locale';
import { apiRequest } from './client.ts';

/**
 * The member's own language, saved on their account (issue 30 §2: their mails and pushes use it).
 * The one call to PUT /api/auth/language, which the "mails" work of issue 30 adds to the server.
 */
export function saveMemberLanguage(locale: Locale): Promise<unknown> {
  return apiRequest('auth/language', { method: 'PUT', body: { language: locale } });
}
