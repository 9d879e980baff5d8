import { findPageRoute, type PageRoute } from '@tlt/shared/routes';
import { LOCALES, LOCALE_TAGS, localeOfPath, localizePath, stripLocale } from '@tlt/shared/i18n/locale';
import { escapeHtml } from './open-graph.ts';

/**
 * Each public page has two twins, English at its address and Hindi under /hi (issue 30 §3): both
 * name each other with `hreflang` (and English as `x-default`, for readers of any other language),
 * each is its own canonical address, and `og:locale` says which one a shared link shows.
 */

/** Pages anyone may see; members' and admins' pages are of no use to a crawler. */
export const isPublicPage = (route: PageRoute | undefined) => route?.access.kind === 'public' || route?.access.kind === 'guest';

/** The twins of a page: its address in each language, and English for `x-default`. */
export function twins(base: string, pathname: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${base}${localizePath(pathname, locale)}` })),
    { hreflang: 'x-default', href: `${base}${stripLocale(pathname)}` },
  ];
}

/** `og:locale`'s form of the page's language (en_IN, hi_IN). */
const ogLocale = (pathname: string) => LOCALE_TAGS[localeOfPath(pathname)].replace('-', '_');

/** The head tags of a public page's language: alternates, its canonical (unless it has one) and og:locale. */
export function languageTags(html: string, base: string, pathname: string): string {
  const tags = [
    ...twins(base, pathname).map((t) => `<link rel="alternate" hreflang="${t.hreflang}" href="${escapeHtml(t.href)}" />`),
    ...(/<link\s+rel="canonical"/i.test(html) ? [] : [`<link rel="canonical" href="${escapeHtml(`${base}${pathname}`)}" />`]),
    `<meta property="og:locale" content="${ogLocale(pathname)}" />`,
  ];
  return tags.join('\n    ');
}

/** A public page's HTML with its language tags before </head>; undefined for any other page. */
export function withLanguageTags(html: string, base: string, pathname: string): string | undefined {
  if (!isPublicPage(findPageRoute(pathname)) || !/<\/head>/i.test(html)) return undefined;
  const tags = languageTags(html, base, pathname);
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
