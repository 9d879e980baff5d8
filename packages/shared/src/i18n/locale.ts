/**
 * The site's languages (issue 30, decision 0066): English at today's addresses, Hindi at the same
 * addresses under `/hi`. One place says which language an address, a request or a member reads in.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie a visitor's chosen language is remembered in (a member's is their `language` field). */
export const LOCALE_COOKIE = 'lang';
/** How each language names itself, for the switch ("English | हिन्दी"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
/** BCP 47 tags for `lang`, `hreflang` and Intl (Indian grouping in both). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page address: `/hi` and `/hi/…` are Hindi, every other address English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The address without its language prefix (`/hi/pricing-plans` → `/pricing-plans`, `/hi` → `/`). */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The address of the same page in `locale` (`/pricing-plans`, 'hi' → `/hi/pricing-plans`). */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? '/hi' : `/hi${bare}`;
}

/**
 * The language an `Accept-Language` header asks the API to answer in: Hindi when `hi` (any region)
 * is preferred to every English tag by quality, else English. Only the API reads it; pages never
 * redirect by it (issue 30 §2).
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (!isLocale(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
