import { createBrowserRouter } from 'react-router';
import { type Locale } from '@tlt/shared/i18n/locale';
import { routes } from './routes.tsx';

/**
 * The router's base for a language: Hindi pages live under /hi (issue 30 §2), so every link and
 * navigation inside a Hindi page stays in Hindi without naming the prefix.
 */
export const routerBasename = (locale: Locale): string | undefined => (locale === 'hi' ? '/hi' : undefined);

/** Created after the app-start check so the router reads the final URL. */
export function createAppRouter(locale: Locale) {
  return createBrowserRouter(routes, { basename: routerBasename(locale) });
}
