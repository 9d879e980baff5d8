import { CONTENT } from '@tlt/shared/content/index';
import { withoutPlaceholders } from '@tlt/shared/content/placeholders';
import { envelopeResponse, stubFetch } from './fixtures.ts';

/**
 * Test helper: fetch answers GET /api/content/values with the seeds as a new site's server does,
 * placeholders left out (or, with `samples`, as a demo database's does, sample content and all), or
 * with overrides, as if the operator had edited them; an unknown key is a 400, as on the server.
 * GET /api/auth answers the stored user.
 */
export function stubContentApi(overrides: Record<string, unknown> = {}, o: { samples?: boolean } = {}) {
  const seedOf = (k: string) => (o.samples ? entries[k].seed : withoutPlaceholders(k, entries[k].seed, entries[k].seed));
  const entries: Record<string, { seed: unknown }> = CONTENT;
  return stubFetch((url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/content/values') {
      const keys = searchParams.get('keys')?.split(',') ?? [];
      const unknown = keys.filter((k) => !(k in overrides) && !entries[k]);
      if (unknown.length) return envelopeResponse(400, undefined, `Unknown content key: ${unknown.join(', ')}`);
      return envelopeResponse(200, Object.fromEntries(keys.map((k) => [k, k in overrides ? overrides[k] : seedOf(k)])));
    }
    if (pathname === '/api/auth') return envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null'));
    return envelopeResponse(404, undefined, 'Not found');
  });
}

/** Under a loaded test run the lazy page chunk can take longer than findBy's default second. */
export const FIRST_PAINT = { timeout: 5000 };
