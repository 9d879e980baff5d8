import type { Locale } from '@tlt/shared/i18n/locale';
import { client } from './client.ts';

/**
 * The member's own language, saved on their account (issue 30 §2: their mails and pushes use it),
 * through their profile's update (PATCH /api/user/update {language}, decision 0069).
 */
export async function saveMemberLanguage(locale: Locale): Promise<void> {
  await client.patch('/api/user/update', { body: { language: locale } });
}
