/**
 * Reloads the page. One function for the pages that do (a stale chunk, an offer's end), so tests
 * can watch it: the browser's `location.reload` cannot be replaced where `location` is unforgeable.
 */
export function reloadPage(): void {
  window.location.reload();
}
