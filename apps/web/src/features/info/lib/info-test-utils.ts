import { PAGE_CONTENT_ENTRIES } from '@tlt/shared/content/pages';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';

/**
 * Test helper: fetch answers GET /api/content/:key with the seed (or an override, as if the
 * operator had edited it) and GET /api/auth with the stored user.
 */
export function stubContentApi(overrides: Record<string, unknown> = {}) {
  return stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    const content = /^\/api\/content\/(.+)$/.exec(path);
    if (content) {
      const key = decodeURIComponent(content[1]);
      const entry = (PAGE_CONTENT_ENTRIES as Record<string, { seed: unknown }>)[key];
      if (key in overrides) return envelopeResponse(200, overrides[key]);
      return entry ? envelopeResponse(200, entry.seed) : envelopeResponse(404, undefined, 'No such content');
    }
    if (path === '/api/auth') return envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null'));
    return envelopeResponse(404, undefined, 'Not found');
  });
}

/** Under a loaded test run the lazy page chunk can take longer than findBy's default second. */
export const FIRST_PAINT = { timeout: 5000 };
