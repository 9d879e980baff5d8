import type { RenderedPage } from './renderer.ts';

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*(?:<\/body>|$))/i;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const ENTRY = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/i;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/gi;

/**
 * A drawn page shows with its HTML and CSS alone: its entry script and module preloads leave
 * <head> for public/hydrate.js, which asks for them once the page has loaded, so none of them
 * competes with the CSS and the hero for a phone's connection before the first paint (issue 14 §1).
 */
export function scriptsAfterLoad(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const rest = html.replace(ENTRY, '').replace(MODULE_PRELOAD, '');
  const tag = `<script defer src="/hydrate.js" data-entry="${escapeHtml(entry[1])}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  return rest.replace(/<\/body>/i, () => `${tag}</body>`);
}

/**
 * The shell (index.html, with what earlier writers added) holding a rendered page: the app's HTML
 * in place of the root's placeholder strip (nothing else inside the root, which React hydrates),
 * the state the browser hydrates with before </body>, and the page's own title and description.
 */
export function fillShell(shell: string, page: RenderedPage): string {
  let html = scriptsAfterLoad(shell.replace(ROOT, (_all, end: string) => `<div id="root">${page.html}</div>${page.stateScript}${end}`));
  if (page.title) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description) {
    html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/i, () => `<meta name="description" content="${escapeHtml(page.description!)}" />`);
  }
  return html;
}
