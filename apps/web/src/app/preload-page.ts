import { findPageRoute } from '@tlt/shared/routes';
import { PAGES } from './pages.ts';

/** Long enough for a slow phone network; after it the app starts anyway and lazy takes over. */
const PRELOAD_WAIT_MS = 4000;

/**
 * Loads the code of the page at `pathname` before the app's first render (see lazy-page.tsx).
 * Never fails: an unknown path, a failed or slow load just leaves the page to lazy loading.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = findPageRoute(pathname);
  const page = route && PAGES[route.path as keyof typeof PAGES];
  if (!page) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    page.preload().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, PRELOAD_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
