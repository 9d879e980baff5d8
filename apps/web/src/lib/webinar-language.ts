import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from './i18n.ts';

/** The webinar's languages (shared WEBINAR_LANGUAGES) by name in the page's language; the stored value stays the English name. */
const LANGUAGE_WORDS: Record<string, MessageDescriptor> = { English: msg`English`, Hindi: msg`Hindi` };

/** "Hindi" → "हिन्दी" on Hindi pages; null for a value that is not one of the webinar's languages. */
export const webinarLanguageName = (language: string): string | null =>
  Object.hasOwn(LANGUAGE_WORDS, language) ? i18n._(LANGUAGE_WORDS[language]) : null;
