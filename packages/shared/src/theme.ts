/**
 * The reader's colour theme (issue 30 §7, docs/decisions/0068-dark-mode.md): follow the system (the
 * default, no cookie), or light or dark as chosen. The choice is the `theme` cookie, for visitors and
 * members alike, so the server can draw the page in it before any script runs.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** A choice the server writes on `<html data-theme>`; "system" writes nothing (CSS follows the system). */
export type ChosenTheme = Exclude<Theme, 'system'>;

export const THEME_COOKIE = 'theme';
/** A year, in seconds. */
const THEME_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `<html data-theme>` colours the browser's bar takes (the header's navy in both: it stays navy). */
export const THEME_COLOR: Record<ChosenTheme, string> = { light: '#0b1730', dark: '#050b18' };

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The chosen theme in a `Cookie` header (or `document.cookie`); "system" when none or another value. */
export function themeFromCookies(cookies: string | undefined): Theme {
  const match = /(?:^|;)\s*theme=([^;]*)/.exec(cookies ?? '');
  const value = match?.[1].trim();
  return isTheme(value) ? value : 'system';
}

/**
 * The `document.cookie` assignment that remembers `theme` for a year (SameSite=Lax, readable by the
 * page: the switch reads it back); "system" removes the cookie.
 */
export function themeCookie(theme: Theme, secure = false): string {
  const age = theme === 'system' ? 0 : THEME_COOKIE_MAX_AGE;
  return `${THEME_COOKIE}=${theme === 'system' ? '' : theme}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
