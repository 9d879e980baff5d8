import { PAGES } from '../app/pages.ts';

type PagePath = keyof typeof PAGES;

/**
 * Loads these pages' code before a test renders them. Rendered through `routes`, a page arrives
 * by a dynamic import that Vite transforms on demand; on a busy machine that alone can outlast
 * findBy's 1 s. Preloaded, the page renders at once (see app/lazy-page.tsx), and the wait is
 * for what the test is about.
 */
export async function preloadPages(...paths: PagePath[]): Promise<void> {
  await Promise.all(paths.map((path) => PAGES[path].preload()));
}
