import { type Locale, isLocale, LOCALE_COOKIE, localeFromAcceptLanguage, localizePath } from '@tlt/shared/i18n/locale';
import { saveMemberLanguage } from './api/member-language.ts';
import { loadPage } from './reload-page.ts';

/**
 * The reader's chosen language (issue 30 §2, decision 0071-hindi-addresses): a visitor's in the
 * `lang` cookie, a member's also in their `language` field (their mails and pushes use it). The
 * choice never redirects: it only marks the switch. A page's language is its address (/hi).
 */

const YEAR_S = 365 * 24 * 60 * 60;
/** Where a visitor who closed the offer to read in Hindi is remembered (never asked again). */
const OFFER_DISMISSED_KEY = 'tlt-language-offer-dismissed';

/** The language the `lang` cookie remembers; null when the reader never chose. */
export function chosenLocale(cookie = typeof document === 'undefined' ? '' : document.cookie): Locale | null {
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/**
 * The reader follows the switch to `href` (the page in `locale`): the cookie is set at once; a
 * member's account is told first, then the page loads whether or not that worked (the cookie holds
 * the choice). Returns whether the caller must stop the link (a member's page is loaded here).
 */
export function chooseLocale(locale: Locale, href: string, signedIn: boolean): boolean {
  rememberLocale(locale);
  if (!signedIn) return false;
  void saveMemberLanguage(locale).catch(() => undefined).finally(() => loadPage(href));
  return true;
}

/** The same page in `locale`: its address under (or without) /hi, the query and fragment kept. */
export function twinHref(location: { pathname: string; search: string; hash: string }, locale: Locale): string {
  return `${localizePath(location.pathname, locale)}${location.search}${location.hash}`;
}

/** Whether the browser's languages put Hindi before English (navigator.languages, in order). */
export function browserPrefersHindi(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): boolean {
  // In order, as Accept-Language would list them with falling weights.
  const header = languages.map((tag, i) => `${tag};q=${Math.max(0.1, 1 - i * 0.1).toFixed(1)}`).join(',');
  return localeFromAcceptLanguage(header) === 'hi';
}

export function offerDismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function dismissOffer(): void {
  try {
    localStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage blocked: the offer shows again next time, nothing worse.
  }
}
