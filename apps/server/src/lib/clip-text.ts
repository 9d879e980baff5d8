/**
 * `text` on one line (runs of whitespace, line breaks included, become one space), cut to at most
 * `max` characters (UTF-16 units, as `.length` counts) with an ellipsis when it is longer: for
 * notification titles and bodies.
 */
export function clipText(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  let kept = '';
  // Whole code points, so an emoji at the cut is not split into a lone surrogate.
  for (const ch of line) {
    if (kept.length + ch.length > max - 1) break;
    kept += ch;
  }
  return `${kept.trimEnd()}…`;
}
