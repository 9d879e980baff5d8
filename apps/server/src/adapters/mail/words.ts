import { MAIL_HINDI } from '@tlt/shared/i18n/hi/mail';
import { DEFAULT_LOCALE, type Locale } from '@tlt/shared/i18n/locale';
import { format, translateWith } from '@tlt/shared/i18n/translate';
import { type DayStyle, formatDay } from '@tlt/shared/period-dates';
import { indiaDate } from '@tlt/shared/india-time';

/**
 * A mail's words in its reader's language (issue 30 §6, decision 0066): every template writes its
 * English, word for word as before, with `{placeholders}` for values, and `words(english, values)`
 * gives it filled in, or its Hindi from the shared catalogue (`@tlt/shared/i18n/hi/mail`).
 */
export type Values = Readonly<Record<string, string | number>>;
export type Words = (english: string, values?: Values) => string;

/** The mail's language: the member's `language`, or for a visitor the request's (Accept-Language). */
export interface InLanguage {
  locale?: Locale;
}

const missing = new Set<string>();

/** English fills the template as it always did; Hindi looks it up, noting a text the catalogue lacks. */
export function mailWords(locale: Locale = DEFAULT_LOCALE): Words {
  if (locale === 'en') return format;
  return (english, values) => {
    if (!MAIL_HINDI[english]) missing.add(english);
    return translateWith(MAIL_HINDI, english, values);
  };
}

/** English texts a Hindi mail was written with but the catalogue lacks (the completeness test reads it). */
export const untranslatedMailWords = (): string[] => [...missing];

/** How a mail writes a day: the spec's 27-11-2026 in English, "27 नवंबर 2026" in Hindi. */
export const mailDayStyle = (locale: Locale = DEFAULT_LOCALE): DayStyle => (locale === 'en' ? 'dmy' : 'long');

/** An instant's India day as a mail writes it (mailDayStyle). */
export const mailDay = (d: Date | string, locale: Locale = DEFAULT_LOCALE): string =>
  formatDay(indiaDate(new Date(d)), mailDayStyle(locale), locale);
