import type { RenderedPage } from './renderer.ts';

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*(?:<\/body>|$))/i;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The shell (index.html, with what earlier writers added) holding a rendered page: the app's HTML
 * in place of the root's placeholder strip (nothing else inside the root, which React hydrates),
 * the state the browser hydrates with before </body>, and the page's own title and description.
 */
export function fillShell(shell: string, page: RenderedPage): string {
  let html = shell.replace(ROOT, (_all, end: string) => `<div id="root">${page.html}</div>${page.stateScript}${end}`);
  if (page.title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description) {
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/i, () => `<meta name="description" content="${escapeHtml(page.description!)}" />`);
  }
  return html;
}
