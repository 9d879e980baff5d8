/**
 * Reloads the page. One function for the pages that do (a stale chunk, an offer's end), so tests
 * can watch it: the browser's `location.reload` cannot be replaced where `location` is unforgeable.
 */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads another address as a new page (the language switch's twin, after saving the choice). */
export function loadPage(href: string): void {
  window.location.assign(href);
}
