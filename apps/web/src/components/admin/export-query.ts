/** The list's search and filters without its page: an export holds every match. */
export function exportQuery(apiParams: URLSearchParams, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams(apiParams);
  p.delete('offset');
  p.delete('limit');
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  const qs = p.toString();
  return qs ? `?${qs}` : '';
}
