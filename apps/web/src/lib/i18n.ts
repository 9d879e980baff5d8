import { i18n } from '@lingui/core';
import type { Locale } from '@tlt/shared/i18n/locale';
import { type Catalogue, translateWith } from '@tlt/shared/i18n/translate';

/**
 * The page's language (decision 0066). English needs no catalogue (the macros carry its words);
 * Hindi loads two: the web's own (src/locales/hi/*.po) and the shared one, for the messages of the
 * shared rules the web shows itself (its forms check with the shared schemas). Both load before the
 * first render, so a server-drawn Hindi page hydrates with the words it was drawn with.
 */
let shared: Catalogue | null = null;

/**
 * English pages load no catalogue, so a production build reads each message raw from the macro, and
 * Lingui's production runtime has no ICU compiler: "{count} members match" would show as written.
 * The web's English uses plain `{name}` placeholders only (no ICU plurals or selects: counts are two
 * messages), so this splits those out, in Lingui's compiled form, instead of shipping the parser
 * (`@lingui/message-utils` compileMessage: 7.1 kB gzipped). Hindi catalogues are compiled at build.
 */
export function compilePlainMessage(message: string): (string | [string])[] {
  return message
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) => (/^\{\w+\}$/.test(part) ? [part.slice(1, -1)] : part));
}
if (import.meta.env.PROD) i18n.setMessagesCompiler(compilePlainMessage as unknown as Parameters<typeof i18n.setMessagesCompiler>[0]);

export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'hi') {
    const [web, common] = await Promise.all([import('../locales/hi/index.ts'), import('@tlt/shared/i18n/hi/index')]);
    i18n.loadAndActivate({ locale, messages: web.messages });
    shared = common.HINDI;
  } else {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    shared = null;
  }
}

/** The page's language, once activated. */
export const currentLocale = (): Locale => (i18n.locale === 'hi' ? 'hi' : 'en');

/**
 * On a Hindi page the server answers (messages, content, notifications) in Hindi (issue 30 §5);
 * English pages send none and get the spec's English as before. Every call the web makes sends it.
 */
export const languageHeaders = (): Record<string, string> => (currentLocale() === 'hi' ? { 'Accept-Language': 'hi' } : {});

/** A message of the shared rules (their English, word for word) in the page's language, filled with `values`. */
export const translateShared = (english: string, values?: Readonly<Record<string, string | number>>): string => translateWith(shared, english, values);

export { i18n };
