import { useSyncExternalStore } from 'react';
import { THEME_COLOR, type Theme, themeCookie, themeFromCookies } from '@tlt/shared/theme';

/**
 * The reader's theme choice (issue 30 §7, docs/decisions/0068-dark-mode.md): kept in the `theme`
 * cookie, which the server reads to draw the next page in it; here the page changes at once too.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = (): Theme => themeFromCookies(document.cookie);

/**
 * Remembers `theme` for a year and shows it now: `<html data-theme>` as the server writes it
 * ("system": none, the CSS follows the system) and the browser bar's colour.
 */
export function chooseTheme(theme: Theme): void {
  document.cookie = themeCookie(theme, location.protocol === 'https:');
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  const bars = theme === 'system'
    ? (['light', 'dark'] as const).map((t) => ({ color: THEME_COLOR[t], media: `(prefers-color-scheme: ${t})` }))
    : [{ color: THEME_COLOR[theme], media: '' }];
  for (const { color, media } of bars) {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    meta.setAttribute('content', color);
    if (media) meta.setAttribute('media', media);
    document.head.append(meta);
  }
  for (const listener of listeners) listener();
}

/** The choice in force; "system" on the server and while hydrating its HTML (the page is the same for all). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, current, () => 'system');
}
